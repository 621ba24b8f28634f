/**
 * The commissioning service: each product's order funnel (read-only), and placing an order, which
 * opens the customer's case with the answers, the uploaded documents and the mandate record.
 */
import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { isCalendarDate } from '@/basics/calendar';
import { languages } from '@/basics/language';
import { feeRefundClaim } from '@/domain/account-fees/fee-refund-claim';
import { feeQuestions, feeRefundQuestionOf } from '@/domain/account-fees/funnel-answers';
import { dismissalOrderTiming, letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { AnswerProblem } from '@/domain/funnels/check-answers';
import { questionTypes } from '@/domain/funnels/funnel-definition';
import { maximumAchievedEuros, successFeeKindNames } from '@/domain/pricing/success-fees';
import { forwardsPayments, isProductName } from '@/domain/products';
import { caseDocument } from './case-documents';
import { endpoint } from './endpoint';
import type { ErrorItem } from './errors';
import type { ErrorCode } from './error-codes';
import { amount, answer, body, emailAddress, filledText, flag, idempotencyKey, languageParam, message, mustAccept, oneOf, personName, sepaIban, signedByTheCustomer, text } from './rules';
import { productNames } from './vocabulary/cases';

const optionalText = () => string().strict().optional();

/** A phone number as people write it: digits with an optional leading +, spaces, dashes, slashes, brackets; 6 to 20 digits. */
export const phoneNumber = () =>
  text(40).test('phone', 'invalid_phone', (value) => !value || (/^\+?[0-9 ()/-]+$/.test(value.trim()) && /^(?:\D*\d){6,20}\D*$/.test(value)));

/** A postal address in Germany, in the fields of the account's profile. */
export const postalAddress = () =>
  body({
    street_name: text(100),
    house_number: text(20),
    postal_code: filledText().test('postal_code', 'invalid_postal_code', (value) => !value || /^\d{5}$/.test(value.trim())),
    city: text(80),
  });
const optionalNumber = () => number().strict().optional();

const question = answer({
  id: string().strict().defined(),
  type: string().strict().oneOf(questionTypes).defined(),
  label: string().strict().defined(),
  hint: optionalText(),
  required: boolean().strict().defined(),
  /** text */
  max_length: optionalNumber(),
  multiline: boolean().strict().optional(),
  /** day: YYYY-MM-DD bounds, and the id of the day question this one must not lie before. */
  not_future: boolean().strict().optional(),
  earliest: optionalText(),
  not_before: optionalText(),
  /** amount */
  min: optionalNumber(),
  max: optionalNumber(),
  unit: optionalText(),
  /** choice */
  options: array(answer({ value: string().strict().defined(), label: string().strict().defined() })).strict().optional(),
  /** iban: `germany` or `sepa` */
  scope: optionalText(),
  /** Asked only when the question `question` has the answer `value`. */
  asked_when: answer({ question: string().strict().defined(), value: string().strict().defined() }).default(undefined).optional(),
});

export type FunnelQuestion = InferType<typeof question>;

const funnel = answer({
  funnel: answer({
    product: string().strict().defined(),
    locale: string().strict().defined(),
    /** The contract texts an order is placed on now (content/commissioning/versions.json). */
    contract_text_version: string().strict().defined(),
    /** The product's success fee as the price list has it now: the summary quotes it before the order. */
    success_fee: answer({
      kind: string().strict().oneOf(successFeeKindNames).defined(),
      /** monthly_multiple: how many monthly savings */
      months: optionalNumber(),
      /** share: percent of the amount achieved */
      percent: optionalNumber(),
      /** payout: what the customer receives for the claim */
      payout_cents: optionalNumber(),
    }),
    steps: array(answer({ id: string().strict().defined(), title: string().strict().defined(), questions: array(question).strict().defined() }))
      .strict()
      .defined(),
  }),
});

export type Funnel = InferType<typeof funnel>['funnel'];

/** The fee rule as the wire carries it (snake case). */
export type WireSuccessFee = Funnel['success_fee'];

/** A product's order funnel in one language: general product information, no token needed. */
export const funnelRequest = endpoint({
  method: 'GET',
  path: '/api/commissioning/funnels/{product}',
  query: object({ locale: languageParam() }).strict(),
  answer: funnel,
});

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The token the funnel's uploads belong to (256 random bits, base64url). */
export const draftToken = () => filledText().matches(/^[A-Za-z0-9_-]{43}$/, 'invalid_type');

export const orderBody = body({
  product: oneOf(productNames, 'unknown_product').required('required'),
  /** Question id → answer: text, YYYY-MM-DD, a number, a choice's value, an IBAN; checked against the funnel. */
  answers: mixed<Record<string, unknown>>()
    .required('required')
    .test('object', 'invalid_type', (value) => value === undefined || isPlainObject(value)),
  /** The upload draft whose documents become the case's. */
  draft_token: draftToken(),
  /** Chosen by the funnel once per order: the same key with the same draft answers the case the first request opened. */
  idempotency_key: idempotencyKey(),
  language: oneOf(languages, 'unsupported_language').required('required'),
  /**
   * Who gives the mandate, and what it needs to be carried out: where the customer is reached (postal
   * address and phone for every product), and, where money received for them is forwarded, the account
   * it goes to (`payout_iban`, required then, see `forwardsPayments`).
   */
  customer: body({
    email: emailAddress(),
    /** The customer's full name. */
    name: personName(),
    phone: phoneNumber(),
    address: postalAddress().required('required'),
    payout_iban: sepaIban().optional(),
  }).required('required'),
  consent: body({
    /** The contract text version shown to and agreed to by the customer. */
    text_version: text(40),
    /** The full name typed to give the mandate and the power of attorney; must be the customer's name. */
    typed_name: personName(),
    /** The express request to start before the withdrawal period ends. */
    early_start: flag().required('required'),
    terms_accepted: mustAccept(),
    privacy_accepted: mustAccept(),
  }).required('required'),
  /** The calculator's figure (monthly saving, severance …) in euros, for the fee's worked example; the fee rules' own bound. */
  calculated_amount: amount({ min: 0, max: maximumAchievedEuros }).optional(),
})
  .test('signed', signedByTheCustomer)
  .test('deadline_kept', function deadlineKeptByTheStart(value) {
    // A dismissal's deadline (§ 4 KSchG) that ends before work would begin after the 14-day withdrawal
    // period is lost unless the customer asks for an immediate start (§ 356 Abs. 4 BGB): such an order
    // is not taken as if the deadline were safe. Today in Germany comes from the caller's context.
    const today: unknown = this.options.context?.today;
    const received = isPlainObject(value?.answers) ? value.answers[letterReceivedQuestion] : undefined;
    if (value?.product !== 'dismissal' || value.consent?.early_start !== false || typeof today !== 'string' || typeof received !== 'string' || !isCalendarDate(received)) return true;
    const timing = dismissalOrderTiming(received, today);
    return !timing.needsEarlyStart || this.createError({ path: 'consent.early_start', message: message('early_start_required', { deadline: timing.deadline, start: timing.workStartsOn }) });
  })
  .test('claim_to_sell', function aClaimToSell(value) {
    // An account-fee claim is bought only where there is one: fees raised without an express yes, with
    // debits not yet time-barred today (BGH XI ZR 26/20, XI ZR 139/23, XI ZR 45/24).
    const today: unknown = this.options.context?.today;
    if (value?.product !== 'account-fees' || !isPlainObject(value.answers) || typeof today !== 'string') return true;
    const question = feeRefundQuestionOf(value.answers);
    const claim = question && feeRefundClaim(question, today);
    if (!claim || claim.claimable) return true;
    if (claim.reason === 'no_unconsented_change') return this.createError({ path: `answers.${feeQuestions.feesChanged}`, message: 'no_unconsented_change' });
    const path = `answers.${question.expressConsentYear === claim.until ? feeQuestions.expressConsentOn : feeQuestions.paidUntil}`;
    return this.createError({ path, message: message('time_barred', { firstYear: String(claim.firstYear) }) });
  })
  .test('payout', function payoutAccountGiven(value) {
    if (!isProductName(value?.product) || !forwardsPayments(value.product) || !value.customer) return true;
    const iban = value.customer.payout_iban;
    return (typeof iban === 'string' && iban.trim() !== '') || this.createError({ path: 'customer.payout_iban', message: 'required' });
  });

export type OrderRequest = InferType<typeof orderBody>;

const placedOrder = answer({
  case: answer({
    /** The unguessable id in the status page's link. */
    public_id: string().strict().defined(),
    reference_number: string().strict().defined(),
    product_name: string().strict().defined(),
    status: string().strict().defined(),
    /** The case's status page, in the order's language. */
    status_url: string().strict().defined(),
  }),
  /** False when the idempotency key had already placed this order (a retry). */
  created: boolean().strict().defined(),
});

export type PlacedOrder = InferType<typeof placedOrder>;

/**
 * Places an order: 201 with the new case, or 200 with the case a request with the same idempotency
 * key and draft opened before. 422 lists every wrong answer (under `answers.<question>`), a missing
 * document, an IBAN at a bank that cannot be processed, an outdated contract text; nothing is
 * stored then.
 */
export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/commissioning/orders',
  body: orderBody,
  answer: placedOrder,
});

