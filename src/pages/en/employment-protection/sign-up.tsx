import { staticPage } from '@/page/page-props';
import { EmploymentProtectionOrderScreen, membershipOrderNamespaces } from '@/screens/MembershipOrder';

export default EmploymentProtectionOrderScreen;
export const getStaticProps = staticPage('employmentProtectionOrder', 'en', membershipOrderNamespaces);
