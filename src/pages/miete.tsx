import { staticPage } from '@/page/page-props';
import { RentAreaScreen, rentAreaNamespaces } from '@/screens/RentArea';

export default RentAreaScreen;
export const getStaticProps = staticPage('rentArea', 'de', rentAreaNamespaces);
