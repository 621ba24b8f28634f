import type { AuditEntry } from '@/contracts/staff';
import { auditLogPage } from '../stores/audit-log';

/** A page of the audit log, newest first (read by admins; reading is not itself logged). */
export const readAuditLog = (page: number): Promise<{ entries: AuditEntry[]; page: number; pages: number; total: number }> => auditLogPage(page);
