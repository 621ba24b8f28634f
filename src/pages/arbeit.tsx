import { marketingPage } from '@/page/content-props';
import { LabourAreaScreen, labourAreaPage } from '@/screens/LabourArea';

export default LabourAreaScreen;
export const getStaticProps = marketingPage('labourArea', 'de', labourAreaPage);
