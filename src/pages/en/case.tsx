import { serverPage } from '@/page-setup/server-page';
import { CaseStatusScreen, caseStatusNamespaces } from '@/screens/CaseStatus';
import { loadCaseStatus } from '@/screens/CaseStatus/load';

export default CaseStatusScreen;
export const getServerSideProps = serverPage('caseStatus', 'en', caseStatusNamespaces, loadCaseStatus);
