import type { Language } from '@/basics/language';
import { now } from '../../clock';
import { getDatabase } from '../../db/client';
import { normaliseEmail } from '@/basics/email-address';
import { hashPassword } from '../passwords';
import { users } from '../../db/tables/accounts';

/**
 * The demo customers of `npm run seed` (documented in README), one per language: confirmed accounts
 * with a full profile, so the dashboard shows everything a real client sees, and with their cases in
 * their own language. Seeding again restores the documented passwords.
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

export type DemoCustomer = Omit<typeof demoCustomer, 'language'> & { language: Language };

export const demoCustomers: DemoCustomer[] = [
  demoCustomer,
  {
    email: 'demo.en@example.org',
    password: 'Demo-Customer-2026',
    firstName: 'Sam',
    lastName: 'Example',
    language: 'en',
    phone: '+49 30 555 0143',
    address: { streetName: 'Weserstraße', houseNumber: '14', postalCode: '12043', city: 'Berlin', district: 'Neukölln' },
  },
];

export async function ensureDemoCustomer(customer: DemoCustomer = demoCustomer): Promise<{ email: string; created: boolean }> {
  const db = await getDatabase();
  const at = now();
  const passwordHash = await hashPassword(customer.password);
  const email = normaliseEmail(customer.email);
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash,
      firstName: customer.firstName,
      lastName: customer.lastName,
      language: customer.language,
      phone: customer.phone,
      ...customer.address,
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoUpdate({ target: users.email, set: { passwordHash, confirmedAt: at, updatedAt: at } })
    .returning({ createdAt: users.createdAt });
  return { email, created: row.createdAt.getTime() === at.getTime() };
}
