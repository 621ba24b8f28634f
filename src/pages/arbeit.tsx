import { staticPage } from '@/page/page-props';
import { LabourAreaScreen, labourAreaNamespaces } from '@/screens/LabourArea';

export default LabourAreaScreen;
export const getStaticProps = staticPage('labourArea', 'de', labourAreaNamespaces);
