/**
 * What the case page shows of the case's conversation, made on the server (load.ts) from the
 * account service's answer. The provider's HTML is sanitised again here; the customer's text stays
 * plain text, which React escapes.
 */
import type { Conversation } from '@/contracts/messages';
import type { MessageAuthor } from '@/contracts/vocabulary/messages';
import { type SafeHtml, sanitiseHtml } from '@/html/safe-html';

export interface ConversationFile {
  id: string;
  name: string;
  /** The account's download address (needs the session's headers). */
  url: string;
  mediaType: string;
  sizeBytes: number;
}

export type ConversationMessage = {
  id: string;
  /** ISO timestamp. */
  createdAt: string;
  unread: boolean;
  files: ConversationFile[];
} & ({ author: Extract<MessageAuthor, 'customer'>; text: string } | { author: Extract<MessageAuthor, 'provider'>; html: SafeHtml });

/**
 * `signedOut`: nobody (or an expired session) is signed in; `notOwner`: the account is not the
 * case's; `unavailable`: the service failed.
 */
export type ConversationState =
  | { kind: 'shown'; messages: ConversationMessage[]; unread: number }
  | { kind: 'signedOut' }
  | { kind: 'notOwner' }
  | { kind: 'unavailable' };

export function conversationView(conversation: Conversation, documentUrl: (id: string) => string): ConversationState {
  const messages = conversation.messages.map((message): ConversationMessage => {
    const common = {
      id: message.id,
      createdAt: message.created_at,
      unread: message.unread,
      files: message.documents.map((document) => ({
        id: document.id,
        name: document.file_name,
        url: documentUrl(document.id),
        mediaType: document.media_type,
        sizeBytes: document.size_bytes,
      })),
    };
    return message.author === 'provider' ? { ...common, author: 'provider', html: sanitiseHtml(message.text) } : { ...common, author: 'customer', text: message.text };
  });
  return { kind: 'shown', messages, unread: messages.filter((message) => message.unread).length };
}
