import type { Language } from '../../../src/basics/language';
import { type ProductName, productNames } from '../../../src/contracts/vocabulary/cases';
import { textsOf } from '../../../src/server/texts';
import { type Command, exitCodes } from '../command';

/** A product's title in a language, from the locale files the portal shows (cases.json). */
const productTitle = (name: ProductName, language: Language) => textsOf(language, 'cases')(`products.${name}.title`);

export const products: Command = {
  name: 'products',
  summary: 'List the product names',
  offline: true,
  async run({ io, json }) {
    if (json) io.out(JSON.stringify(productNames.map((name) => ({ name, title: { de: productTitle(name, 'de'), en: productTitle(name, 'en') } })), null, 2));
    else io.out(productNames.map((name) => `${name.padEnd(22)} ${productTitle(name, 'de')} / ${productTitle(name, 'en')}`).join('\n'));
    return exitCodes.ok;
  },
};
