/**
 * A case's conversation for its customer: messages of the customer and the provider's caseworkers,
 * each with the documents sent along. Only the signed-in customer whose confirmed e-mail address is the
 * case's reaches it (`/api/v1/me/cases/{id}/messages` with the session's headers, `id` the case's
 * public id); any other case is 404 `case_not_found`, as if it did not exist.
 *
 * Sending with documents: upload them to an upload draft first (the order funnel's upload endpoints,
 * the same checks and limits), then send the message with the draft's token. The message takes the
 * draft's documents in the same transaction that stores it; a refused message stores nothing.
 */
import { array, boolean, type InferType, mixed, number, string } from 'yup';
import { caseDocument } from './case-documents';
import { endpoint } from './endpoint';
import { anyText, answer, body, message as withParams } from './rules';
import { type MessageAuthor, messageAuthors, messageLimits } from './vocabulary/messages';

/** A message's text: filled, and within the author's limit. */
export const messageText = (max: number) =>
  anyText()
    .defined('required')
    .test('filled', 'required', (value) => value === undefined || value.trim() !== '')
    .max(max, withParams('too_long', { max }));

/** A message as both sides read it. */
export const caseMessage = answer({
  id: string().strict().defined(),
  author: mixed<MessageAuthor>().oneOf(messageAuthors).defined(),
  /** The customer's: plain text, to be shown escaped. The provider's: HTML, already sanitised. */
  text: string().strict().defined(),
  created_at: string().strict().defined(),
  /** A provider's message the customer has not opened yet (always false for the customer's own). */
  unread: boolean().strict().defined(),
  /** The documents sent with it, which are also the case's documents. */
  documents: array(caseDocument).strict().defined(),
});

export type CaseMessage = InferType<typeof caseMessage>;

/** A conversation as its customer reads it: a case's, or a membership's (contracts/memberships.ts). */
export const conversation = answer({
  /** Oldest first. */
  messages: array(caseMessage).strict().defined(),
  unread: number().strict().defined(),
});

export type Conversation = InferType<typeof conversation>;

export const listMessages = endpoint({ method: 'GET', path: '/api/v1/me/cases/{id}/messages', answer: conversation });

/** The customer's message: the text, and the upload draft whose documents go along. */
export const customerMessageBody = () =>
  body({
    message: body({
      text: messageText(messageLimits.customerTextLength),
      /** The upload draft that holds the documents to send along; left out for a message without any. */
      draft_token: anyText().nonNullable('invalid_type'),
    })
      .nonNullable('invalid_type')
      .defined('required'),
  }).nonNullable('invalid_type');

export const sendMessage = endpoint({
  method: 'POST',
  path: '/api/v1/me/cases/{id}/messages',
  body: customerMessageBody(),
  answer: answer({ message: caseMessage }),
});

/** The customer has opened the conversation: the provider's messages so far count as read. */
export const markMessagesRead = endpoint({
  method: 'POST',
  path: '/api/v1/me/cases/{id}/messages/read',
  answer: answer({ read: number().strict().defined() }),
});
