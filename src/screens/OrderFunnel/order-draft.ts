/**
 * The order as the customer fills it in, kept in this tab's session storage so that a reload, the back
 * button or a step back loses nothing, and gone when the tab is closed (it holds an IBAN, a salary, an
 * address). The idempotency key is chosen once per order: a retried or doubled submit sends the same one,
 * so the service opens one case.
 */
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import type { ProductName } from '@/domain/products';
import type { OrderNextSteps } from '@/domain/orders/next-steps';
import { type ContactValues, emptyContact } from './contact-details';

export interface PlacedOrderNote {
  referenceNumber: string;
  statusUrl: string;
  email: string;
  /** What happens next, as worked out when the order was placed. */
  nextSteps?: OrderNextSteps;
  /** The names of the documents the order came without (the funnel's questions, in the page's language). */
  missingDocuments?: string[];
  /** The customer was signed in when ordering. */
  signedIn?: boolean;
}

export interface OrderDraft {
  /** Question id → the answer as typed. */
  answers: Record<string, string>;
  customer: ContactValues;
  consent: { earlyStart: boolean; terms: boolean; privacy: boolean; typedName: string };
  /** The calculator's figure in euros, for the fee's worked example. */
  calculatedAmount?: number;
  /** The upload draft, once the first document was uploaded or the order sent. */
  draftToken?: string;
  idempotencyKey: string;
  /** Set once the order is placed: the funnel then shows its confirmation, also after a reload. */
  placed?: PlacedOrderNote;
}

const storageKey = (product: ProductName) => `order:${product}`;

export { newIdempotencyKey };

export const emptyDraft = (): OrderDraft => ({
  answers: {},
  customer: emptyContact(),
  consent: { earlyStart: false, terms: false, privacy: false, typedName: '' },
  idempotencyKey: newIdempotencyKey(),
});

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored draft, read defensively: whatever cannot be read starts empty. */
export function readOrderDraft(product: ProductName): OrderDraft | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(storageKey(product)) ?? 'null');
  } catch {
    return undefined;
  }
  if (!isObject(stored) || typeof stored.idempotencyKey !== 'string' || !/^[A-Za-z0-9_-]{16,100}$/.test(stored.idempotencyKey)) return undefined;
  const answers = isObject(stored.answers) ? Object.fromEntries(Object.entries(stored.answers).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : {};
  const customer = isObject(stored.customer) ? stored.customer : {};
  const consent = isObject(stored.consent) ? stored.consent : {};
  const placed = isObject(stored.placed) && typeof stored.placed.referenceNumber === 'string' ? (stored.placed as unknown as PlacedOrderNote) : undefined;
  return {
    answers,
    customer: Object.fromEntries(Object.keys(emptyContact()).map((key) => [key, text(customer[key])])) as unknown as ContactValues,
    consent: { earlyStart: consent.earlyStart === true, terms: consent.terms === true, privacy: consent.privacy === true, typedName: text(consent.typedName) },
    calculatedAmount: typeof stored.calculatedAmount === 'number' ? stored.calculatedAmount : undefined,
    draftToken: typeof stored.draftToken === 'string' ? stored.draftToken : undefined,
    idempotencyKey: stored.idempotencyKey,
    placed,
  };
}

export function writeOrderDraft(product: ProductName, draft: OrderDraft): void {
  try {
    storage()?.setItem(storageKey(product), JSON.stringify(draft));
  } catch {
    // Without storage the order still works; only a reload loses it.
  }
}

export function clearOrderDraft(product: ProductName): void {
  try {
    storage()?.removeItem(storageKey(product));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
