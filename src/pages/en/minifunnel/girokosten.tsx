import { serverPage } from '@/page-setup/server-page';
import { GiroFunnelScreen, giroFunnelNamespaces } from '@/screens/GiroFunnel';
import { loadGiroFunnel } from '@/screens/GiroFunnel/load';

export default GiroFunnelScreen;
export const getServerSideProps = serverPage('giroFunnel', 'en', giroFunnelNamespaces, loadGiroFunnel);
