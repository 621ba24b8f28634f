/**
 * The products a customer can commission. The name is the product's stable identifier everywhere: in
 * every API (the engine's `product_name`), in fee rules, in the case-details questionnaires' file names.
 * Titles: `cases:products.<name>.title`. The contracts speak of them through contracts/vocabulary/cases.
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

export const isProductName = (value: unknown): value is ProductName =>
  typeof value === 'string' && (productNames as readonly string[]).includes(value);
