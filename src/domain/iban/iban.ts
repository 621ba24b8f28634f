import { electronicFormatIBAN, friendlyFormatIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/**
 * IBAN checks for the forms, the same in the browser and on the server: structure and length per
 * country (the SWIFT IBAN registry) and the check digits (ISO 13616, MOD 97-10), by ibantools
 * (about 7 kB compressed, no dependencies). Whether a German IBAN's bank exists and can be processed
 * needs the Bundesbank's sort-code file, which stays on the server (src/server/banks/iban-bank.ts).
 */
export const ibanProblems = [
  /** Nothing typed. */
  'required',
  /** Characters other than letters, digits, spaces and dashes. */
  'invalid_characters',
  /** No IBAN country at the start. */
  'unknown_country',
  /** Too short, too long or the wrong characters for the country. */
  'wrong_format',
  /** The check digits do not match: usually a typo. */
  'wrong_check_digits',
  /** A valid IBAN, but not one this use accepts (e.g. not German where a German account is needed). */
  'country_not_accepted',
] as const;

export type IbanProblem = (typeof ibanProblems)[number];

export type IbanCheck = { valid: true; iban: string; country: string } | { valid: false; problem: IbanProblem };

/** What an IBAN is accepted for: a German current account, or any account a SEPA direct debit reaches. */
export type IbanScope = 'germany' | 'sepa';

/** The IBAN as stored and compared: capitals, no spaces or dashes ("DE89370400440532013000"). */
export function normaliseIban(input: string): string {
  return electronicFormatIBAN(input.replace(/[\s\u00a0-]+/g, '')) ?? '';
}

/** The IBAN as people read it: groups of four ("DE89 3704 0044 0532 0130 00"). */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(normaliseIban(iban)) ?? '';
}

/** The IBAN with all but the country, check digits and last four characters hidden, for e-mails and PDFs. */
export function maskIban(iban: string): string {
  const compact = normaliseIban(iban);
  const masked = `${compact.slice(0, 4)}${'•'.repeat(Math.max(0, compact.length - 8))}${compact.slice(-4)}`;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

export function checkIban(input: string, scope: IbanScope = 'sepa'): IbanCheck {
  if (input.trim() === '') return { valid: false, problem: 'required' };
  if (!/^[A-Za-z0-9\s\u00a0-]+$/.test(input)) return { valid: false, problem: 'invalid_characters' };
  const iban = normaliseIban(input);
  const { valid, errorCodes } = validateIBAN(iban);
  if (!valid) {
    if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return { valid: false, problem: 'unknown_country' };
    const formatErrors = [ValidationErrorsIBAN.WrongBBANLength, ValidationErrorsIBAN.WrongBBANFormat, ValidationErrorsIBAN.ChecksumNotNumber];
    if (errorCodes.some((code) => formatErrors.includes(code))) return { valid: false, problem: 'wrong_format' };
    return { valid: false, problem: 'wrong_check_digits' };
  }
  const country = iban.slice(0, 2);
  const accepted = scope === 'germany' ? country === 'DE' : isSEPACountry(country);
  if (!accepted) return { valid: false, problem: 'country_not_accepted' };
  return { valid: true, iban, country };
}

/** The German sort code (Bankleitzahl) in a German IBAN: characters 5–12. */
export function germanSortCode(iban: string): string | undefined {
  const compact = normaliseIban(iban);
  return /^DE\d{20}$/.test(compact) ? compact.slice(4, 12) : undefined;
}
