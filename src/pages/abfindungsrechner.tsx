import { staticPage } from '@/page/page-props';
import { SeveranceCalculatorScreen, severanceCalculatorNamespaces } from '@/screens/SeveranceCalculator';

export default SeveranceCalculatorScreen;
export const getStaticProps = staticPage('severanceCalculator', 'de', severanceCalculatorNamespaces);