/**
 * The bank a German IBAN belongs to, by its sort code in the Bundesbank's file: the account-fee sale
 * names this bank, and the funnel says so before the order when the customer picked another. `bank` is
 * null for an IBAN of another country or an unknown sort code. A POST, so the IBAN stays out of URLs.
 */
export const ibanBank = endpoint({
  method: 'POST',
  path: '/api/commissioning/iban-bank',
  body: body({ iban: text(64) }),
  answer: answer({ bank: answer({ name: string().strict().defined(), unprocessable: boolean().strict().defined() }).nullable().defined() }),
});

/** The error items of a funnel's answer problems, under `answers.<question>` as the order reports them. */
export const answerProblemItems = (problems: readonly AnswerProblem[]): ErrorItem[] =>
  problems.map((problem) => ({
    path: problem.question ? `answers.${problem.question}` : 'answers',
    code: problem.code satisfies ErrorCode,
    params: 'params' in problem ? problem.params : {},
  }));

export { draftTokenHeader, fileNameHeader } from './vocabulary/commissioning';

/** A new upload draft: the token and the limits its uploads keep to. */
export const newDraft = endpoint({
  method: 'POST',
  path: '/api/commissioning/drafts',
  answer: answer({
    draft_token: string().strict().defined(),
    max_bytes: number().strict().defined(),
    max_count: number().strict().defined(),
    /** The most bytes the draft's files may have together. */
    max_total_bytes: number().strict().defined(),
    /** The draft's uploads are deleted this long after it was started unless an order claims them. */
    lifetime_seconds: number().strict().defined(),
    /** When that is (ISO 8601). */
    expires_at: string().strict().defined(),
  }),
});

