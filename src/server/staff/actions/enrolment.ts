/**
 * Taking up an invitation: the invitation link opens the enrolment page, which shows a TOTP secret
 * (as a QR code and as text); the new member sets a password and confirms a code from the app, which
 * proves the secret arrived. Only then are password and secret stored, the link used up, and the
 * recovery codes handed out (once).
 */
import { eq } from 'drizzle-orm';
import type { EnrolmentStart } from '@/contracts/staff';
import type { StaffRole } from '@/contracts/vocabulary/staff';
import { now } from '../../clock';
import type { DatabaseExecutor } from '../../db/client';
import { getDatabase } from '../../db/client';
import { DomainError, tooManyRequests } from '../../domain-error';
import { consume } from '../../rate-limits/rate-limiter';
import { hashPassword } from '../../accounts/passwords';
import { tokenHash } from '../../secrets';
import { recordAudit } from '../stores/audit-log';
import { newRecoveryCode, recoveryCodeHash } from '../recovery-codes';
import { staffInvitations, staffMembers, staffRecoveryCodes } from '../../db/tables/staff';
import { staffSettings } from '../settings';
import { staffView } from '../staff-view';
import { newTotpSecret, totpQrCode, totpUri, verifyTotp } from '../totp';
import { openTotpSecret, sealTotpSecret } from '../totp-secret-seal';

/** The invitation of a link, locked for the transaction; refused when unknown, used, expired or deactivated. */
async function openInvitation(tx: DatabaseExecutor, token: string) {
  const [row] = await tx
    .select({ invitation: staffInvitations, member: staffMembers })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffId))
    .where(eq(staffInvitations.tokenHash, tokenHash(token)))
    .for('update');
  if (!row || row.invitation.usedAt || row.member.deactivatedAt || row.member.enrolledAt) throw DomainError.of('invitation_invalid');
  if (row.invitation.expiresAt <= now()) throw DomainError.of('link_expired', 'token');
  return row;
}

/** Counts an attempt on an enrolment link from this client network; 429 beyond the limit. */
async function countEnrolmentAttempt(network: string): Promise<void> {
  const counted = await consume(`staff_enrolment:ip:${network}`, staffSettings.enrolmentRateLimit);
  if (!counted.allowed) throw tooManyRequests(counted.retryAfterSeconds);
}

/**
 * Opens the link: only a valid one renders its QR code. Not counted per client: the enrolment page's
 * loader asks from the portal's own address for every visitor.
 */
export async function startEnrolment(token: string): Promise<EnrolmentStart> {
  const db = await getDatabase();
  const { member, secret } = await db.transaction(async (tx) => {
    const row = await openInvitation(tx, token);
    let pending = row.invitation.pendingTotpSecret;
    // The same secret however often the page is opened: a code from an app that scanned it earlier still works.
    if (!pending) {
      pending = sealTotpSecret(newTotpSecret());
      await tx.update(staffInvitations).set({ pendingTotpSecret: pending }).where(eq(staffInvitations.id, row.invitation.id));
    }
    return { member: row.member, secret: openTotpSecret(pending) };
  });
  const uri = totpUri(secret, member.email);
  return { email: member.email, name: member.name, role: member.role as StaffRole, totp: { secret, uri, qr_code: await totpQrCode(uri) } };
}

/** The pending secret and the time step of a code that proves it arrived; 422 invalid_code otherwise. */
function confirmedSecret(invitation: typeof staffInvitations.$inferSelect, code: string): { secret: string; step: number } {
  const secret = invitation.pendingTotpSecret ? openTotpSecret(invitation.pendingTotpSecret) : undefined;
  const step = secret ? verifyTotp(secret, code, null) : undefined;
  if (step === undefined || !secret) throw DomainError.of('invalid_code', 'code');
  return { secret, step };
}

export async function completeEnrolment({ token, password, code }: { token: string; password: string; code: string }, network: string): Promise<string[]> {
  await countEnrolmentAttempt(network);
  const db = await getDatabase();
  // The link and the code first: a guessed or stale link costs no password hash.
  confirmedSecret((await openInvitation(db, token)).invitation, code);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const { invitation, member } = await openInvitation(tx, token);
    const { secret, step } = confirmedSecret(invitation, code);
    const at = now();
    const [enrolled] = await tx
      .update(staffMembers)
      .set({ passwordHash, totpSecret: sealTotpSecret(secret), totpLastStep: step, enrolledAt: at, updatedAt: at })
      .where(eq(staffMembers.id, member.id))
      .returning();
    await tx.update(staffInvitations).set({ usedAt: at, pendingTotpSecret: null }).where(eq(staffInvitations.id, invitation.id));
    const codes = Array.from({ length: staffSettings.recoveryCodeCount }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, member.id));
    await tx.insert(staffRecoveryCodes).values(codes.map((recovery) => ({ staffId: member.id, codeHash: recoveryCodeHash(recovery) })));
    await recordAudit(tx, { actor: enrolled, action: 'staff.enrolled', subject: { type: 'staff', id: member.id }, before: staffView(member), after: staffView(enrolled) });
    return codes;
  });
}
