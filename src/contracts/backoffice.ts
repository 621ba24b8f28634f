/**
 * The back office: the provider opens cases, moves them on and writes their history. Every call needs
 * `Authorization: Bearer <BACKOFFICE_API_KEY>`; `npm run cases` is its command-line client. Cases are
 * addressed by their reference number. What the browser back office does with a case as well (show it,
 * add a history entry, send a message, upload and download documents) it does with the same requests
 * and answers (`caseWork`, src/contracts/staff-cases.ts), so both doors are one adapter on the server.
 */
import { array, boolean, type InferType, mixed, number, object, string } from 'yup';
import { isCalendarDate } from '@/basics/calendar';
import { isEmailAddress } from '@/basics/email-address';
import { languages } from '@/basics/language';
import { customerCase } from './accounts';
import { caseDocument } from './case-documents';
import { endpoint } from './endpoint';
import { caseMessage, messageText } from './messages';
import { anyText, answer, body, flag, message, oneOf, wholeNumber } from './rules';
import { caseStatuses, productNames } from './vocabulary/cases';
import { messageLimits } from './vocabulary/messages';

export const limits = {
  shortLength: 120,
  descriptionLength: 20_000,
  statusDescriptionLength: 500,
  pageSize: 100,
} as const;

const notBlank = (value: string | null | undefined) => value === undefined || value === null || value.trim() !== '';

/** A string that may be left out; when given it must not be blank (null only where `.nullable()`). */
const given = () => anyText().nonNullable('invalid_type').test('blank', 'required', notBlank);

const emailField = () => given().test('email', 'is_not_an_email', (value) => !value || !notBlank(value) || isEmailAddress(value));

const textField = (max: number) => given().max(max, message('too_long', { max }));

const word = <T extends string>(values: readonly T[], code: 'unsupported_language' | 'unknown_product' | 'unknown_status') =>
  oneOf(values, code).nonNullable('invalid_type');

/** A new history entry as the provider writes it (the back-office API and the staff's case view). */
export const historyEntryInput = body({
  // A title is one line; line breaks would also end up in the mail's subject.
  short: textField(limits.shortLength).defined('required').matches(/^[^\r\n\u0000-\u001f\u007f]*$/, { message: 'single_line', excludeEmptyString: true }),
  /** HTML, sanitised whenever it is shown. */
  description: textField(limits.descriptionLength).defined('required'),
  /** The day the entry is about, YYYY-MM-DD; today in Germany when left out, never in the future. */
  date: anyText()
    .nonNullable('invalid_type')
    .test('date', 'invalid_date', (value) => value === undefined || isCalendarDate(value))
    .test('future', 'in_future', function notFuture(value) {
      const today: unknown = this.options.context?.today;
      return value === undefined || !isCalendarDate(value) || typeof today !== 'string' || value <= today;
    }),
}).nonNullable('invalid_type');

export const notify = () => flag().nonNullable('invalid_type');

// Answers -------------------------------------------------------------------------------------------

const backofficeCaseFields = {
  id: string().strict().defined(),
  product_name: string().strict().defined(),
  email: string().strict().defined(),
  language: string().strict().oneOf(languages).defined(),
  status_label: string().strict().defined(),
  /** The provider's own status text; null while the status's standard description applies. */
  custom_status_description: string().strict().nullable().defined(),
  status_page_url: string().strict().defined(),
};

export const backofficeCase = customerCase.shape(backofficeCaseFields);

/** A case in a list: without its history. */
export const listedCase = customerCase.omit(['history']).shape(backofficeCaseFields);

export type BackofficeCase = InferType<typeof backofficeCase>;
export type ListedCase = InferType<typeof listedCase>;

/** Whether the customer got an e-mail about the change. Failing to send never undoes the change. */
export const notification = mixed<'sent' | 'failed' | 'skipped'>().oneOf(['sent', 'failed', 'skipped']).defined();

export type Notification = InferType<typeof notification>;

