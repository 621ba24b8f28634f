/** The membership service (contract: src/contracts/memberships.ts). */
import type { Language } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import type { MembershipCancellationRequest, MembershipOrderRequest } from '@/contracts/memberships';
import { browserServiceUrl, call, download, withContract } from './http';

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

/** A membership's conversation with the team, for its signed-in member (the mandate reference names it). */
export const fetchMembershipConversation = (auth: StoredAuth, reference: string, signal?: AbortSignal) =>
  withContract(memberships, ({ listMembershipMessages }) => call('account', listMembershipMessages, { auth, params: { reference }, signal }));

/** Sends the member's message; `draftToken` names the upload draft whose documents go with it. */
export const sendMembershipConversationMessage = (auth: StoredAuth, reference: string, message: { text: string; draftToken?: string }) =>
  withContract(memberships, ({ sendMembershipMessage }) =>
    call('account', sendMembershipMessage, { auth, params: { reference }, body: { message: { text: message.text, ...(message.draftToken ? { draft_token: message.draftToken } : {}) } } }),
  );

export const markMembershipConversationRead = (auth: StoredAuth, reference: string) =>
  withContract(memberships, ({ markMembershipMessagesRead }) => call('account', markMembershipMessagesRead, { auth, params: { reference } }));

/** A document of the membership's conversation, downloaded with the session. */
export const downloadMembershipFile = (auth: StoredAuth, reference: string, document: string) =>
  withContract(memberships, ({ downloadMembershipDocument }) => download('account', downloadMembershipDocument, { auth, params: { reference, document } }));

/** Where the browser downloads a document of the membership's conversation (for a page's links). */
export async function membershipFileUrl(reference: string, document: string): Promise<string> {
  const { downloadMembershipDocument } = await memberships();
  return browserServiceUrl('account', downloadMembershipDocument.pathWith({ reference, document }));
}
