import type { Language } from '@/basics/language';
import type { CaseStatus } from '@/contracts/vocabulary/cases';
import { textsOf } from '../texts';

/** What a new case starts with unless the provider says otherwise. */
export const initialStatus: CaseStatus = 'received';

/** A status's label and standard description in a language (locales/<language>/cases.json). */
export const statusLabel = (status: CaseStatus, language: Language): string => textsOf(language, 'cases')(`statuses.${status}.label`);

export const statusDescription = (status: CaseStatus, language: Language): string =>
  textsOf(language, 'cases')(`statuses.${status}.description`);
