import { messageLimits } from '@/contracts/vocabulary/messages';
import type { CaseRow } from '../../db/tables/cases';
import type { StoredMessage } from '../../db/tables/messages';
import { reportedAt } from '../../domain-error';
import { draftTokenPath } from '../../documents/draft-token';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { notifyProviderOfCustomerMessage } from '../customer-message-mail';
import { postMessage } from '../stores/message-store';

/**
 * The customer's message in the case's conversation, with the files of an upload draft (which then
 * belong to the case), at most `messageLimits.customerMessagesPerHour` an hour per case. The
 * caseworker is told by mail in `notifyProvider`, which the caller runs after answering: a slow mail
 * server must not delay the customer.
 */
export async function sendCustomerMessage(row: CaseRow, message: { text: string; draftToken?: string }): Promise<{ message: StoredMessage; notifyProvider: () => Promise<void> }> {
  await withinRateLimit(`case_messages:case:${row.id}`, { limit: messageLimits.customerMessagesPerHour, windowSeconds: 3600 });
  try {
    const stored = await postMessage(row.id, { author: 'customer', text: message.text, draftToken: message.draftToken });
    return { message: stored, notifyProvider: () => notifyProviderOfCustomerMessage(row) };
  } catch (error) {
    throw reportedAt(error, draftTokenPath, 'message.draft_token');
  }
}
