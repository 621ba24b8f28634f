import { marketingPage } from '@/page/content-props';
import { RentAreaScreen, rentAreaPage } from '@/screens/RentArea';

export default RentAreaScreen;
export const getStaticProps = marketingPage('rentArea', 'en', rentAreaPage);
