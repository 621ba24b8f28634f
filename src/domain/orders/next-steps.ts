import { addDays, type CalendarDay } from '@/basics/calendar';
import { dismissalClaimDeadline } from '../deadlines/dismissal-claim-deadline';
import { mandateOf, type ProductMandate, type ProductName } from '../products';

/**
 * What happens after an order and what the customer can do next, the same on the thank-you page and
 * in the confirmation mail.
 *
 * When we begin: at once when the customer asked us to start before the withdrawal period ends
 * (§ 356 Abs. 4, § 357a Abs. 2 BGB); otherwise only after the period of 14 days (§ 355 Abs. 2 BGB),
 * which for a service runs from the conclusion of the contract (§ 356 Abs. 2 Nr. 2 BGB), that day not
 * counted (§ 187 Abs. 1 BGB). So the earliest day is the 15th day after the order; "at the earliest",
 * because a period that ends on a weekend or holiday ends on the next working day (§ 193 BGB).
 */
export const WITHDRAWAL_PERIOD_DAYS = 14;

export interface OrderNextStepsInput {
  product: ProductName;
  /** The day the order was placed, in Germany. */
  orderedOn: CalendarDay;
  /** The customer asked us to begin before the withdrawal period ends. */
  earlyStart: boolean;
  /** The funnel's document questions. */
  documentQuestions: readonly { id: string; required: boolean }[];
  /** The category (question id) of every document the order brought. */
  documentCategories: readonly string[];
  /** For a dismissal: the day the letter was received, as the order states it. */
  letterReceived?: CalendarDay;
}

export interface OrderNextSteps {
  start: { atOnce: true } | { atOnce: false; earliest: CalendarDay };
  /** How the work goes on after our check: by what the product's order is. */
  mandate: ProductMandate;
  /** Document questions the order left without a file (the optional ones), in the funnel's order. */
  missingDocuments: string[];
  /** The last day to file the action against a dismissal (§ 4 KSchG), where the order gives the letter's day. */
  claimDeadline?: CalendarDay;
  /** The claim deadline ends before we may begin: the customer must ask us to start at once. */
  deadlineBeforeStart: boolean;
}

export function orderNextSteps(input: OrderNextStepsInput): OrderNextSteps {
  const start: OrderNextSteps['start'] = input.earlyStart ? { atOnce: true } : { atOnce: false, earliest: addDays(input.orderedOn, WITHDRAWAL_PERIOD_DAYS + 1) };
  const uploaded = new Set(input.documentCategories);
  const claimDeadline = input.product === 'dismissal' && input.letterReceived ? dismissalClaimDeadline(input.letterReceived).deadline : undefined;
  return {
    start,
    mandate: mandateOf(input.product),
    missingDocuments: input.documentQuestions.filter((question) => !uploaded.has(question.id)).map((question) => question.id),
    ...(claimDeadline ? { claimDeadline } : {}),
    deadlineBeforeStart: Boolean(claimDeadline && !start.atOnce && claimDeadline < start.earliest),
  };
}

/** The texts of `cases:nextSteps` a page or a mail says, with the values they need (days as YYYY-MM-DD). */
export interface NextStepsText {
  /** What we do, in order. */
  ours: { key: string; values?: Record<string, string> }[];
  /** What the customer can do now. */
  yours: { key: string; values?: Record<string, string> }[];
}

/**
 * Which lines say the next steps: ours (when we begin and check, how it goes on) and the customer's
 * (a deadline to keep, documents to send, the account to follow the case in). `documents` are the
 * missing documents' names, joined as the language lists them; `account` says whether the customer is
 * signed in (`follow`), should create one (`create`), or is told elsewhere (`elsewhere`).
 */
export function nextStepsText(steps: OrderNextSteps, { documents, account }: { documents: string; account: 'create' | 'follow' | 'elsewhere' }): NextStepsText {
  const ours: NextStepsText['ours'] = [
    steps.start.atOnce ? { key: 'start.atOnce' } : { key: 'start.later', values: { date: steps.start.earliest } },
    { key: `then.${steps.mandate}` },
  ];
  const yours: NextStepsText['yours'] = [];
  if (steps.claimDeadline) {
    yours.push({ key: steps.deadlineBeforeStart ? 'yours.deadlineBeforeStart' : 'yours.deadline', values: { date: steps.claimDeadline } });
  }
  if (steps.missingDocuments.length > 0) yours.push({ key: 'yours.documents', values: { documents } });
  // `elsewhere`: the mail says it in a note of its own.
  if (account !== 'elsewhere') yours.push({ key: account === 'follow' ? 'yours.follow' : 'yours.account' });
  return { ours, yours };
}
