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

/**
 * What an order of a product consists of: a mandate to enforce the claim with a power of attorney
 * (`mandate-collection`), the same through a partner law firm, since only lawyers may represent
 * before a labour court (`mandate-labour`), or the sale and assignment of the claim for a fixed
 * payout (`mandate-claim-purchase`, account fees).
 */
export type ProductMandate = 'mandate-collection' | 'mandate-labour' | 'mandate-claim-purchase';

export function mandateOf(product: ProductName): ProductMandate {
  if (product === 'account-fees') return 'mandate-claim-purchase';
  if (product === 'dismissal' || product === 'termination-agreement') return 'mandate-labour';
  return 'mandate-collection';
}

/**
 * Whether money received for the customer passes through to them (a collection mandate forwards what
 * the other side pays, the partner law firm what the employer pays): the order then needs the account it
 * goes to. A sold claim's price goes to the claim's own account, asked with the claim.
 */
export const forwardsPayments = (product: ProductName): boolean => mandateOf(product) !== 'mandate-claim-purchase';
