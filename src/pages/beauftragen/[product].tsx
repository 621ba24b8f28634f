import { serverPage } from '@/page-setup/server-page';
import { OrderFunnelScreen, orderFunnelNamespaces } from '@/screens/OrderFunnel';
import { loadOrderFunnel } from '@/screens/OrderFunnel/load';

export default OrderFunnelScreen;
export const getServerSideProps = serverPage('orderFunnel', 'de', orderFunnelNamespaces, loadOrderFunnel);
