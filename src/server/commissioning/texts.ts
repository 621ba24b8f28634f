import type { TFunction } from 'i18next';
import type { Language } from '@/basics/language';
import { textsOf } from '../texts';

/** The `commissioning` namespace for the backend (the confirmation PDF, the e-mail), unescaped. */
export type CommissioningTexts = TFunction<'commissioning'>;

export const commissioningTexts = (language: Language): CommissioningTexts => textsOf(language, 'commissioning');

