/**
 * The mandate reference (Mandatsreferenz, the SEPA "MndtId") that identifies a direct-debit mandate
 * together with the creditor identifier. The SEPA Core Direct Debit rulebook allows up to 35
 * characters from A–Z, a–z, 0–9, space and + ? / - : ( ) . , ' and treats upper and lower case as the
 * same; banks advise against spaces, which a printed mandate cannot show unambiguously.
 *
 * References made here are `<PREFIX>-<YEAR>-<8 characters>`, e.g. `KF-2026-7Q4MX9P2`: the year of
 * signing and eight random characters of Crockford's base 32 (no I, L, O, U, so nothing reads as
 * something else on the phone). 32^8 ≈ 10^12 per year; the database's unique index settles a clash.
 */
export const MANDATE_REFERENCE_MAX_LENGTH = 35;

const allowed = /^[A-Za-z0-9+?/\-:().,' ]+$/;
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const RANDOM_LENGTH = 8;

/** Whether a mandate reference (our own or one taken over) is within the SEPA rules. */
export function isValidMandateReference(value: string): boolean {
  return value.length > 0 && value.length <= MANDATE_REFERENCE_MAX_LENGTH && allowed.test(value) && value.trim() === value;
}

/** The form mandate references are compared and stored in: SEPA does not distinguish case. */
export const normaliseMandateReference = (value: string): string => value.toUpperCase();

export interface MandateReferenceOptions {
  /** 1–10 capital letters or digits, e.g. the provider's short name. */
  prefix: string;
  /** The year the mandate is signed (in Germany). */
  year: number;
  /** Test seam: eight random bytes; by default from the platform's cryptographic random source. */
  randomBytes?: Uint8Array;
}

export function createMandateReference({ prefix, year, randomBytes }: MandateReferenceOptions): string {
  if (!/^[A-Z0-9]{1,10}$/.test(prefix)) throw new RangeError(`mandate reference prefix must be 1–10 of A–Z, 0–9, got ${JSON.stringify(prefix)}`);
  if (!Number.isInteger(year) || year < 2000 || year > 9999) throw new RangeError(`not a year: ${year}`);
  const bytes = randomBytes ?? globalThis.crypto.getRandomValues(new Uint8Array(RANDOM_LENGTH));
  if (bytes.length !== RANDOM_LENGTH) throw new RangeError(`need ${RANDOM_LENGTH} random bytes`);
  // 256 is a multiple of 32, so the low five bits of a random byte are an unbiased character.
  const random = Array.from(bytes, (byte) => crockford[byte & 31]).join('');
  return `${prefix}-${year}-${random}`;
}
