import { brand } from '@/config/brand';
import { type SafeHtml, sanitiseHtml } from '@/html/safe-html';
import { isLanguage, type Language } from '@/i18n/language';
import type { CaseWithHistory } from './case-store';
import { caseStatusUrl } from './links';
import { isProductName, productTitle } from './products';
import type { CaseHistoryRow, CaseRow } from './schema';
import { isCaseStatus, statusDescription, statusLabel } from './statuses';

/**
 * The shapes in which cases leave the backend. Every history description is sanitised here, on its
 * way out, whatever was stored.
 */

/** History entry (spec section 3): short title, date (YYYY-MM-DD) and description as safe HTML. */
export interface HistoryEntry {
  date: string;
  short: string;
  description: SafeHtml;
}

/** A case as the customer sees it (spec section 3, "Request"), in one language. */
export interface CustomerRequest {
  /** The public case id: the status page is `/case?id=<id>`. */
  id: string;
  reference_number: string;
  product_name: string;
  product_title: string;
  status: string;
  status_description: string;
  reply_email: string;
  created_at: string;
  updated_at: string;
  /** Newest first. */
  history: HistoryEntry[];
}

/** The engine's case history (spec section 7), with the current status as an addition. */
export interface EngineCaseHistory {
  product_name: string;
  reference_number: string;
  status: string;
  status_description: string;
  reply_email: string;
  history: HistoryEntry[];
}

/** A case as the back office sees it. */
export interface BackofficeCase extends CustomerRequest {
  email: string;
  language: Language;
  status_label: string;
  /** The provider's own status text, null when the standard description applies. */
  custom_status_description: string | null;
  status_page_url: string;
}

export const caseLanguage = (row: CaseRow): Language => (isLanguage(row.language) ? row.language : 'de');

export const toHistoryEntry = (row: CaseHistoryRow): HistoryEntry => ({
  date: row.date,
  short: row.short,
  description: sanitiseHtml(row.description),
});

const titleOf = (row: CaseRow, language: Language) =>
  isProductName(row.productName) ? productTitle(row.productName, language) : row.productName;

const descriptionOf = (row: CaseRow, language: Language) =>
  row.statusDescription ?? (isCaseStatus(row.status) ? statusDescription(row.status, language) : '');

export const replyEmailOf = (row: CaseRow): string => row.replyEmail ?? brand.supportEmail;

/** `language` defaults to the case's own language (the one the customer is written to in). */
export function toCustomerRequest({ case: row, history }: CaseWithHistory, language: Language = caseLanguage(row)): CustomerRequest {
  return {
    id: row.publicId,
    reference_number: row.referenceNumber,
    product_name: row.productName,
    product_title: titleOf(row, language),
    status: row.status,
    status_description: descriptionOf(row, language),
    reply_email: replyEmailOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    history: history.map(toHistoryEntry),
  };
}

export function toEngineHistory({ case: row, history }: CaseWithHistory, language: Language): EngineCaseHistory {
  return {
    product_name: row.productName,
    reference_number: row.referenceNumber,
    status: row.status,
    status_description: descriptionOf(row, language),
    reply_email: replyEmailOf(row),
    history: history.map(toHistoryEntry),
  };
}

export function toBackofficeCase(data: CaseWithHistory): BackofficeCase {
  const language = caseLanguage(data.case);
  return {
    ...toCustomerRequest(data, language),
    email: data.case.email,
    language,
    status_label: isCaseStatus(data.case.status) ? statusLabel(data.case.status, language) : data.case.status,
    custom_status_description: data.case.statusDescription,
    status_page_url: caseStatusUrl(data.case.publicId, language),
  };
}
