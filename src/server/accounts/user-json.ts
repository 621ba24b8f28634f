import type { CurrentUser, CustomerCase } from '@/contracts/accounts';
import type { User } from '../db/tables/accounts';

/**
 * The user as the account endpoints answer with it: devise_token_auth's resource fields (`uid`,
 * `provider`) plus the portal's names and language. Never the password hash or any token.
 */
export function userData(user: User) {
  return {
    id: user.id,
    email: user.email,
    uid: user.email,
    provider: 'email' as const,
    first_name: user.firstName,
    last_name: user.lastName,
    locale: user.language,
  };
}

/** `data.user` of GET /api/v1/me: the user with profile and cases. */
export function currentUserData(user: User, requests: CustomerCase[]): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    overview: {
      profile: {
        email: user.email,
        phone: user.phone,
        first_name: user.firstName,
        last_name: user.lastName,
        address: {
          city: user.city,
          district: user.district,
          postal_code: user.postalCode,
          street_name: user.streetName,
          house_number: user.houseNumber,
        },
      },
      requests,
    },
  };
}
