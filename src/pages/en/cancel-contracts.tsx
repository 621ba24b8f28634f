import { staticPage } from '@/page/page-props';
import { MembershipCancellationScreen, membershipCancellationNamespaces } from '@/screens/MembershipCancellation';

export default MembershipCancellationScreen;
export const getStaticProps = staticPage('membershipCancellation', 'en', membershipCancellationNamespaces);
