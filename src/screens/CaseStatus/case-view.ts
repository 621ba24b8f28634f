/**
 * What the case status page shows, made from the engine's answers on the server (load.ts). Every
 * piece of HTML is sanitised here, whatever the engine claims to have done.
 */
import type { CaseDetailsQuestionnaire, CaseHistory } from '@/contracts/engine';
import { type ScoutPosition, scoutPositions } from '@/contracts/vocabulary/cases';
import { type SafeHtml, sanitiseHtml } from '@/html/safe-html';

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

export type CaseStatusState = { kind: 'found'; view: CaseView } | { kind: 'notFound' } | { kind: 'unavailable'; id: string };

/** Newest first by date; entries of one day keep the engine's order. */
const newestFirst = (history: CaseHistory['history']) =>
  history
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => (a.entry.date === b.entry.date ? a.index - b.index : Date.parse(b.entry.date) - Date.parse(a.entry.date) || a.index - b.index))
    .map(({ entry }) => entry);

const positionOf = (value: string): ScoutPosition => (scoutPositions.includes(value as ScoutPosition) ? (value as ScoutPosition) : 'other');

export function scoutsOf(details: CaseDetailsQuestionnaire): CaseScout[] {
  const categories = details.questionnaire.steps[0]?.categories ?? [];
  return categories
    .flatMap((category, categoryIndex) =>
      category.scouts.map((scout, scoutIndex) => ({
        key: `${category.name ?? categoryIndex}-${scout.name ?? scoutIndex}`,
        position: positionOf(scout.position),
        mobilePosition: Number.isFinite(Number(scout.mobile_position)) ? Number(scout.mobile_position) : Number.MAX_SAFE_INTEGER,
        content: sanitiseHtml(scout.content),
      })),
    )
    .filter((scout) => scout.content.trim() !== '')
    .sort((a, b) => a.mobilePosition - b.mobilePosition);
}

export function caseView(id: string, history: CaseHistory, details: CaseDetailsQuestionnaire | null): CaseView {
  return {
    id,
    productName: history.product_name,
    referenceNumber: history.reference_number ?? null,
    status: history.status ?? null,
    statusDescription: history.status_description ?? null,
    replyEmail: history.reply_email ?? null,
    history: newestFirst(history.history).map((entry) => ({ date: entry.date, short: entry.short, description: sanitiseHtml(entry.description) })),
    scouts: details ? scoutsOf(details) : [],
  };
}
