/**
 * What the case status page shows, made from the engine's answers on the server (load.ts). Every
 * piece of HTML is sanitised here, whatever the engine claims to have done.
 */
import type { CaseDocumentList } from '@/contracts/case-documents';
import type { CaseDeadline, CaseDetailsQuestionnaire, CaseHistory } from '@/contracts/engine';
import { type ScoutPosition, scoutPositions } from '@/contracts/vocabulary/cases';
import { type SafeHtml, sanitiseHtml } from '@/html/safe-html';
import type { ConversationState } from '@/components/conversation/conversation-view';

export interface CaseHistoryCard {
  /** YYYY-MM-DD (or an ISO timestamp from another engine). */
  date: string;
  short: string;
  description: SafeHtml;
  /** The language the provider wrote it in, where the service says. */
  language: string | null;
}

export interface CaseScout {
  key: string;
  position: ScoutPosition;
  /** Order in the single column of small screens, after the history. */
  mobilePosition: number;
  content: SafeHtml;
}

/** A file the customer can download from the case page. */
export interface CaseFile {
  id: string;
  name: string;
  /** The download link (an attachment). */
  url: string;
  mediaType: string;
  sizeBytes: number;
}

/**
 * The case's files: null when the engine has none to offer (a case opened by the back office),
 * `unavailable` when it failed. `door` says how they download: `link` by the status link (plain links),
 * `account` with the signed-in session (every document, the conversation's included).
 */
export type CaseFiles = { door: 'link' | 'account'; documents: CaseFile[]; confirmation: { name: string; url: string } | null } | 'unavailable' | null;

export interface CaseView {
  id: string;
  productName: string;
  referenceNumber: string | null;
  status: string | null;
  statusDescription: string | null;
  statusDescriptionLanguage: string | null;
  replyEmail: string | null;
  /** Newest first. */
  history: CaseHistoryCard[];
  /** In ascending mobilePosition. */
  scouts: CaseScout[];
  /** A dismissal's deadline as the engine computed it today. */
  deadline: CaseDeadline | null;
  files: CaseFiles;
  conversation: ConversationState;
  /** False while the case's address is not proven: the page shows what was ordered and asks for the mail's link. */
  emailProven: boolean;
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

/** Download links for the list the engine answered; `urls` builds them (the browser's view of the engine). */
export function caseFiles(
  list: CaseDocumentList | 'unavailable' | null,
  urls: { document: (id: string) => string; confirmation: string },
  door: 'link' | 'account' = 'link',
): CaseFiles {
  if (list === null || list === 'unavailable') return list;
  if (list.documents.length === 0 && !list.confirmation) return null;
  return {
    door,
    documents: list.documents.map((document) => ({
      id: document.id,
      name: document.file_name,
      url: urls.document(document.id),
      mediaType: document.media_type,
      sizeBytes: document.size_bytes,
    })),
    confirmation: list.confirmation ? { name: list.confirmation.file_name, url: urls.confirmation } : null,
  };
}

export function caseView(
  id: string,
  history: CaseHistory,
  details: CaseDetailsQuestionnaire | null,
  files: CaseFiles = null,
  conversation: ConversationState = { kind: 'signedOut' },
): CaseView {
  return {
    id,
    productName: history.product_name,
    referenceNumber: history.reference_number ?? null,
    status: history.status ?? null,
    statusDescription: history.status_description ?? null,
    statusDescriptionLanguage: history.status_description_language ?? null,
    replyEmail: history.reply_email ?? null,
    history: newestFirst(history.history).map((entry) => ({ date: entry.date, short: entry.short, description: sanitiseHtml(entry.description), language: entry.language ?? null })),
    scouts: details ? scoutsOf(details) : [],
    deadline: history.deadline ?? null,
    files,
    conversation,
    emailProven: history.email_proven !== false,
  };
}
