/**
 * The words and limits of a case's conversation that screens, the CLI and the backend share without
 * the schema library.
 */

/** Who wrote a message: the customer, or one of the provider's caseworkers. */
export const messageAuthors = ['customer', 'provider'] as const;
export type MessageAuthor = (typeof messageAuthors)[number];

export const messageLimits = {
  /**
   * A customer's message, plain text. 5,000 characters is two pages of a letter: room for a question
   * and the landlord's words quoted in it; longer texts belong in an attached document.
   */
  customerTextLength: 5_000,
  /** A caseworker's message may hold HTML (as a history entry's description does). */
  providerTextLength: 20_000,
  /** Messages a customer may send per case and hour: a person writes far fewer, a script no more. */
  customerMessagesPerHour: 30,
} as const;

/**
 * The categories of a case's documents that came with the conversation rather than with the order:
 * the customer's attachments and the provider's documents (the landlord's reply, a court letter).
 * They are shown and served to the signed-in owner and the back office only, never through the status
 * link, which travels in every case mail.
 */
export const conversationDocumentCategories = {
  customer: 'message',
  provider: 'provider',
} as const;

export const isConversationDocument = (category: string): boolean =>
  category === conversationDocumentCategories.customer || category === conversationDocumentCategories.provider;
