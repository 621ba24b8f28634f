import type { CaseMessage } from '@/contracts/messages';
import { sanitiseHtml } from '@/html/safe-html';
import { toCaseDocument } from '../documents/presentation';
import type { StoredMessage } from '../db/tables/messages';

/**
 * A message as the contracts answer it. The provider's HTML is sanitised here, on its way out, with
 * the history's policy; the customer's text leaves as plain text, for the reader to escape.
 */
export const toCaseMessage = (message: StoredMessage): CaseMessage => ({
  id: message.id,
  author: message.author,
  text: message.author === 'provider' ? sanitiseHtml(message.text) : message.text,
  created_at: message.createdAt.toISOString(),
  unread: message.author === 'provider' && message.readAt === null,
  documents: message.documents.map(toCaseDocument),
});
