/**
 * The customer's own data (GDPR Art. 15, 17 and 20), for the signed-in customer (session headers):
 * the whole account as one zip archive, and deleting the account, confirmed by the password.
 */
import { type InferType, mixed } from 'yup';
import { endpoint } from './endpoint';
import { anyText, answer, body } from './rules';

/** A zip archive (application/zip): JSON files, the documents and a README in the account's language. */
export const exportData = endpoint({ method: 'GET', path: '/api/v1/me/export', answer: mixed() });

const deletion = body({
  /** The password the customer signs in with: a session alone (a browser left open) cannot delete. */
  current_password: anyText().required('required').max(1000, 'wrong_password'),
}).required('required');

export type AccountDeletion = InferType<typeof deletion>;

/** Deletes the account at once; every session ends. */
export const deleteAccount = endpoint({ method: 'POST', path: '/api/v1/me/deletion', body: deletion, answer: answer({}) });
