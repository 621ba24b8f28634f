import { DEMO_CREDITOR_IDENTIFIER, isValidCreditorIdentifier } from '@/domain/sepa/creditor-identifier';
import { createMandateReference, isValidMandateReference, normaliseMandateReference } from '@/domain/sepa/mandate-reference';

describe('SEPA creditor identifier', () => {
  it('accepts the Bundesbank’s example and real-looking identifiers with the right check digits', () => {
    expect(isValidCreditorIdentifier(DEMO_CREDITOR_IDENTIFIER)).toBe(true);
    expect(isValidCreditorIdentifier('de98 zzz0 9999 9999 99')).toBe(true);
    // The business code is not part of the check: any three characters do.
    expect(isValidCreditorIdentifier('DE98ABC09999999999')).toBe(true);
  });

  it('refuses wrong check digits, a wrong length and foreign characters', () => {
    expect(isValidCreditorIdentifier('DE97ZZZ09999999999')).toBe(false);
    expect(isValidCreditorIdentifier('DE98ZZZ09999999998')).toBe(false);
    expect(isValidCreditorIdentifier('DE98ZZZ0999999999')).toBe(false);
    expect(isValidCreditorIdentifier('DE98ZZZ0999999999Ä')).toBe(false);
    expect(isValidCreditorIdentifier('')).toBe(false);
  });
});

describe('mandate reference', () => {
  it('is prefix, year and eight unambiguous random characters', () => {
    const reference = createMandateReference({ prefix: 'KF', year: 2026, randomBytes: Uint8Array.from([0, 1, 18, 19, 27, 31, 32, 255]) });
    expect(reference).toBe('KF-2026-01JKVZ0Z');
    expect(isValidMandateReference(reference)).toBe(true);
  });

  it('draws fresh randomness each time', () => {
    const references = new Set(Array.from({ length: 200 }, () => createMandateReference({ prefix: 'KF', year: 2026 })));
    expect(references.size).toBe(200);
    for (const reference of references) expect(reference).toMatch(/^KF-2026-[0-9A-HJKMNP-TV-Z]{8}$/);
  });

  it('refuses prefixes that would break the SEPA character set or length', () => {
    expect(() => createMandateReference({ prefix: 'kf', year: 2026 })).toThrow(RangeError);
    expect(() => createMandateReference({ prefix: 'KLARFALLGMBH', year: 2026 })).toThrow(RangeError);
    expect(() => createMandateReference({ prefix: 'KÄ', year: 2026 })).toThrow(RangeError);
  });

  it('checks references against the SEPA rules', () => {
    expect(isValidMandateReference('A'.repeat(35))).toBe(true);
    expect(isValidMandateReference("ABC+?/-:().,' 123")).toBe(true);
    expect(isValidMandateReference('A'.repeat(36))).toBe(false);
    expect(isValidMandateReference('MÜLLER-1')).toBe(false);
    expect(isValidMandateReference('ABC_1')).toBe(false);
    expect(isValidMandateReference(' ABC')).toBe(false);
    expect(isValidMandateReference('')).toBe(false);
    expect(normaliseMandateReference('kf-2026-abc')).toBe('KF-2026-ABC');
  });
});
