import { serverPage } from '@/page-setup/server-page';
import { SeveranceCalculatorScreen, severanceCalculatorNamespaces } from '@/screens/SeveranceCalculator';
import { loadSeveranceCalculator } from '@/screens/SeveranceCalculator/load';

export default SeveranceCalculatorScreen;
export const getServerSideProps = serverPage('severanceCalculator', 'en', severanceCalculatorNamespaces, loadSeveranceCalculator);
