import type { ScoutPosition } from '@/api-client/engine';
import type { SafeHtml } from '@/html/safe-html';

/** What the case status page shows, prepared on the server (server-props.ts): HTML already sanitised. */
export interface CaseHistoryCard {
  /** YYYY-MM-DD (or an ISO timestamp from another engine). */
  date: string;
  short: string;
  description: SafeHtml;
}

export interface CaseScout {
  key: string;
  position: ScoutPosition;
  /** Order in the single column of small screens, after the history. */
  mobilePosition: number;
  content: SafeHtml;
}

export interface CaseView {
  id: string;
  productName: string;
  referenceNumber: string | null;
  status: string | null;
  statusDescription: string | null;
  replyEmail: string | null;
  /** Newest first. */
  history: CaseHistoryCard[];
  /** In ascending mobilePosition. */
  scouts: CaseScout[];
}

export type CaseStatusState =
  | { kind: 'found'; view: CaseView }
  | { kind: 'notFound' }
  | { kind: 'unavailable'; id: string };
