/**
 * The products a customer can commission. The name is the product's stable identifier everywhere: in
 * the API (the engine's `product_name`), in fee rules, in the case-details questionnaires' file names.
 * Titles live in locales/<language>/cases.json.
 */
export const productNames = [
  'rent-brake',
  'rent-increase',
  'deposit',
  'rent-reduction',
  'cosmetic-repairs',
  'dismissal',
  'termination-agreement',
  'account-fees',
  'premium-savings',
  'slow-internet',
] as const;

export type ProductName = (typeof productNames)[number];

export type ProductArea = 'rent' | 'labour' | 'finance' | 'internet';

export const productAreas: Record<ProductName, ProductArea> = {
  'rent-brake': 'rent',
  'rent-increase': 'rent',
  deposit: 'rent',
  'rent-reduction': 'rent',
  'cosmetic-repairs': 'rent',
  dismissal: 'labour',
  'termination-agreement': 'labour',
  'account-fees': 'finance',
  'premium-savings': 'finance',
  'slow-internet': 'internet',
};

export const isProductName = (value: unknown): value is ProductName =>
  typeof value === 'string' && (productNames as readonly string[]).includes(value);
