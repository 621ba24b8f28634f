import { staticPage } from '@/page/page-props';
import { CaseStatusScreen, caseStatusNamespaces } from '@/screens/CaseStatus';

export default CaseStatusScreen;
export const getStaticProps = staticPage('caseStatus', 'de', caseStatusNamespaces);
