/**
 * A case's documents for its customer: the files uploaded with the order and the order confirmation
 * (the PDF the confirmation e-mail carried). Two doors lead to them, as to the case itself:
 *
 * - the case status link: `/api/cases/{id}/…`, where `id` is the unguessable id of the status page's
 *   link (whoever holds the link sees the case, so the link's id is the authority);
 * - the signed-in customer: `/api/v1/me/cases/{id}/…` with the session's headers, only for a case of
 *   the account's confirmed e-mail address; any other case is 404, as if it did not exist.
 *
 * Downloads answer the file as an attachment (never shown inline, `nosniff`, `no-store`).
 */
import { array, type InferType, mixed, number, string } from 'yup';
import { endpoint } from './endpoint';
import { answer } from './rules';

/** A stored document as it is listed: `id` is the public id in its download link. */
export const caseDocument = answer({
  id: string().strict().defined(),
  /** The funnel's document question it answers, e.g. `dismissal-letter`. */
  category: string().strict().defined(),
  file_name: string().strict().defined(),
  /** Detected from the content: application/pdf, image/jpeg or image/png. */
  media_type: string().strict().defined(),
  size_bytes: number().strict().defined(),
  created_at: string().strict().defined(),
});

export type CaseDocument = InferType<typeof caseDocument>;

const caseDocumentList = answer({
  documents: array(caseDocument).strict().defined(),
  /** The order confirmation's file name; null for a case that was not ordered online. */
  confirmation: answer({ file_name: string().strict().defined() }).nullable().defined(),
});

export type CaseDocumentList = InferType<typeof caseDocumentList>;

/** Where a case's document is downloaded: the link's door or the account's. */
export const caseDocumentPaths = {
  link: '/api/cases/{id}',
  account: '/api/v1/me/cases/{id}',
} as const;

const documentEndpoints = <Base extends string>(base: Base) => ({
  list: endpoint({ method: 'GET', path: `${base}/documents`, answer: caseDocumentList }),
  download: endpoint({ method: 'GET', path: `${base}/documents/{document}`, answer: mixed() }),
  confirmation: endpoint({ method: 'GET', path: `${base}/confirmation`, answer: mixed() }),
});

/** Authorised by the case status link's id. */
export const linkCaseDocuments = documentEndpoints(caseDocumentPaths.link);

/** Authorised by the signed-in session (devise_token_auth headers). */
export const accountCaseDocuments = documentEndpoints(caseDocumentPaths.account);
