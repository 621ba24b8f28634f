/**
 * The shapes in which cases leave the backend, as the contracts define them. Every history
 * description is sanitised here, on its way out, whatever was stored.
 */
import { brand } from '@/basics/brand';
import { isLanguage, type Language, languageOrDefault } from '@/basics/language';
import type { CustomerCase } from '@/contracts/accounts';
import type { BackofficeCase } from '@/contracts/backoffice';
import type { CaseDeadline, CaseHistory, HistoryEntry } from '@/contracts/engine';
import { isCaseStatus, isProductName } from '@/contracts/vocabulary/cases';
import { sanitiseHtml } from '@/html/safe-html';
import { now } from '../clock';
import { pageUrl } from '../portal-links';
import { deadlineOfDay } from './case-deadline';
import { productTitle } from './products';
import type { CaseHistoryRow, CaseRow, CaseWithHistory } from '../db/tables/cases';
import { initialStatus, statusDescription, statusLabel } from './statuses';

export const caseLanguage = (row: CaseRow): Language => languageOrDefault(row.language);

export const toHistoryEntry = (row: CaseHistoryRow): HistoryEntry => ({
  date: row.date,
  short: row.short,
  description: sanitiseHtml(row.description),
  language: row.language,
});

const titleOf = (row: CaseRow, language: Language) =>
  isProductName(row.productName) ? productTitle(row.productName, language) : row.productName;

const descriptionOf = (row: CaseRow, language: Language) =>
  row.statusDescription ?? (isCaseStatus(row.status) ? statusDescription(row.status, language) : '');

/** The provider's own status text is in the language it was written in; the standard one in the reader's. */
const descriptionLanguageOf = (row: CaseRow, language: Language): Language =>
  row.statusDescription !== null && isLanguage(row.statusDescriptionLanguage) ? row.statusDescriptionLanguage : row.statusDescription !== null ? caseLanguage(row) : language;

export const replyEmailOf = (row: CaseRow): string => row.replyEmail ?? brand.supportEmail;

/**
 * `language` defaults to the case's own language (the one the customer is written to in). `deadline`:
 * a dismissal's, computed from its order (src/server/cases/case-deadline.ts).
 */
export function toCustomerCase({ case: row, history }: CaseWithHistory, language: Language = caseLanguage(row), deadline?: CaseDeadline): CustomerCase {
  return {
    id: row.publicId,
    reference_number: row.referenceNumber,
    product_name: row.productName,
    product_title: titleOf(row, language),
    status: row.status,
    status_description: descriptionOf(row, language),
    status_description_language: descriptionLanguageOf(row, language),
    reply_email: replyEmailOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history: history.map(toHistoryEntry),
    ...(deadline ? { deadline } : {}),
  };
}

export function toEngineHistory({ case: row, history }: CaseWithHistory, language: Language, deadline?: CaseDeadline): CaseHistory {
  return {
    product_name: row.productName,
    reference_number: row.referenceNumber,
    status: row.status,
    status_description: descriptionOf(row, language),
    status_description_language: descriptionLanguageOf(row, language),
    reply_email: replyEmailOf(row),
    history: history.map(toHistoryEntry),
    ...(deadline ? { deadline } : {}),
  };
}

/**
 * A case as its status link shows it while its address is not proven: what was ordered (product,
 * reference, the deadline the order gives, the entry made when it arrived), never what the provider
 * wrote since (later entries, a status or its wording, the reply address).
 */
export function toOrderedOnly({ case: row, history }: CaseWithHistory, language: Language, deadline?: CaseDeadline): CaseHistory {
  const ordered = history.filter((entry) => entry.createdAt.getTime() <= row.createdAt.getTime());
  return {
    product_name: row.productName,
    reference_number: row.referenceNumber,
    status: initialStatus,
    status_description: statusDescription(initialStatus, language),
    reply_email: null,
    history: ordered.map(toHistoryEntry),
    ...(deadline ? { deadline } : {}),
    email_proven: false,
  };
}

/** A case as both doors of the back office show it, with its deadline (days left from today) when it has one. */
export function toBackofficeCase(data: CaseWithHistory): BackofficeCase {
  const language = caseLanguage(data.case);
  return {
    ...toCustomerCase(data, language, deadlineOfDay(data.case.deadlineDay, now())),
    id: data.case.publicId,
    product_name: data.case.productName,
    email: data.case.email,
    language,
    status_label: isCaseStatus(data.case.status) ? statusLabel(data.case.status, language) : data.case.status,
    custom_status_description: data.case.statusDescription,
    status_page_url: pageUrl('caseStatus', language, { id: data.case.publicId }),
  };
}

/** A case in a list: without its history. */
export const toListedCase = (row: CaseRow) => {
  const { history: _history, ...listed } = toBackofficeCase({ case: row, history: [] });
  return listed;
};
