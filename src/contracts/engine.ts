/**
 * The engine service: a case's history for its status page, and each product's case-details
 * questionnaire. ENGINE_SERVICE_URL may point it at another engine; fields marked as additions are
 * this portal's engine's and may be missing elsewhere.
 */
import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { deadlineWarnings } from './vocabulary/cases';
import { endpoint } from './endpoint';
import { answer, filledText, languageParam } from './rules';

/** A dated entry of a case's history; `description` is HTML, sanitised again wherever it is shown. */
export const historyEntry = answer({
  /** YYYY-MM-DD (another engine may send a timestamp). */
  date: string().strict().defined(),
  short: string().strict().defined(),
  description: string().strict().defined(),
  /** An addition of this portal's service: the language the provider wrote the entry in (de | en). */
  language: string().strict().optional(),
});

export type HistoryEntry = InferType<typeof historyEntry>;

const addition = () => string().strict().nullable().optional();

/**
 * An addition of this portal: for a dismissal, the last day for an action against it (§ 4 KSchG),
 * computed when asked from today in Germany. `days_left` is 0 on the last day and negative once it
 * passed; `warning` is one of deadlineWarnings.
 */
export const caseDeadline = object({
  day: string().strict().defined(),
  days_left: number().strict().integer().defined(),
  warning: string().strict().oneOf(deadlineWarnings).defined(),
})
  .strict()
  .typeError('invalid_type')
  .nullable()
  .optional()
  .default(undefined);

export type CaseDeadline = NonNullable<InferType<typeof caseDeadline>>;

const caseHistory = answer({
  product_name: string().strict().defined(),
  /** Newest first from this engine; the status page sorts anyway. */
  history: array(historyEntry).strict().defined(),
  reference_number: addition(),
  status: addition(),
  status_description: addition(),
  /** The language `status_description` is written in (de | en). */
  status_description_language: addition(),
  reply_email: addition(),
  deadline: caseDeadline,
  /**
   * False while the case's address is not proven (an order by someone who only typed it): the history
   * then holds only what was ordered, and the status page asks for the link in the order's mail. This
   * portal's addition; another engine leaves it out (proven).
   */
  email_proven: boolean().strict().optional(),
});

export type CaseHistory = InferType<typeof caseHistory>;

/**
 * The history of a case, by the unguessable id in its status page's link. It needs the engine's
 * access token (`Authorization: Bearer <token>`, or `token` in the query): only the portal's server
 * may ask.
 */
export const caseHistoryRequest = endpoint({
  method: 'GET',
  path: '/api/request_history.json',
  query: object({ id: filledText(), locale: languageParam(), token: string().strict() }).strict(),
  answer: caseHistory,
});

const scout = answer({
  /** HTML, sanitised again wherever it is shown. */
  content: string().strict().defined(),
  /** `left`, `right` or `other` (see scoutPositions); anything else counts as `other`. */
  position: string().strict().defined(),
  mobile_position: mixed<number | string>()
    .defined()
    .test('position', 'invalid_type', (value) => typeof value === 'number' || typeof value === 'string'),
  name: string().strict().optional(),
});

const questionnaire = answer({
  questionnaire: answer({
    name: string().strict().optional(),
    locale: string().strict().optional(),
    /** The first step's categories hold the scouts. */
    steps: array(
      answer({
        name: string().strict().optional(),
        categories: array(answer({ name: string().strict().optional(), scouts: array(scout).strict().defined() })).strict().defined(),
      }),
    )
      .strict()
      .defined(),
  }),
});

export type CaseDetailsQuestionnaire = InferType<typeof questionnaire>;

/** A product's case-details questionnaire: general product information, no token needed. */
export const caseDetailsRequest = endpoint({
  method: 'GET',
  path: '/api/v1/funnels/{product}-case-details.json',
  query: object({ locale: languageParam() }).strict(),
  answer: questionnaire,
});
