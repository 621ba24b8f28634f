import { staticPage } from '@/page-setup/page-props';
import { TenantProtectionOrderScreen, membershipOrderNamespaces } from '@/screens/MembershipOrder';

export default TenantProtectionOrderScreen;
export const getStaticProps = staticPage('tenantProtectionOrder', 'en', membershipOrderNamespaces);
