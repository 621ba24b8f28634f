import { serverPage } from '@/page-setup/server-page';
import { AddressProofScreen, addressProofNamespaces } from '@/screens/AddressProof';
import { confirmAddressProof } from '@/screens/AddressProof/load';

export default AddressProofScreen;
export const getServerSideProps = serverPage('addressProof', 'de', addressProofNamespaces, confirmAddressProof);
