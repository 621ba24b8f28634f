/**
 * The SEPA creditor identifier (Gläubiger-Identifikationsnummer) that every direct debit and every
 * mandate names. Structure (EPC262-08): country code, two check digits, a three-character creditor
 * business code that the check ignores, then the national identifier; in Germany 18 characters, e.g.
 * `DE98ZZZ09999999999`, the Bundesbank's published example, which is what the demo uses.
 *
 * Check digits: ISO 7064 MOD 97-10 over the national identifier followed by the country code and
 * the check digits, letters counted A = 10 … Z = 35, exactly as for an IBAN.
 */
export const DEMO_CREDITOR_IDENTIFIER = 'DE98ZZZ09999999999';

const mod97 = (digits: string): number => {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
};

const asDigits = (text: string): string => [...text].map((character) => parseInt(character, 36).toString()).join('');

export const normaliseCreditorIdentifier = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

export function isValidCreditorIdentifier(input: string): boolean {
  const value = normaliseCreditorIdentifier(input);
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]{3})([A-Z0-9]{1,28})$/.exec(value);
  if (!match) return false;
  const [, country, check, , national] = match;
  if (country === 'DE' && !/^\d{11}$/.test(national)) return false;
  return mod97(asDigits(`${national}${country}${check}`)) === 1;
}
