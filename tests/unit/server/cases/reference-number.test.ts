/**
 * @jest-environment node
 */
import { generateReferenceNumber, normaliseReferenceNumber } from '@/server/cases/reference-number';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

describe('case reference numbers', () => {
  const samples = Array.from({ length: 500 }, () => generateReferenceNumber(new Date('2026-06-15T10:00:00Z')));

  it('read YYYY-XXXX-XXXX with the year of opening and no ambiguous letters', () => {
    for (const reference of samples) expect(reference).toMatch(/^2026-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('take the year in Germany, where New Year comes an hour before UTC', () => {
    expect(generateReferenceNumber(new Date('2026-12-31T23:30:00Z'))).toMatch(/^2027-/);
  });

  it('differ from case to case', () => {
    expect(new Set(samples).size).toBe(samples.length);
  });

  it('are recognised however a person types them', () => {
    const reference = samples.find((sample) => /[01]/.test(sample.slice(5))) ?? samples[0];
    expect(normaliseReferenceNumber(reference)).toBe(reference);
    expect(normaliseReferenceNumber(` ${reference.toLowerCase()} `)).toBe(reference);
    expect(normaliseReferenceNumber(reference.replace(/-/g, ''))).toBe(reference);
    expect(normaliseReferenceNumber(reference.replace(/-/g, ' '))).toBe(reference);
    expect(normaliseReferenceNumber(reference.slice(0, 5) + reference.slice(5).replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(reference);
  });

  it('catch every single mistyped character through the check character', () => {
    for (const reference of samples.slice(0, 50)) {
      const compact = reference.replace(/-/g, '');
      for (let position = 0; position < compact.length; position += 1) {
        for (const replacement of alphabet) {
          if (replacement === compact[position]) continue;
          const typo = compact.slice(0, position) + replacement + compact.slice(position + 1);
          expect(normaliseReferenceNumber(typo)).toBeUndefined();
        }
      }
    }
  });

  it('catch swapped neighbours in most cases', () => {
    let swaps = 0;
    let caught = 0;
    for (const reference of samples) {
      const compact = reference.replace(/-/g, '');
      for (let position = 0; position < compact.length - 1; position += 1) {
        if (compact[position] === compact[position + 1]) continue;
        swaps += 1;
        const swapped = compact.slice(0, position) + compact[position + 1] + compact[position] + compact.slice(position + 2);
        if (normaliseReferenceNumber(swapped) === undefined) caught += 1;
      }
    }
    expect(caught / swaps).toBeGreaterThan(0.95);
  });

  it('refuse what cannot be a reference number', () => {
    for (const input of ['', '2026', '2026-ABCD-EFG', '2026-ABCD-EFGHJ', '2026-ABCD-EFG!', 'ABCD-2026-EFGH', "2026-' OR 1=1"]) {
      expect(normaliseReferenceNumber(input)).toBeUndefined();
    }
  });
});
