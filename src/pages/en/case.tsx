import { CaseStatusScreen } from '@/screens/CaseStatus';
import { caseStatusProps } from '@/screens/CaseStatus/server-props';

export default CaseStatusScreen;
export const getServerSideProps = caseStatusProps('en');
