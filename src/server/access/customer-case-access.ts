/**
 * The two doors through which a customer reaches a case: the status page's link, whose unguessable id
 * is the authority (as for the page itself), and the signed-in account, which owns exactly the cases
 * of its confirmed e-mail address. A case the caller may not see is 404 case_not_found, never 403: its
 * existence stays hidden.
 */
import { normaliseEmail } from '@/basics/email-address';
import type { ApiRequest } from '../http/api';
import { DomainError } from '../domain-error';
import { caseByPublicId } from '../cases/actions/find-case';
import type { CaseRow } from '../db/tables/cases';
import type { User } from '../db/tables/accounts';
import { signedInCustomer } from './customer-session';

const caseNotFound = () => DomainError.of('case_not_found', 'id');

/** The case of a status link's id: the link is the authority. */
export const caseOfLink = (id: string | undefined): Promise<CaseRow> => caseByPublicId(id);

/**
 * As on the dashboard: a case belongs to whoever has exactly its e-mail address, once confirmed, and
 * only once the address was proven for the case itself (a stranger's order with it stays apart).
 */
export const ownsCase = (user: User, row: CaseRow): boolean => Boolean(user.confirmedAt) && normaliseEmail(user.email) === row.email && row.emailProvenAt !== null;

/**
 * The case if it belongs to the signed-in account: 401 without a session, 404 case_not_found for
 * anybody else's case and for one that does not exist, alike.
 */
export async function accountCase(request: Pick<ApiRequest, 'headers'>, id: string | undefined): Promise<{ case: CaseRow; user: User }> {
  const { user } = await signedInCustomer(request);
  const row = await caseOfLink(id);
  if (!ownsCase(user, row)) throw caseNotFound();
  return { case: row, user };
}

/** The case alone, where the account does not matter further. */
export const caseOfAccount = async (request: Pick<ApiRequest, 'headers'>, id: string | undefined): Promise<CaseRow> => (await accountCase(request, id)).case;
