import type { StaffMember } from '../../db/tables/staff';
import { listMembers as listStoredMembers } from '../stores/staff-members';

/** Every member of the back office, by name, whatever their state. */
export const listMembers = (): Promise<StaffMember[]> => listStoredMembers();
