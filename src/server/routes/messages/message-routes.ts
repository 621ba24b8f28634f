/**
 * The customer's side of a case's conversation (contract: src/contracts/messages.ts): only through
 * the signed-in account, for a case of its confirmed e-mail address. The caseworkers' side is the back
 * office's (src/server/routes/cases/case-work-routes.ts).
 */
import { listMessages, markMessagesRead as markMessagesReadEndpoint, sendMessage } from '@/contracts/messages';
import { caseOfAccount } from '../../access/customer-case-access';
import { created, ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { listCaseMessages } from '../../messages/actions/list-case-messages';
import { markMessagesRead } from '../../messages/actions/mark-messages-read';
import { sendCustomerMessage } from '../../messages/actions/send-customer-message';
import { toCaseMessage } from '../../messages/presentation';

const privately = { 'Cache-Control': 'private, no-store' };

export const messageRoutes: ApiRoute[] = [
  route(listMessages, async ({ params, request }) => {
    const messages = (await listCaseMessages(await caseOfAccount(request, params.id))).map(toCaseMessage);
    return ok({ messages, unread: messages.filter((message) => message.unread).length }, privately);
  }),
  route(sendMessage, async ({ body: { message }, params, request }) => {
    const sent = await sendCustomerMessage(await caseOfAccount(request, params.id), { text: message.text, draftToken: message.draft_token });
    return { ...created({ message: toCaseMessage(sent.message) }), afterResponse: sent.notifyProvider };
  }),
  route(markMessagesReadEndpoint, async ({ params, request }) => ok({ read: await markMessagesRead(await caseOfAccount(request, params.id)) })),
];
