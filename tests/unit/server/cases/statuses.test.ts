/**
 * @jest-environment node
 */
import { languages } from '@/basics/language';
import { caseStatuses, closedStatuses, isCaseStatus } from '@/contracts/vocabulary/cases';
import { initialStatus, statusDescription, statusLabel } from '@/server/cases/statuses';
import { readLocale } from '../../../support/render';

describe('statuses', () => {
  it.each(languages)('have a label and a description in %s', (language) => {
    for (const status of caseStatuses) {
      expect(statusLabel(status, language)).toMatch(/\S/);
      expect(statusDescription(status, language)).toMatch(/\S{3,}/);
    }
    expect(new Set(caseStatuses.map((status) => statusLabel(status, language))).size).toBe(caseStatuses.length);
  });

  it('start with "received" and know which ones close a case', () => {
    expect(initialStatus).toBe('received');
    expect([...closedStatuses].sort()).toEqual(['successful', 'unsuccessful', 'withdrawn']);
    expect(isCaseStatus('court')).toBe(true);
    expect(isCaseStatus('closed')).toBe(false);
  });

  it('are exactly the statuses of the locale files', () => {
    for (const language of languages) expect(Object.keys(readLocale(language, 'cases').statuses as object)).toEqual([...caseStatuses]);
  });
});
