/**
 * The customer's own data (contract: src/contracts/privacy.ts): the archive of everything the account
 * holds, the running contracts its deletion must decide on, and deleting the account.
 */
import { deleteAccount as deleteAccountEndpoint, exportData, runningContracts as runningContractsEndpoint } from '@/contracts/privacy';
import { languageOf, preferredLanguage } from '../../accounts/customer-language';
import { signedInCustomer } from '../../access/customer-session';
import { addressKey } from '../../secrets';
import { now } from '../../clock';
import { header, ok } from '../../http/api';
import { type ApiRoute, route } from '../../http/router';
import { log } from '../../log';
import { withinRateLimit } from '../../rate-limits/rate-limiter';
import { rateLimitSetting } from '../../rate-limits/settings';
import { deleteAccount, runningContractsOf } from '../../privacy/actions/account-deletion';
import { runningCaseView, runningMembershipView } from '../../privacy/running-contracts';
import { accountArchiveBytes, exportFileName } from '../../privacy/actions/data-export';

/** An archive reads every document of the account: a few a day are plenty, more is someone misusing a session. */
const exportLimit = () => rateLimitSetting('RATE_LIMIT_DATA_EXPORT_PER_ACCOUNT', '5/3600');

export const privacyRoutes: ApiRoute[] = [
  route(exportData, async ({ request }) => {
    const { user } = await signedInCustomer(request);
    await withinRateLimit(`data_export:account:${addressKey(user.email)}`, exportLimit());
    const language = preferredLanguage(header(request, 'accept-language')) ?? languageOf(user);
    const at = now();
    log.info('data export', { userId: user.id });
    return {
      status: 200,
      headers: { 'Cache-Control': 'private, no-store' },
      file: { content: accountArchiveBytes(user, language, at), mediaType: 'application/zip', fileName: exportFileName(language, at) },
    };
  }),
  route(runningContractsEndpoint, async ({ request }) => {
    const { user } = await signedInCustomer(request);
    const running = await runningContractsOf(user, now());
    return ok(
      {
        cases: running.cases.map(runningCaseView),
        memberships: running.memberships.map(runningMembershipView),
        deletion_requested_at: user.deletionRequestedAt?.toISOString() ?? null,
      },
      { 'Cache-Control': 'private, no-store' },
    );
  }),
  route(deleteAccountEndpoint, async ({ body, request }) => {
    const session = await signedInCustomer(request);
    const origin = { at: now(), ip: request.ip, userAgent: header(request, 'user-agent') ?? '' };
    const { deleted } = await deleteAccount(session, body.current_password, origin, body.running_contracts);
    return ok({ deleted }, { 'Cache-Control': 'no-store' });
  }),
];
