/**
 * The customer's own data (GDPR Art. 15, 17 and 20), for the signed-in customer (session headers):
 * the whole account as one zip archive, and deleting the account, confirmed by the password.
 */
import { array, boolean, type InferType, mixed, object, string } from 'yup';
import { endpoint } from './endpoint';
import { anyText, answer, body, oneOf } from './rules';
import { caseEndings, membershipEndings, runningContractChoices } from './vocabulary/privacy';

/** A zip archive (application/zip): JSON files, the documents and a README in the account's language. */
export const exportData = endpoint({ method: 'GET', path: '/api/v1/me/export', answer: mixed() });

const deletion = body({
  /** The password the customer signs in with: a session alone (a browser left open) cannot delete. */
  current_password: anyText().required('required').max(1000, 'wrong_password'),
  /**
   * What happens to the account's running cases and memberships (running_contracts below): `end` them
   * now, or `keep` the account until they are closed. Required while any runs.
   */
  running_contracts: oneOf(runningContractChoices, 'invalid_choice').optional(),
}).required('required');

export type AccountDeletion = InferType<typeof deletion>;

/**
 * Deletes the account at once and ends every session (`deleted: true`); or, with `keep`, marks it to be
 * deleted once its running contracts are over (`deleted: false`; the account and its sessions stay).
 */
export const deleteAccount = endpoint({ method: 'POST', path: '/api/v1/me/deletion', body: deletion, answer: answer({ deleted: boolean().strict().defined() }) });

const runningCase = object({
  reference_number: string().strict().defined(),
  product_name: string().strict().defined(),
  status: string().strict().defined(),
  /** YYYY-MM-DD: a dismissal's last day to sue; null for other cases. */
  deadline_day: string().strict().nullable().defined(),
  ending: oneOf(caseEndings, 'invalid_choice').defined(),
}).strict();

const runningMembership = object({
  mandate_reference: string().strict().defined(),
  plan: string().strict().defined(),
  ending: oneOf(membershipEndings, 'invalid_choice').defined(),
  /** YYYY-MM-DD: the last day if ended now (or as already cancelled). */
  ends_on: string().strict().defined(),
}).strict();

export type RunningCase = InferType<typeof runningCase>;
export type RunningMembership = InferType<typeof runningMembership>;

/**
 * The account's cases still being worked and memberships not yet ended, each with how it would end,
 * and when the customer asked for the deletion once they are over (null: no deletion waits).
 */
export const runningContracts = endpoint({
  method: 'GET',
  path: '/api/v1/me/running-contracts',
  answer: answer({
    cases: array(runningCase).strict().defined(),
    memberships: array(runningMembership).strict().defined(),
    deletion_requested_at: string().strict().nullable().defined(),
  }),
});

export type RunningContracts = InferType<typeof runningContracts.answer>;
