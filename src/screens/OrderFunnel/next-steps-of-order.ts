import { dayInGermany, isCalendarDate } from '@/basics/calendar';
import type { Funnel } from '@/contracts/commissioning';
import { letterReceivedQuestion } from '@/domain/deadlines/letter-received';
import { orderNextSteps } from '@/domain/orders/next-steps';
import type { ProductName } from '@/domain/products';
import type { OrderDraft, PlacedOrderNote } from './order-draft';

/**
 * What happens next after the order just placed, worked out from what was ordered (the start, the
 * dismissal's claim deadline, the documents still missing) and kept with the order's note, so that a
 * reload shows the same. Loaded with the summary, not with the page: it brings the deadline rules.
 */
export function nextStepsOfOrder(
  draft: OrderDraft,
  { product, funnel, documentCategories }: { product: ProductName; funnel: Funnel; documentCategories: readonly string[] },
): Pick<PlacedOrderNote, 'nextSteps' | 'missingDocuments'> {
  const documentQuestions = funnel.steps.flatMap((step) => step.questions).filter((question) => question.type === 'document');
  const received = draft.answers[letterReceivedQuestion];
  const nextSteps = orderNextSteps({
    product,
    orderedOn: dayInGermany(new Date()),
    earlyStart: draft.consent.earlyStart,
    documentQuestions,
    documentCategories,
    ...(isCalendarDate(received ?? '') ? { letterReceived: received } : {}),
  });
  const missingDocuments = documentQuestions.filter((question) => nextSteps.missingDocuments.includes(question.id)).map((question) => question.label);
  return { nextSteps, missingDocuments };
}
