/**
 * Staff accounts: the first admin (from the command line), invitations, the staff list, role changes
 * and deactivation. Every change is written to the audit log in its own transaction. At least one
 * active admin always remains, so the back office can never lock itself out.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { normaliseEmail } from '@/basics/email-address';
import type { StaffInvitation } from '@/contracts/staff';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import { now } from '../../clock';
import type { DatabaseExecutor } from '../../db/client';
import { getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { sendMailInBackground } from '../../mail/mailer';
import { pageUrl } from '../../portal-links';
import { isUniqueViolation } from '../../db/database-errors';
import { newToken, tokenHash } from '../../secrets';
import { type Actor, recordAudit } from '../stores/audit-log';
import { staffInvitationMail } from '../invitation-mail';
import { type StaffMember, staffInvitations, staffMembers, staffRecoveryCodes } from '../../db/tables/staff';
import { staffSettings } from '../settings';
import { endAllStaffSessions } from '../stores/staff-sessions';
import { staffView } from '../staff-view';

/** What the audit log keeps of a member: no secrets, no hashes. */
const auditView = (member: StaffMember) => staffView(member);

interface IssuedInvitation {
  member: StaffMember;
  link: string;
  expiresAt: Date;
}

/** A new invitation link for a member; older unused links of the member stop working. */
async function issueInvitation(tx: DatabaseExecutor, member: StaffMember): Promise<IssuedInvitation> {
  const at = now();
  const token = newToken();
  const expiresAt = new Date(at.getTime() + staffSettings.invitationLifetimeSeconds * 1000);
  await tx.delete(staffInvitations).where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
  await tx.insert(staffInvitations).values({ staffId: member.id, tokenHash: tokenHash(token), expiresAt, createdAt: at });
  return { member, link: pageUrl('staffEnrolment', member.language as Language, { token }), expiresAt };
}

async function insertMember(tx: DatabaseExecutor, { email, name, role, language }: { email: string; name: string; role: StaffRole; language: Language }): Promise<StaffMember> {
  const at = now();
  try {
    const [member] = await tx.insert(staffMembers).values({ email: normaliseEmail(email), name: name.trim(), role, language, createdAt: at, updatedAt: at }).returning();
    return member;
  } catch (error) {
    if (isUniqueViolation(error)) throw DomainError.of('taken', 'email');
    throw error;
  }
}

/** The first admin (or another one), created from the command line: the link is printed, not mailed. */
export async function createAdminFromCli(input: { email: string; name: string; language?: string }): Promise<IssuedInvitation> {
  const db = await getDatabase();
  const language = (input.language || 'de') as Language;
  return db.transaction(async (tx) => {
    const member = await insertMember(tx, { email: input.email, name: input.name, role: 'admin', language });
    const invitation = await issueInvitation(tx, member);
    await recordAudit(tx, { actor: 'cli', action: 'staff.created_by_cli', subject: { type: 'staff', id: member.id }, after: auditView(member) });
    return invitation;
  });
}

function mailInvitation({ member, link }: IssuedInvitation, inviter: Actor, reason: 'invitation' | 'reset' = 'invitation') {
  const hours = Math.round(staffSettings.invitationLifetimeSeconds / 3600);
  const mail = staffInvitationMail({ name: member.name, role: member.role as StaffRole, language: member.language as Language }, inviter === 'cli' ? 'cli' : inviter.email, link, hours, reason);
  sendMailInBackground({ ...mail, to: member.email, kind: 'staff_invitation' });
}

/** An admin invites a new member by e-mail. */
export async function inviteMember(admin: StaffMember, input: StaffInvitation): Promise<StaffMember> {
  const db = await getDatabase();
  const invitation = await db.transaction(async (tx) => {
    const member = await insertMember(tx, input);
    const issued = await issueInvitation(tx, member);
    await recordAudit(tx, { actor: admin, action: 'staff.invited', subject: { type: 'staff', id: member.id }, after: auditView(member) });
    return issued;
  });
  mailInvitation(invitation, admin);
  return invitation.member;
}