/** One question of the product's funnel with the customer's answer, in the funnel's order. */
const orderAnswer = answer({
  /** The question's id in the funnel definition. */
  question: string().strict().defined(),
  /** The question as the funnel asked it, in the case's language (the id for a question the funnel no longer has). */
  label: string().strict().defined(),
  /** The question's type (text, postal-code, day, amount, choice, iban, document), `unknown` for a question the funnel no longer has. */
  type: string().strict().defined(),
  /** As stored: YYYY-MM-DD for days, a number for amounts, the option's value for choices, the electronic IBAN; null when not answered (and for documents). */
  value: mixed<string | number>()
    .nullable()
    .defined()
    .test('value', 'invalid_type', (value) => value === null || typeof value === 'string' || typeof value === 'number'),
  /** A choice's option label in the case's language; null otherwise. */
  value_label: string().strict().nullable().defined(),
  /**
   * The answer in words as the summary, the confirmation PDF and the back office state it
   * (src/domain/funnels/answer-in-words.ts); for a document question the files' names; null when not answered.
   * Optional: another engine may leave it out.
   */
  text: string().strict().nullable().optional(),
  /** An amount's unit (EUR, m2, Mbit/s); null otherwise (left out by a backend that does not tell). */
  unit: string().strict().nullable().optional(),
  /** For document questions: the ids of the case's documents in that category. */
  documents: array(string().strict().defined()).strict().defined(),
});

export type OrderAnswer = InferType<typeof orderAnswer>;

/** The mandate record: what proves the contract the customer made online. */
const mandateRecord = answer({
  /** The contract text version agreed to (content/commissioning/<version>). */
  text_version: string().strict().defined(),
  customer_name: string().strict().defined(),
  /** The full name the customer typed as signature. */
  typed_name: string().strict().defined(),
  signed_at: string().strict().defined(),
  ip: string().strict().defined(),
  user_agent: string().strict().defined(),
  /** Whether the customer asked us to start before the withdrawal period ends. */
  early_start: boolean().strict().defined(),
});

/** An order placed online: the funnel's answers and the mandate record. */
export const caseOrder = answer({
  answers: array(orderAnswer).strict().defined(),
  mandate: mandateRecord,
  /** The order confirmation's file name (download: …/confirmation). */
  confirmation_file_name: string().strict().defined(),
});

export type CaseOrder = InferType<typeof caseOrder>;

const changedCase = answer({ case: backofficeCase });

/** A case with its order (null for a case the back office opened) and its documents, oldest first. */
const caseWithOrder = answer({ case: backofficeCase, order: caseOrder.nullable().defined(), documents: array(caseDocument).strict().defined() });

export type ShownCase = InferType<typeof caseWithOrder>;
const notifiedCase = answer({ case: backofficeCase, notification });

/** `inline` shows a PDF or an image in the browser; anything else (and the default) is an attachment. */
const fileQuery = object({ disposition: oneOf(['inline', 'attachment'] as const, 'invalid_choice') })
  .noUnknown('unknown_field')
  .strict();

/**
 * The case work both doors of the back office offer alike (this API with its key, the browser's
 * staff API with the staff cookie): the requests and answers, each door at its own path.
 */
export const caseWork = {
  /** One of the case's documents; the answer is the file. */
  document: { method: 'GET', query: fileQuery, answer: mixed() },
  /**
   * The order confirmation PDF (mandate, consent record, contract texts), rebuilt from the stored order
   * as the confirmation e-mail carried it; 404 for a case that was not ordered online.
   */
  confirmation: { method: 'GET', query: fileQuery, answer: mixed() },
  /** A history entry (HTML, sanitised whenever shown); the customer is e-mailed its title unless `notify` is false. */
  historyEntry: {
    method: 'POST',
    body: body({ entry: historyEntryInput.defined('required'), notify: notify() }).nonNullable('invalid_type'),
    answer: notifiedCase,
  },
  /**
   * A caseworker's message to the customer, with documents of the case sent along (upload them first).
   * The customer is e-mailed that something new is waiting, never what.
   */
  message: {
    method: 'POST',
    body: body({
      message: body({
        /** HTML, sanitised whenever it is shown (as a history entry's description). */
        text: messageText(messageLimits.providerTextLength),
        /** Ids of the case's documents to send with it (from an upload or the case's list). */
        documents: array(anyText().defined('required')).strict().typeError('invalid_type').max(20, message('too_many_documents', { max: 20 })),
      })
        .nonNullable('invalid_type')
        .defined('required'),
      /** E-mail the customer (default). */
      notify: notify(),
    }).nonNullable('invalid_type'),
    answer: answer({ message: caseMessage, notification }),
  },
  /**
   * Stores a document from the provider on the case (the landlord's reply, a court letter): the file's
   * bytes as the body, its name percent-encoded in `X-File-Name`; the same checks and limits as the
   * customer's uploads. The customer sees it with the case's documents once signed in. 201 new, 200 the
   * same content was already there.
   */
  upload: { method: 'POST', upload: true, answer: answer({ document: caseDocument, created: boolean().strict().defined() }) },
} as const;

