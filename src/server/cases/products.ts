import type { ProductName } from '@/domain/products';
import type { Language } from '@/i18n/language';
import { casesText } from './translate';

export { isProductName, productAreas, productNames, type ProductArea, type ProductName } from '@/domain/products';

export const productTitle = (name: ProductName, language: Language): string =>
  casesText(language)(`products.${name}.title`);
