import { productNames } from '../../../src/contracts/vocabulary/cases';
import { productTitle } from '../../../src/server/cases/products';
import { type Command, exitCodes } from '../command';

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
