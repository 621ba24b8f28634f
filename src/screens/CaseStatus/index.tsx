import type { CaseStatusState } from './case-view';
import { CaseFound } from './CaseFound';
import { CaseNotFound, CaseUnavailable } from './CaseProblem';

export { caseStatusNamespaces } from './namespaces';

/**
 * The case status page (spec section 2): the case's history as dated cards beside the product's
 * case-details scouts. Reached from the link in every case mail and from the dashboard; whoever has
 * the link sees the case, so the page is private (noindex) and never cached.
 */
export function CaseStatusScreen({ caseStatus }: { caseStatus: CaseStatusState }) {
  switch (caseStatus.kind) {
    case 'found':
      return <CaseFound view={caseStatus.view} />;
    case 'unavailable':
      return <CaseUnavailable id={caseStatus.id} />;
    default:
      return <CaseNotFound />;
  }
}
