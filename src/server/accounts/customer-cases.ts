import type { Language } from '@/i18n/language';
import { casesForCustomer } from '../cases/customer-cases';
import type { CustomerRequest } from '../cases/presentation';
import type { User } from './schema';

/**
 * The customer's cases for `/api/v1/me` (`overview.requests`): only confirmed accounts see cases, and only
 * those opened for exactly their (normalised) e-mail address, since that address is what ties a case to
 * a person.
 */
export async function casesForUser(user: User, language: Language): Promise<CustomerRequest[]> {
  return user.confirmedAt ? casesForCustomer(user.email, { language }) : [];
}
