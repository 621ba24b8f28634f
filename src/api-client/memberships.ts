/** The membership service (contract: src/contracts/memberships.ts). */
import type { Language } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import type { MembershipCancellationRequest, MembershipOrderRequest } from '@/contracts/memberships';
import { call, withContract } from './http';

const memberships = () => import('@/contracts/memberships');
// The plans' contract alone: an order page loads the plans first, the order's checks only when used.
const plans = () => import('@/contracts/membership-plans');

/** The plans with their tariffs and terms, and the creditor the mandate names (null: none configured). */
export const membershipPlans = (language: Language) =>
  withContract(plans, ({ membershipPlansRequest }) => call('commissioning', membershipPlansRequest, { query: { locale: language } }));

/**
 * Takes out a membership; sending the same request again answers the same membership. With the session
 * of the account with the membership's address (`auth`), the address counts as proven and it starts.
 */
export const takeOutMembership = (request: MembershipOrderRequest, auth?: StoredAuth | null) =>
  withContract(memberships, ({ takeOutMembership: endpoint }) => call('commissioning', endpoint, { body: request, caller: true, auth }));

/** Cancels a membership named by e-mail address and mandate reference. */
export const cancelMembership = (request: MembershipCancellationRequest) =>
  withContract(memberships, ({ cancelMembership: endpoint }) => call('commissioning', endpoint, { body: request, caller: true }));

/** The signed-in customer's memberships with their next debit (account service). */
export const fetchOwnMemberships = (auth: StoredAuth) => withContract(memberships, ({ ownMemberships }) => call('account', ownMemberships, { auth }));
