import type { TFunction } from 'i18next';
import type { Language } from '@/basics/language';
import type { LocalisedText } from '@/domain/localised-text';
import { textsOf } from '../texts';

/** The `commissioning` namespace for the backend (the confirmation PDF, the e-mail), unescaped. */
export type CommissioningTexts = TFunction<'commissioning'>;

export const commissioningTexts = (language: Language): CommissioningTexts => textsOf(language, 'commissioning');

/** A text a domain module answered (src/domain/localised-text.ts) in words. */
export const inWords = (language: Language, { key, values }: LocalisedText): string =>
  (commissioningTexts(language) as unknown as (key: string, values: object) => string)(key, values);
