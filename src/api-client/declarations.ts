/**
 * Declarations without signing in (contract: src/contracts/declarations.ts): the withdrawal function,
 * served by the commissioning service like orders and memberships, and the back office's list of
 * declarations to match, served by the staff service with the staff session.
 */
import type { WithdrawalRequest } from '@/contracts/declarations';
import type { DeclarationStateFilter } from '@/contracts/vocabulary/declarations';
import { call, withContract } from './http';
import type { StaffSessionCookie } from './staff';

const declarations = () => import('@/contracts/declarations');

/** Withdraws from a contract; sending the same request again answers the first receipt. */
export const declareWithdrawal = (request: WithdrawalRequest) =>
  withContract(declarations, ({ declareWithdrawal: endpoint }) => call('commissioning', endpoint, { body: request, caller: true }));

/** The declarations waiting for staff (`open`) or the latest of all, for a back-office page's loader. */
export const fetchStaffDeclarations = (cookie: StaffSessionCookie, show: DeclarationStateFilter) =>
  withContract(declarations, ({ staffDeclarations }) => call('staff', staffDeclarations, { query: { show }, ...(cookie ? { headers: { Cookie: cookie } } : {}) }));

/** Matches a declaration to the contract with this reference, which lets it take effect. */
export const assignStaffDeclaration = (id: number, contractReference: string) =>
  withContract(declarations, ({ assignStaffDeclaration: endpoint }) => call('staff', endpoint, { params: { id: String(id) }, body: { contract_reference: contractReference } }));

/** Closes a declaration that belongs to no contract of ours. */
export const closeStaffDeclaration = (id: number) =>
  withContract(declarations, ({ closeStaffDeclaration: endpoint }) => call('staff', endpoint, { params: { id: String(id) } }));
