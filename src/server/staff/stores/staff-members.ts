import { asc } from 'drizzle-orm';
import { getDatabase } from '../../db/client';
import { type StaffMember, staffMembers } from '../../db/tables/staff';

/** Every member, by name. */
export async function listMembers(): Promise<StaffMember[]> {
  const db = await getDatabase();
  return db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.id));
}