// Endpoints -----------------------------------------------------------------------------------------

export const listCases = endpoint({
  method: 'GET',
  path: '/api/backoffice/cases',
  query: object({
    email: emailField(),
    status: word(caseStatuses, 'unknown_status'),
    product_name: word(productNames, 'unknown_product'),
    /** At most `limits.pageSize`; 20 when left out. */
    limit: wholeNumber({ min: 1, max: limits.pageSize }),
    offset: wholeNumber({ min: 0 }),
  })
    .noUnknown('unknown_field')
    .strict(),
  answer: answer({ cases: array(listedCase).strict().defined(), total: number().strict().defined(), limit: number().strict().defined(), offset: number().strict().defined() }),
});

export const openCase = endpoint({
  method: 'POST',
  path: '/api/backoffice/cases',
  body: body({
    case: body({
      email: emailField().defined('required'),
      product_name: word(productNames, 'unknown_product').defined('required'),
      /** The language the customer is written to in; German when left out. */
      language: word(languages, 'unsupported_language'),
      status: word(caseStatuses, 'unknown_status'),
      status_description: textField(limits.statusDescriptionLength).nullable(),
      /** Where the customer's replies go; the info mailbox when left out. */
      reply_email: emailField().nullable(),
      /** Instead of the standard "case received" entry. */
      first_entry: historyEntryInput,
    })
      .nonNullable('invalid_type')
      .defined('required'),
    /** E-mail the customer (default). */
    notify: notify(),
  }).nonNullable('invalid_type'),
  answer: notifiedCase,
});

export const showCase = endpoint({ method: 'GET', path: '/api/backoffice/cases/{reference}', answer: caseWithOrder });

export const downloadDocument = endpoint({ ...caseWork.document, path: '/api/backoffice/cases/{reference}/documents/{document}' });

export const downloadConfirmation = endpoint({ ...caseWork.confirmation, path: '/api/backoffice/cases/{reference}/confirmation' });

export const updateCase = endpoint({
  method: 'PATCH',
  path: '/api/backoffice/cases/{reference}',
  body: body({
    case: body({
      status: word(caseStatuses, 'unknown_status'),
      status_description: textField(limits.statusDescriptionLength).nullable(),
      email: emailField(),
      language: word(languages, 'unsupported_language'),
      reply_email: emailField().nullable(),
    })
      .nonNullable('invalid_type')
      .defined('required')
      .test('changes', 'no_changes', (value) => !value || Object.keys(value).length > 0),
  }).nonNullable('invalid_type'),
  answer: changedCase,
});

export const addEntry = endpoint({ ...caseWork.historyEntry, path: '/api/backoffice/cases/{reference}/history' });

// The case's conversation -----------------------------------------------------------------------------

/** The conversation, oldest first; `unread` marks the provider's messages the customer has not opened yet. */
export const listCaseMessages = endpoint({
  method: 'GET',
  path: '/api/backoffice/cases/{reference}/messages',
  answer: answer({ messages: array(caseMessage).strict().defined() }),
});

export const sendCaseMessage = endpoint({ ...caseWork.message, path: '/api/backoffice/cases/{reference}/messages' });

export const uploadCaseDocument = endpoint({ ...caseWork.upload, path: '/api/backoffice/cases/{reference}/documents' });
