import { expect, test } from '@playwright/test';
import { addDays, dayInGermany, formatDateIn } from '../src/basics/calendar';
import type { Language } from '../src/basics/language';
import { dismissalClaimStatus } from '../src/domain/deadlines/dismissal-claim-deadline';
import { routePath } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { freshEmail } from './support/cases-cli';
import { signedUpCustomer } from './support/customer';
import { e2eMailDir } from './support/environment';
import { localize } from './support/locales';
import { orderDismissal } from './support/orders';

/**
 * A dismissal ordered online, as the funnel sends it (a draft, the letter uploaded, the order), then
 * the customer signs up with the order's address and finds the case with its § 4 KSchG deadline on
 * the dashboard and the case page, and downloads the letter and the confirmation there.
 */

/** The days-left words as the page writes them. */
function daysLeftText(language: Language, daysLeft: number, warning: string): string {
  if (warning === 'passed') return localize(language, 'cases:deadline.short.passed');
  if (daysLeft === 0) return localize(language, 'cases:deadline.short.lastDay');
  return localize(language, `cases:deadline.short.daysLeft_${daysLeft === 1 ? 'one' : 'other'}`, { count: daysLeft });
}

// German: received 19 days ago, so the deadline is at most a few days away (urgent, or later when a
// weekend or holiday moves it). English: received 4 days ago, so there is time.
const cases: { language: Language; receivedDaysAgo: number }[] = [
  { language: 'de', receivedDaysAgo: 19 },
  { language: 'en', receivedDaysAgo: 4 },
];

// Two orders with their confirmation PDFs, a sign-up and two downloads per test.
test.describe.configure({ timeout: 90_000 });

for (const { language, receivedDaysAgo } of cases) {
  test(`a dismissal ordered online shows its deadline on the dashboard and the case page, with its documents (${language})`, async ({ page, playwright, baseURL }) => {
    // One connection per call: this spec waits for mails between calls, and a kept-alive connection
    // that the server closes after 5 idle seconds can be reused at that very moment (ECONNRESET).
    const request = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Connection: 'close' } });
    const email = freshEmail(`frist-${language}`);
    const received = addDays(dayInGermany(new Date()), -receivedDaysAgo);
    const ordered = await orderDismissal(request, email, received, language);
    const confirmationName = `${language === 'de' ? 'Auftragsbestaetigung' : 'Order-confirmation'}-${ordered.reference_number}.pdf`;
    // The mail goes out after the order's answer, once its PDF is built: seconds on a busy machine.
    await expect
      .poll(async () => (await outboxMails(e2eMailDir, email)).flatMap((mail) => mail.attachments.map((attachment) => attachment.fileName)), { timeout: 30_000 })
      .toContain(confirmationName);
    await page.context().addCookies([await signedUpCustomer(request, baseURL!, email, language)]);

    const expected = dismissalClaimStatus(received, new Date());
    const date = formatDateIn(language, expected.deadline);
    const when = `${date} – ${daysLeftText(language, expected.daysLeft, expected.warning)}`;
    const title = localize(language, 'cases:deadline.case.title');
    const warned = expected.warning !== 'ok';

    await page.goto(routePath('dashboard', language));
    const card = page.getByRole('article', { name: localize(language, 'cases:products.dismissal.title') });
    const onCard = card.getByRole('region', { name: title });
    await expect(onCard).toContainText(when);
    await expect(onCard.locator('time')).toHaveAttribute('datetime', expected.deadline);
    if (warned) await expect(onCard).toContainText(`${localize(language, 'cases:deadline.case.warning')}:`);
    else await expect(onCard).not.toContainText(`${localize(language, 'cases:deadline.case.warning')}:`);

    await card.getByRole('link', { name: localize(language, 'dashboard:cases.openLabel', { product: localize(language, 'cases:products.dismissal.title'), reference: ordered.reference_number }) }).click();
    await expect(page).toHaveURL(`${routePath('caseStatus', language)}?id=${ordered.public_id}`);
    await expect(page.getByRole('region', { name: title })).toContainText(when);

    const documents = page.getByRole('region', { name: localize(language, 'caseOrder:documents.title') });
    const letter = documents.getByRole('link', { name: localize(language, 'caseOrder:documents.download', { name: 'Kündigung.pdf' }) });
    const [download] = await Promise.all([page.waitForEvent('download'), letter.click()]);
    expect(download.suggestedFilename()).toBe('Kündigung.pdf');
    const [confirmation] = await Promise.all([
      page.waitForEvent('download'),
      documents.getByRole('link', { name: localize(language, 'caseOrder:documents.download', { name: localize(language, 'caseOrder:documents.confirmation') }) }).click(),
    ]);
    expect(confirmation.suggestedFilename()).toBe(confirmationName);
    await request.dispose();
  });
}
