/**
 * The case's reference number ("Aktenzeichen"), as customers quote it on the phone and in e-mails:
 * `YYYY-XXXX-XXXC`, the year the case was opened, seven random characters and a check character.
 *
 * Characters come from Crockford's base 32 (digits and letters without I, L, O, U), so nothing can be
 * misread as something else; input is forgiving (lowercase, spaces, O for 0, I and L for 1). The check
 * character (Luhn mod 32) catches every single mistyped character and most swapped neighbours, so a
 * typo gives "unknown reference" instead of somebody else's case. 32^7 ≈ 34 billion numbers per year;
 * the database's unique index settles the rare clash (the caller draws again).
 */
import { randomInt } from 'node:crypto';
import { yearInGermany } from '@/basics/calendar';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const base = alphabet.length;
const randomLength = 7;

const valueOf = (character: string) => alphabet.indexOf(character);

function luhnSum(values: number[], startFactor: 1 | 2): number {
  let factor = startFactor;
  let sum = 0;
  for (let index = values.length - 1; index >= 0; index -= 1) {
    const addend = factor * values[index];
    sum += Math.floor(addend / base) + (addend % base);
    factor = factor === 2 ? 1 : 2;
  }
  return sum;
}

function checkCharacter(payload: string): string {
  const remainder = luhnSum([...payload].map(valueOf), 2) % base;
  return alphabet[(base - remainder) % base];
}

const format = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;

/** A fresh reference number for a case opened at `openedAt` (the year is the year in Germany). */
export function generateReferenceNumber(openedAt: Date): string {
  const year = String(yearInGermany(openedAt));
  let random = '';
  for (let index = 0; index < randomLength; index += 1) random += alphabet[randomInt(base)];
  const payload = `${year}${random}`;
  return format(`${payload}${checkCharacter(payload)}`);
}

/**
 * The canonical form of a reference number as a person typed it, or undefined when it cannot be one
 * (wrong length, foreign characters, failed check character).
 */
export function normaliseReferenceNumber(input: string): string | undefined {
  const compact = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!/^\d{4}[0-9A-HJKMNP-TV-Z]{8}$/.test(compact)) return undefined;
  if (luhnSum([...compact].map(valueOf), 1) % base !== 0) return undefined;
  return format(compact);
}
