// The one import point for translations in components. The instance comes from I18nProvider; next-i18next
// only runs on the server (serverSideTranslations), so the browser bundle carries react-i18next alone.
// eslint-disable-next-line no-restricted-imports -- this module is the sanctioned import point
export { useTranslation, Trans } from 'react-i18next';
