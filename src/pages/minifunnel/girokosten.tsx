import { staticPage } from '@/page-setup/page-props';
import { GiroFunnelScreen, giroFunnelNamespaces } from '@/screens/GiroFunnel';

export default GiroFunnelScreen;
export const getStaticProps = staticPage('giroFunnel', 'de', giroFunnelNamespaces);
