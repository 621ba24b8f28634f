import { funnelDefinitions } from './definitions';
import { questionsOf } from './funnel-definition';

/**
 * The categories a customer's upload may carry: the document questions of the order funnels. Other
 * categories belong to the provider (a caseworker's documents) or to the conversation, which sets
 * its own; an upload must not pass itself off as one of those.
 */
export const funnelDocumentCategories: ReadonlySet<string> = new Set(
  Object.values(funnelDefinitions).flatMap((definition) => questionsOf(definition).flatMap((question) => (question.type === 'document' ? [question.id] : []))),
);
