import type { Namespace } from '@/i18n/namespaces';

export const caseStatusNamespaces: Namespace[] = ['caseStatus', 'cases'];
