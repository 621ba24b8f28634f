/**
 * The account an order's confirmation mail leads to. Sign-up is for clients who mandated us, and the
 * order mail reaches the mailbox the order names: so an address without an account gets one at once,
 * unconfirmed and without a usable password, filled with the order's name, phone and address, and the
 * mail carries a "set your password" link. The link is a password-reset link (single-use, valid as long
 * as one); setting the password confirms the address and the page signs the customer in. An address that
 * has an account gets the sign-in link instead (its cases then show on the dashboard as always).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Language } from '@/basics/language';
import { normaliseEmail } from '@/basics/email-address';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { isUniqueViolation } from '../../db/database-errors';
import { passwordResets, users } from '../../db/tables/accounts';
import type { PostalAddress } from '../../db/tables/orders';
import { passwordResetLink, signInPage } from '../links';
import { hashPassword } from '../passwords';
import { newClientId, newToken, tokenHash } from '../../secrets';
import { accountSettings } from '../settings';

export type AccountLink = { kind: 'set_password'; url: string; validHours: number } | { kind: 'sign_in'; url: string };

/** "Zofia Wąsowska-Müller" → first "Zofia", last "Wąsowska-Müller"; one word is the last name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' '), lastName };
}

/** `provesCaseId`: the order's case whose address is not proven yet; setting the password proves it (the link reached the mailbox). */
export async function accountLinkForOrder(order: {
  email: string;
  name: string;
  language: Language;
  phone?: string | null;
  address?: PostalAddress | null;
  provesCaseId?: number;
}): Promise<AccountLink> {
  const email = normaliseEmail(order.email);
  const db = await getDatabase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { kind: 'sign_in', url: signInPage(order.language) };

  const at = now();
  // Nobody knows this password: the account opens only through the link.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const clientId = newClientId();
  const accessToken = newToken();
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          ...splitName(order.name),
          language: order.language,
          phone: order.phone ?? null,
          streetName: order.address?.streetName ?? null,
          houseNumber: order.address?.houseNumber ?? null,
          postalCode: order.address?.postalCode ?? null,
          city: order.address?.city ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: users.id });
      await tx.insert(passwordResets).values({
        userId: user.id,
        clientId,
        tokenHash: tokenHash(accessToken),
        provesCaseId: order.provesCaseId ?? null,
        expiresAt: new Date(at.getTime() + accountSettings.passwordResetLifetimeSeconds * 1000),
        createdAt: at,
      });
    });
  } catch (error) {
    // Two orders of a new address at once: the first made the account, this mail offers sign-in.
    if (isUniqueViolation(error)) return { kind: 'sign_in', url: signInPage(order.language) };
    throw error;
  }
  const link = new URL(passwordResetLink(order.language, { uid: email, clientId, accessToken }));
  link.searchParams.set('first', '1');
  return { kind: 'set_password', url: link.toString(), validHours: Math.round(accountSettings.passwordResetLifetimeSeconds / 3600) };
}
