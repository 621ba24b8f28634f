import { englishNotFound } from '@/page-setup/page-props';
import { NotFoundScreen } from '@/screens/NotFound';

// Every /en path that no other page answers: the 404 in English without waiting for JavaScript.
export default NotFoundScreen;
export const getServerSideProps = englishNotFound;
