/**
 * Staff sign-in: address, password and a second factor in one step, a TOTP code or a recovery code.
 * The same rate limits and lockout as customers' sign-in apply, counted under keys of their own
 * (a staff address and a customer address with the same spelling are different accounts). Every
 * refusal gets the same answer (`staff_sign_in_failed`): an unknown, not yet enrolled or deactivated
 * address after the same work as a wrong password, and a wrong or used code too, so that whoever has
 * a stolen password cannot learn from the answer that it is right.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { normaliseEmail } from '@/basics/email-address';
import { now } from '../../clock';
import { type DatabaseExecutor, getDatabase } from '../../db/client';
import { DomainError } from '../../domain-error';
import { assertNotLocked, clearFailedSignIns, countAttempt, recordFailedSignIn } from '../../accounts/abuse-limits';
import { verifyAgainstDummy, verifyPassword } from '../../accounts/passwords';
import { recordAudit } from '../stores/audit-log';
import { normaliseRecoveryCode, recoveryCodeHash } from '../recovery-codes';
import { type StaffMember, staffMembers, staffRecoveryCodes } from '../../db/tables/staff';
import { issueStaffSession } from '../stores/staff-sessions';
import { looksLikeTotp, verifyTotp } from '../totp';
import { isSealed, openTotpSecret, sealTotpSecret } from '../totp-secret-seal';

/** Staff addresses are counted apart from customers' (the limiter stores only a hash of the key). */
const limiterKey = (email: string) => `staff:${email}`;

export async function signInStaff({ email: typed, password, code }: { email: string; password: string; code: string }, ip: string) {
  const email = normaliseEmail(typed);
  await countAttempt('signIn', ip, limiterKey(email));
  await assertNotLocked(limiterKey(email));
  const db = await getDatabase();
  const [member] = await db.select().from(staffMembers).where(and(eq(staffMembers.email, email), isNull(staffMembers.deactivatedAt)));
  const usable = member?.passwordHash && member.totpSecret && member.enrolledAt ? member : undefined;
  const valid = usable ? await verifyPassword(usable.passwordHash!, password) : await verifyAgainstDummy(password);
  if (!usable || !valid) {
    await recordFailedSignIn(limiterKey(email));
    throw DomainError.of('staff_sign_in_failed');
  }

  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(staffMembers).where(eq(staffMembers.id, usable.id)).for('update');
    const factor = await secondFactor(tx, locked, code);
    if (factor === 'refused' || factor === 'used') return factor;
    const session = await issueStaffSession(tx, locked);
    await recordAudit(tx, {
      actor: locked,
      action: factor === 'recovery' ? 'staff.signed_in_with_recovery_code' : 'staff.signed_in',
      subject: { type: 'staff', id: locked.id },
    });
    return { member: locked, session };
  });
  if (outcome === 'refused' || outcome === 'used') {
    await recordFailedSignIn(limiterKey(email));
    throw DomainError.of('staff_sign_in_failed');
  }
  await clearFailedSignIns(limiterKey(email));
  return outcome;
}

/** Checks the code and uses it up: a TOTP step is remembered, a recovery code marked used. */
async function secondFactor(tx: DatabaseExecutor, member: StaffMember, code: string): Promise<'totp' | 'recovery' | 'refused' | 'used'> {
  if (looksLikeTotp(code)) {
    const secret = openTotpSecret(member.totpSecret!);
    const step = verifyTotp(secret, code, member.totpLastStep);
    if (step === undefined) return 'refused';
    // A secret stored before sealing was introduced is sealed now.
    const resealed = isSealed(member.totpSecret!) ? {} : { totpSecret: sealTotpSecret(secret) };
    await tx.update(staffMembers).set({ totpLastStep: step, ...resealed }).where(eq(staffMembers.id, member.id));
    return 'totp';
  }
  if (normaliseRecoveryCode(code).length !== 10) return 'refused';
  const [stored] = await tx
    .select()
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, member.id), eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code))));
  if (!stored) return 'refused';
  if (stored.usedAt) return 'used';
  await tx.update(staffRecoveryCodes).set({ usedAt: now() }).where(eq(staffRecoveryCodes.id, stored.id));
  return 'recovery';
}
