/**
 * A text of the `commissioning` namespace (locales/<language>/commissioning.json), or of the namespace
 * its key names (`cases:deadline.order.ok`), with its values already formatted for the language. Domain modules answer these instead of strings, so they need no
 * i18n instance; the caller translates with its own `t` (react-i18next in the browser, the backend's
 * i18next instance on the server), and the same words appear on the page, in the e-mail and the PDF.
 */
export interface LocalisedText<Key extends string = string> {
  key: Key;
  values: Record<string, string | number>;
}
