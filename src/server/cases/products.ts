import type { Language } from '@/basics/language';
import type { ProductName } from '@/contracts/vocabulary/cases';
import { textsOf } from '../texts';

/** A product's title in a language (locales/<language>/cases.json). */
export const productTitle = (name: ProductName, language: Language): string => textsOf(language, 'cases')(`products.${name}.title`);
