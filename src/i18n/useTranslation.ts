// The one import point for translations in components: mixing the next-i18next and react-i18next
// hooks can create two i18next instances and hydration mismatches.
export { useTranslation, Trans } from 'next-i18next/pages';
