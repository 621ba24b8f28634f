import type { Namespace } from '@/i18n/namespaces';
import type { CaseStatusState } from './case-view';
import { CaseFound } from './CaseFound';
import { CaseNotFound, CaseUnavailable } from './CaseProblem';

export const caseStatusNamespaces: Namespace[] = ['caseStatus', 'cases', 'caseOrder', 'messages', 'errors'];

/** What load.ts finds for the page. */
export interface CaseStatusData {
  caseStatus: CaseStatusState;
}

/**
 * The case status page: the case's history as dated cards beside the product's case-details scouts.
 * Reached from the link in every case mail and from the dashboard; whoever has the link sees the
 * case, so the page is private (noindex) and never cached.
 */
export function CaseStatusScreen({ caseStatus }: CaseStatusData) {
  switch (caseStatus.kind) {
    case 'found':
      return <CaseFound view={caseStatus.view} />;
    case 'unavailable':
      return <CaseUnavailable id={caseStatus.id} />;
    default:
      return <CaseNotFound />;
  }
}