/** Locks and reads a member for a change; 404 for an unknown id. */
async function lockedMember(tx: DatabaseExecutor, id: string): Promise<StaffMember> {
  const staffId = /^\d{1,9}$/.test(id) ? Number(id) : NaN;
  const [member] = Number.isNaN(staffId) ? [] : await tx.select().from(staffMembers).where(eq(staffMembers.id, staffId)).for('update');
  if (!member) throw DomainError.of('not_found', 'id');
  return member;
}

/**
 * Refuses a change that would leave no active admin. The other active admins are locked first, so
 * two admins demoting each other at once cannot both succeed.
 */
async function assertAnotherAdmin(tx: DatabaseExecutor, member: StaffMember): Promise<void> {
  if (member.role !== 'admin' || member.deactivatedAt) return;
  const others = await tx
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'admin'), isNull(staffMembers.deactivatedAt), ne(staffMembers.id, member.id)))
    .for('update');
  if (others.length === 0) throw DomainError.of('last_admin');
}

export async function renewInvitation(admin: StaffMember, id: string): Promise<StaffMember> {
  const db = await getDatabase();
  const invitation = await db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    if (member.deactivatedAt) throw DomainError.of('staff_deactivated');
    if (member.enrolledAt) throw DomainError.of('already_enrolled');
    const issued = await issueInvitation(tx, member);
    await recordAudit(tx, { actor: admin, action: 'staff.invitation_renewed', subject: { type: 'staff', id: member.id }, before: auditView(member), after: auditView(member) });
    return issued;
  });
  mailInvitation(invitation, admin);
  return invitation.member;
}

export async function changeRole(admin: StaffMember, id: string, role: StaffRole): Promise<StaffMember> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    if (member.deactivatedAt) throw DomainError.of('staff_deactivated');
    if (member.role === role) return member;
    await assertAnotherAdmin(tx, member);
    const [changed] = await tx.update(staffMembers).set({ role, updatedAt: now() }).where(eq(staffMembers.id, member.id)).returning();
    await recordAudit(tx, { actor: admin, action: 'staff.role_changed', subject: { type: 'staff', id: member.id }, before: auditView(member), after: auditView(changed) });
    return changed;
  });
}

/** Ends the member's access at once: sessions end, an open invitation stops working. */
export async function deactivate(admin: StaffMember, id: string): Promise<StaffMember> {
  const db = await getDatabase();
  return db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    if (member.deactivatedAt) return member;
    await assertAnotherAdmin(tx, member);
    const [changed] = await tx.update(staffMembers).set({ deactivatedAt: now(), updatedAt: now() }).where(eq(staffMembers.id, member.id)).returning();
    await endAllStaffSessions(tx, member.id);
    await tx.delete(staffInvitations).where(and(eq(staffInvitations.staffId, member.id), isNull(staffInvitations.usedAt)));
    await recordAudit(tx, { actor: admin, action: 'staff.deactivated', subject: { type: 'staff', id: member.id }, before: auditView(member), after: auditView(changed) });
    return changed;
  });
}

/**
 * Gives a member who lost their second factor or password a fresh start: their sessions end, password,
 * TOTP secret and recovery codes are cleared, and a new enrolment link goes out as an invitation does.
 * An admin cannot reset their own access (they would lock themselves out mid-session).
 */
export async function resetAccess(admin: StaffMember, id: string): Promise<StaffMember> {
  const db = await getDatabase();
  const invitation = await db.transaction(async (tx) => {
    const member = await lockedMember(tx, id);
    if (member.id === admin.id) throw DomainError.of('own_staff_account');
    if (member.deactivatedAt) throw DomainError.of('staff_deactivated');
    const [changed] = await tx
      .update(staffMembers)
      .set({ passwordHash: null, totpSecret: null, totpLastStep: null, enrolledAt: null, updatedAt: now() })
      .where(eq(staffMembers.id, member.id))
      .returning();
    await endAllStaffSessions(tx, member.id);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    const issued = await issueInvitation(tx, changed);
    await recordAudit(tx, { actor: admin, action: 'staff.access_reset', subject: { type: 'staff', id: member.id }, before: auditView(member), after: auditView(changed) });
    return issued;
  });
  mailInvitation(invitation, admin, 'reset');
  return invitation.member;
}
