/** The customer's own data (contract: src/contracts/privacy.ts): the archive, the running contracts, deleting the account. */
import type { Language } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import type { RunningContractChoice } from '@/contracts/vocabulary/privacy';
import { call, download, withContract } from './http';

const privacy = () => import('@/contracts/privacy');

/** The account's data as a zip archive; its README is in `language`. */
export const downloadAccountData = (auth: StoredAuth, language: Language) =>
  withContract(privacy, ({ exportData }) => download('account', exportData, { auth, headers: { 'Accept-Language': language } }));

/** The account's running cases and memberships, which its deletion must decide on. */
export const fetchRunningContracts = (auth: StoredAuth) => withContract(privacy, ({ runningContracts }) => call('account', runningContracts, { auth }));

/**
 * Deletes the account, confirmed by its password; every session ends. With running contracts the
 * choice is needed: `end` them now, or `keep` the account until they are over (it stays for now).
 */
export const deleteAccount = (auth: StoredAuth, currentPassword: string, runningContracts?: RunningContractChoice) =>
  withContract(privacy, ({ deleteAccount: endpoint }) =>
    call('account', endpoint, { auth, body: { current_password: currentPassword, ...(runningContracts ? { running_contracts: runningContracts } : {}) } }),
  );
