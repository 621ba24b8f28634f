/**
 * The membership service: the plans (general product information, no token, cacheable), taking out a
 * membership (public, rate-limited like orders). Cancelling one is a declaration like a withdrawal
 * (src/server/declarations). The signed-in customer's own memberships for the dashboard.
 */
import { normaliseEmail } from '@/basics/email-address';
import { membershipPlansRequest } from '@/contracts/membership-plans';
import {
  downloadMembershipDocument,
  listMembershipMessages,
  markMembershipMessagesRead,
  ownMemberships as ownMembershipsEndpoint,
  sendMembershipMessage,
  takeOutMembership as takeOutEndpoint,
} from '@/contracts/memberships';
import { membershipTexts } from '@/domain/pricing/price-texts';
import { membershipPlanNames } from '@/domain/pricing/membership-plans';
import { addressKey } from '../../secrets';
import { now } from '../../clock';
import { currentContractTextVersion } from '../../commissioning/contract-texts';
import { orderRateLimits, priceList, sepaCreditor } from '../../commissioning/settings';
import { inWords } from '../../texts';
import { header, ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { sendMembershipConfirmation } from '../../memberships/membership-mail';
import { announceDueDebits } from '../../memberships/actions/announce-debits';
import { takeOutMembership } from '../../memberships/actions/memberships';
import { ownMemberships } from '../../memberships/actions/own-memberships';
import { membershipsForStaff } from '../../memberships/actions/staff-memberships';
import { answerMemberQuestion, staffMembershipDocument, staffMemberships } from '@/contracts/staff-memberships';
import { privateHeaders, sessionOf, signedIn } from '../../access/staff-access';
import { provenAddressOf, signedInCustomer } from '../../access/customer-session';
import { created, type ApiRequest, privateFile } from '../../http/api';
import { clientNetwork } from '../../http/client-address';
import { countDownload } from '../../rate-limits/downloads';
import { toCaseMessage } from '../../messages/presentation';
import { answerMember, askTeam, markAnswersRead, membershipDocument, membershipForStaff, ownMembershipByReference, questionsOf, takesQuestions } from '../../memberships/actions/member-questions';
import { membershipSummary } from '../../memberships/presentation';

const counted = withinRateLimit;

const privately = { 'Cache-Control': 'private, no-store' };

/** The signed-in member's membership of the path's mandate reference; 404 for any other. */
const membershipOfAccount = async (request: Pick<ApiRequest, 'headers'>, reference: string | undefined) => ownMembershipByReference((await signedInCustomer(request)).user, reference);

export const membershipRoutes: ApiRoute[] = [
  route(membershipPlansRequest, async ({ query }) => {
    const language = query.locale || 'de';
    const creditor = sepaCreditor();
    const plans = membershipPlanNames.map((name) => {
      const plan = priceList().memberships[name];
      const texts = membershipTexts(name, plan, language);
      const tariffs = [...plan.tariffs].sort((a, b) => a.monthlyPriceCents - b.monthlyPriceCents);
      return {
        plan: name,
        title: inWords(language, texts.title),
        tariffs: tariffs.map((tariff, index) => ({
          id: tariff.id,
          title: tariff.title[language],
          monthly_price_cents: tariff.monthlyPriceCents,
          price_text: inWords(language, texts.prices[index]),
        })),
        minimum_term_months: plan.minimumTermMonths,
        notice_period_months: plan.noticePeriodMonths,
        pre_notification_days: plan.preNotificationDays,
        term_text: inWords(language, texts.term),
        cancellation_text: inWords(language, texts.cancellation),
        debit_text: inWords(language, texts.debit),
      };
    });
    return ok(
      { plans, contract_text_version: currentContractTextVersion, creditor: creditor ? { name: creditor.name, identifier: creditor.identifier } : null },
      { 'Cache-Control': 'public, max-age=300' },
    );
  }),
  route(takeOutEndpoint, async ({ body, request }) => {
    const limits = orderRateLimits();
    await counted(`membership:ip:${request.ip}`, limits.perIp);
    await counted(`membership:email:${addressKey(normaliseEmail(body.customer.email))}`, limits.perEmail);
    const taken = await takeOutMembership(body, { at: now(), ip: request.ip, userAgent: header(request, 'user-agent') ?? '', signedInAs: await provenAddressOf(request) });
    return {
      status: taken.created ? 201 : 200,
      body: { membership: membershipSummary(taken.membership), created: taken.created },
      // Only the request that took it out confirms it; a retry must not send a second mail. A first debit
      // due within the agreed pre-notification period is announced right after the confirmation (a
      // pending membership has none until its address is proven).
      ...(taken.created
        ? {
            afterResponse: async () => {
              await sendMembershipConfirmation(taken.membership, taken.creditor, taken.proofToken);
              if (taken.membership.status === 'active') await announceDueDebits({ membershipId: taken.membership.id });
            },
          }
        : {}),
    };
  }),
  route(ownMembershipsEndpoint, async ({ request }) => {
    const { user } = await signedInCustomer(request);
    return ok({ memberships: await ownMemberships(user) }, { 'Cache-Control': 'private, no-store' });
  }),
  // The member's questions: a conversation with the team, like a case's.
  route(listMembershipMessages, async ({ params, request }) => {
    const row = await membershipOfAccount(request, params.reference);
    const messages = (await questionsOf(row)).map(toCaseMessage);
    return ok({ messages, unread: messages.filter((message) => message.unread).length, accepts_questions: takesQuestions(row.status) }, privately);
  }),
  route(sendMembershipMessage, async ({ body: { message }, params, request }) => {
    const sent = await askTeam(await membershipOfAccount(request, params.reference), { text: message.text, draftToken: message.draft_token });
    return { ...created({ message: toCaseMessage(sent.message) }), afterResponse: sent.notifyTeam };
  }),
  route(markMembershipMessagesRead, async ({ params, request }) => ok({ read: await markAnswersRead(await membershipOfAccount(request, params.reference)) })),
  route(downloadMembershipDocument, async ({ params, request }) => {
    const row = await membershipOfAccount(request, params.reference);
    await countDownload(`ip:${clientNetwork(request.ip)}`);
    return privateFile(await membershipDocument(row, params.document));
  }),
  // The back office: caseworkers see the memberships with their mandates, debits, declarations and questions, and answer them.
  route(staffMemberships, async ({ query }) => ok(await membershipsForStaff(query.q ?? ''), { ...privateHeaders, ...privately }), signedIn('workCases')),
  route(
    answerMemberQuestion,
    async ({ body: { message }, params, request }) => {
      const sent = await answerMember(sessionOf(request).member, await membershipForStaff(params.reference), message.text);
      return created({ message: toCaseMessage(sent.message), notification: sent.notification }, privateHeaders);
    },
    signedIn('workCases'),
  ),
  route(
    staffMembershipDocument,
    async ({ params, request }) => {
      const row = await membershipForStaff(params.reference);
      await countDownload(`staff:${sessionOf(request).member.id}`);
      return privateFile(await membershipDocument(row, params.document));
    },
    signedIn('workCases'),
  ),
];
