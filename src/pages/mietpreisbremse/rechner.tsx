import { staticPage } from '@/page/page-props';
import { RentBrakeCheckScreen, rentBrakeCheckNamespaces } from '@/screens/RentBrakeCheck';

export default RentBrakeCheckScreen;
export const getStaticProps = staticPage('rentBrakeCheck', 'de', rentBrakeCheckNamespaces);
