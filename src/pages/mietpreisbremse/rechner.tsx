import { serverPage } from '@/page-setup/server-page';
import { RentBrakeCheckScreen, rentBrakeCheckNamespaces } from '@/screens/RentBrakeCheck';
import { loadRentBrakeCheck } from '@/screens/RentBrakeCheck/load';

export default RentBrakeCheckScreen;
export const getServerSideProps = serverPage('rentBrakeCheck', 'de', rentBrakeCheckNamespaces, loadRentBrakeCheck);
