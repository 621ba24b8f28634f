import { statusChange } from '@/server/cases/stores/case-store';
import type { CaseRow } from '@/server/db/tables/cases';

const row = { status: 'in_review', statusDescription: 'Wir warten auf den Vermieter.' } as CaseRow;

describe('a new status', () => {
  it("drops the old status text unless a new one is given, and keeps it when the status stays", () => {
    expect(statusChange(row, 'court', undefined)).toEqual({ status: 'court', statusDescription: null });
    expect(statusChange(row, 'court', 'Die Klage ist eingereicht.')).toEqual({ status: 'court', statusDescription: 'Die Klage ist eingereicht.' });
    expect(statusChange(row, 'in_review', undefined)).toEqual({ status: 'in_review' });
    expect(statusChange(row, 'in_review', null)).toEqual({ status: 'in_review', statusDescription: null });
  });
});
