import { serverPage } from '@/page-setup/server-page';
import { MembershipQuestionsScreen, membershipQuestionsNamespaces } from '@/screens/MembershipQuestions';
import { loadMembershipQuestions } from '@/screens/MembershipQuestions/load';

export default MembershipQuestionsScreen;
export const getServerSideProps = serverPage('membershipQuestions', 'de', membershipQuestionsNamespaces, loadMembershipQuestions);
