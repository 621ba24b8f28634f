/**
 * The customer's side of a case's conversation (contract: src/contracts/messages.ts): only through
 * the signed-in account, for a case of its confirmed e-mail address. The caseworkers' side is the back
 * office's (src/server/cases/routes/backoffice-routes.ts).
 */
import { listMessages, markMessagesRead, sendMessage } from '@/contracts/messages';
import { messageLimits } from '@/contracts/vocabulary/messages';
import { caseOfAccount } from '../../access/customer-case-access';
import { getDatabase } from '../../db/client';
import { DocumentRefusal } from '../../documents/document-check';
import { refusalItem } from '../../documents/upload-request';
import { created, ok } from '../../http/api';
import { ApiError, tooManyRequests } from '../../http/errors';
import { type ApiRoute, route } from '../../http/router';
import { consume } from '../../rate-limits/rate-limiter';
import { notifyProviderOfCustomerMessage } from '../customer-message-mail';
import { markProviderMessagesRead, messagesOfCase, postMessage } from '../stores/message-store';
import { toCaseMessage } from '../presentation';

const caseNotFound = () => ApiError.of(404, 'case_not_found', 'id');

const privately = { 'Cache-Control': 'private, no-store' };

export const messageRoutes: ApiRoute[] = [
  route(listMessages, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id, caseNotFound);
    const messages = (await messagesOfCase(await getDatabase(), row.id)).map(toCaseMessage);
    return ok({ messages, unread: messages.filter((message) => message.unread).length }, privately);
  }),
  route(sendMessage, async ({ body: { message }, params, request }) => {
    const row = await caseOfAccount(request, params.id, caseNotFound);
    const sent = await consume(`case_messages:case:${row.id}`, { limit: messageLimits.customerMessagesPerHour, windowSeconds: 3600 });
    if (!sent.allowed) throw tooManyRequests(sent.retryAfterSeconds);
    try {
      const stored = await postMessage(row.id, { author: 'customer', text: message.text, draftToken: message.draft_token });
      // The caseworker hears of it by mail after the answer: a slow mail server must not delay the customer.
      return { ...created({ message: toCaseMessage(stored) }), afterResponse: () => notifyProviderOfCustomerMessage(row) };
    } catch (error) {
      if (error instanceof DocumentRefusal) throw new ApiError(422, [refusalItem(error, 'message.draft_token')]);
      throw error;
    }
  }),
  route(markMessagesRead, async ({ params, request }) => {
    const row = await caseOfAccount(request, params.id, caseNotFound);
    return ok({ read: await markProviderMessagesRead(row.id) });
  }),
];
