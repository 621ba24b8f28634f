/** The customer's own data (contract: src/contracts/privacy.ts): the archive, deleting the account. */
import type { Language } from '@/basics/language';
import type { StoredAuth } from '@/contracts/accounts';
import { call, download, withContract } from './http';

const privacy = () => import('@/contracts/privacy');

/** The account's data as a zip archive; its README is in `language`. */
export const downloadAccountData = (auth: StoredAuth, language: Language) =>
  withContract(privacy, ({ exportData }) => download('account', exportData, { auth, headers: { 'Accept-Language': language } }));

/** Deletes the account, confirmed by its password; every session ends. */
export const deleteAccount = (auth: StoredAuth, currentPassword: string) =>
  withContract(privacy, ({ deleteAccount: endpoint }) => call('account', endpoint, { auth, body: { current_password: currentPassword } }));
