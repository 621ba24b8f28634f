import type { Language } from '@/i18n/language';
import { routePath } from '@/routes';
import { serverConfig } from '../config';

/** The status page of a case, as a full URL for e-mails and the back office. */
export const caseStatusUrl = (publicId: string, language: Language): string =>
  `${serverConfig.appUrl}${routePath('caseStatus', language)}?id=${encodeURIComponent(publicId)}`;

export const signUpUrl = (language: Language): string => `${serverConfig.appUrl}${routePath('signUp', language)}`;
