import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { normaliseEmail } from '@/basics/email-address';
import { hashPassword } from '../passwords';
import { users } from '../../db/tables/accounts';

/**
 * The demo customer of `npm run seed` (documented in README): a confirmed account with a full profile,
 * so the dashboard shows everything a real client sees. Seeding again restores the documented password.
 */
export const demoCustomer = {
  email: 'demo@example.org',
  password: 'Demo-Kunde-2026',
  firstName: 'Kim',
  lastName: 'Beispiel',
  language: 'de' as const,
  phone: '+49 30 555 0142',
  address: { streetName: 'Weserstraße', houseNumber: '12', postalCode: '12043', city: 'Berlin', district: 'Neukölln' },
};

export async function ensureDemoCustomer(): Promise<{ email: string; created: boolean }> {
  const db = await getDatabase();
  const at = now();
  const passwordHash = await hashPassword(demoCustomer.password);
  const email = normaliseEmail(demoCustomer.email);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: demoCustomer.firstName,
      lastName: demoCustomer.lastName,
      language: demoCustomer.language,
      phone: demoCustomer.phone,
      ...demoCustomer.address,
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, confirmedAt: at, updatedAt: at } })
    .returning({ createdAt: users.createdAt });
  return { email, created: row.createdAt.getTime() === at.getTime() };
}
