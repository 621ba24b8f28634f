import { marketingPage } from '@/page-setup/content-props';
import { LabourAreaScreen, labourAreaPage } from '@/screens/LabourArea';

export default LabourAreaScreen;
export const getStaticProps = marketingPage('labourArea', 'de', labourAreaPage);

// Static content: no client JavaScript (see docs/architecture.md, "Pages without client JavaScript").
export const config = { unstable_runtimeJS: false };
