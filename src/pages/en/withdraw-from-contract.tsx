import { staticPage } from '@/page-setup/page-props';
import { ContractWithdrawalScreen, contractWithdrawalNamespaces } from '@/screens/ContractWithdrawal';

export default ContractWithdrawalScreen;
export const getStaticProps = staticPage('contractWithdrawal', 'en', contractWithdrawalNamespaces);
