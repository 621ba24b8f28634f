import type { Language } from '@/i18n/language';
import { casesText } from './translate';

/**
 * Where a case stands, in the order a case usually moves through them. Any status may follow any
 * other: a closed case can be reopened, and a case can skip steps (a settlement before any court).
 * Labels and the standard descriptions live in locales/<language>/cases.json.
 */
export const caseStatuses = [
  'received',
  'documents_requested',
  'in_review',
  'claim_asserted',
  'negotiation',
  'court',
  'successful',
  'unsuccessful',
  'withdrawn',
] as const;

export type CaseStatus = (typeof caseStatuses)[number];

/** Statuses in which the provider's work on the case is over. */
export const closedStatuses: ReadonlySet<CaseStatus> = new Set(['successful', 'unsuccessful', 'withdrawn']);

/** What a new case starts with unless the provider says otherwise. */
export const initialStatus: CaseStatus = 'received';

export const isCaseStatus = (value: unknown): value is CaseStatus =>
  typeof value === 'string' && (caseStatuses as readonly string[]).includes(value);

export const statusLabel = (status: CaseStatus, language: Language): string => casesText(language)(`statuses.${status}.label`);

export const statusDescription = (status: CaseStatus, language: Language): string =>
  casesText(language)(`statuses.${status}.description`);