/** An upload is listed as it will be once the order has made it the case's. */
const uploadedDocument = caseDocument;

export type UploadedDocument = InferType<typeof uploadedDocument>;

/**
 * Uploads one file to the draft named by X-Draft-Token: the body is the file's bytes, X-File-Name
 * its name, `category` the funnel's document question. 201 when stored, 200 when the same content
 * was already there (a retry). Refusals: document_empty, document_too_large, document_unsupported_type,
 * document_name_mismatch, too_many_documents, draft_too_large, invalid_category; 401 draft_expired;
 * 411 without Content-Length; 413 beyond the limit; 429 too_many_requests or upload_quota_exceeded
 * (this client's uploads per window); 507 uploads_paused (everybody's unordered uploads at their limit).
 */
export const uploadDocument = endpoint({
  method: 'POST',
  path: '/api/commissioning/drafts/documents',
  upload: true,
  query: object({ category: text(64) }).strict(),
  answer: answer({ document: uploadedDocument, created: boolean().strict().defined() }),
});

/** The draft's uploads, oldest first. */
export const draftDocuments = endpoint({
  method: 'GET',
  path: '/api/commissioning/drafts/documents',
  answer: answer({
    documents: array(uploadedDocument).strict().defined(),
    /** The limits the draft's uploads keep to, as its start told them (for a draft restored after a reload). */
    max_bytes: number().strict().defined(),
    max_count: number().strict().defined(),
    max_total_bytes: number().strict().defined(),
  }),
});

/** One of the draft's uploads as a download (an attachment, never shown inline); the answer is the file. */
export const downloadDraftDocument = endpoint({
  method: 'GET',
  path: '/api/commissioning/drafts/documents/{id}',
  answer: mixed(),
});

/** Takes back one of the draft's uploads. */
export const deleteDraftDocument = endpoint({
  method: 'DELETE',
  path: '/api/commissioning/drafts/documents/{id}',
  answer: answer({ deleted: boolean().strict().defined() }),
});
