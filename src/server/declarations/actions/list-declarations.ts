/** The back office's list: each declaration with the contract it took effect on, or the one its reference names. */
import type { StaffDeclaration } from '@/contracts/declarations';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import type { ContractDeclarationRow } from '../../db/tables/declarations';
import { toStaffDeclaration } from '../presentation';
import { contractOfDeclaration, contractOfReference, listDeclarations } from '../stores/declaration-store';

export async function staffViewOf(executor: DatabaseExecutor, row: ContractDeclarationRow): Promise<StaffDeclaration> {
  const contract = await contractOfDeclaration(executor, row);
  // Unmatched: what its reference names, if anything, though the e-mail address is another's.
  const candidate = !contract && row.state === 'unmatched' ? await contractOfReference(executor, row.contractReference) : undefined;
  return toStaffDeclaration(row, contract, candidate);
}

export async function declarationsForStaff(show: 'open' | 'all'): Promise<StaffDeclaration[]> {
  const db = await getDatabase();
  const rows = await listDeclarations(db, show);
  return Promise.all(rows.map((row) => staffViewOf(db, row)));
}

export async function declarationForStaff(row: ContractDeclarationRow): Promise<StaffDeclaration> {
  return staffViewOf(await getDatabase(), row);
}
