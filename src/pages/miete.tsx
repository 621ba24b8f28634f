import { marketingPage } from '@/page-setup/content-props';
import { RentAreaScreen, rentAreaPage } from '@/screens/RentArea';

export default RentAreaScreen;
export const getStaticProps = marketingPage('rentArea', 'de', rentAreaPage);

// Static content: no client JavaScript (see docs/architecture.md, "Pages without client JavaScript").
export const config = { unstable_runtimeJS: false };
