import { fetchMembershipConversation, fetchOwnMemberships, membershipFileUrl } from '@/api-client/memberships';
import { conversationView } from '@/components/conversation/conversation-view';
import { languages } from '@/basics/language';
import type { Loader } from '@/page-setup/server-page';
import { routePath } from '@/routes';
import { storedAuthOfRequest } from '@/session/page-request';
import type { MembershipQuestionsData } from '.';

/** A page waits this long for the account service before it shows the conversation as unavailable. */
const accountTimeoutMs = 10_000;

/**
 * The member's questions page (`/mitgliedschaft/fragen?reference=…`): the membership's conversation
 * with the team, read with the session, and the membership's plan for the heading. Signed out, the
 * page says so with the way to sign in; a membership the account does not hold (or none) is 404 with
 * the page's explanation; a failing service 503. Whether the conversation takes a new question (not once
 * the membership is withdrawn) is the service's word, read with the messages.
 */
export const loadMembershipQuestions: Loader<MembershipQuestionsData> = async ({ query, req }) => {
  const raw = Array.isArray(query.reference) ? query.reference[0] : query.reference;
  const reference = (raw ?? '').trim().toUpperCase();
  // The page's address in both languages keeps the reference, so the language switch stays on it.
  const slugs = Object.fromEntries(languages.map((other) => [other, `${routePath('membershipQuestions', other)}?${new URLSearchParams({ reference })}`])) as Record<
    (typeof languages)[number],
    string
  >;
  const auth = storedAuthOfRequest(req);
  if (!auth) return { data: { reference, plan: null, conversation: { kind: 'signedOut' }, acceptsQuestions: true }, slugs };
  if (!reference) return { data: { reference, plan: null, conversation: { kind: 'notOwner' }, acceptsQuestions: true }, status: 404 };
  const [conversation, memberships] = await Promise.all([fetchMembershipConversation(auth, reference, AbortSignal.timeout(accountTimeoutMs)), fetchOwnMemberships(auth)]);
  const plan = (memberships.ok && memberships.data.memberships.find((membership) => membership.mandate_reference === reference)?.plan) || null;
  if (!conversation.ok) {
    if (conversation.status === 401) return { data: { reference, plan, conversation: { kind: 'signedOut' }, acceptsQuestions: true }, slugs };
    if (conversation.status === 404) return { data: { reference, plan, conversation: { kind: 'notOwner' }, acceptsQuestions: true }, status: 404, slugs };
    console.error('membership questions page: conversation unavailable', conversation.status, conversation.errors.map((error) => error.code).join(', '));
    return { data: { reference, plan, conversation: { kind: 'unavailable' }, acceptsQuestions: true }, status: 503, slugs };
  }
  const ids = new Set(conversation.data.messages.flatMap((message) => message.documents).map((document) => document.id));
  const known = new Map(await Promise.all([...ids].map(async (document) => [document, await membershipFileUrl(reference, document)] as const)));
  return { data: { reference, plan, conversation: conversationView(conversation.data, (document) => known.get(document) ?? ''), acceptsQuestions: conversation.data.accepts_questions }, slugs };
};
