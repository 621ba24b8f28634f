import { expect, type Page, test } from '@playwright/test';
import { addDays, dayInGermany, formatDateIn } from '../src/basics/calendar';
import { languages } from '../src/basics/language';
import { dismissalOrderTiming } from '../src/domain/deadlines/dismissal-claim-deadline';
import { routePath } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { freshEmail } from './support/cases-cli';
import { e2eBackofficeKey, e2eCaseworkersEmail, e2eMailDir } from './support/environment';
import { axeViolations } from './support/axe';
import { localize } from './support/locales';

/**
 * A dismissal ordered when its § 4 KSchG deadline ends before the withdrawal period would let work
 * begin: the funnel says so with the dates, refuses the order until the customer explicitly asks for
 * the immediate start (§ 356 Abs. 4 BGB), and then the caseworkers' mailbox hears of the new case at once.
 */

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n`) });

/** The cases of an address, as the back office lists them. */
async function casesOf(page: Page, email: string) {
  const response = await page.request.get(`/api/backoffice/cases?email=${encodeURIComponent(email)}`, { headers: { Authorization: `Bearer ${e2eBackofficeKey}` } });
  expect(response.ok()).toBe(true);
  return (await response.json()).cases as { reference_number: string }[];
}

test.describe.configure({ timeout: 60_000 });

for (const language of languages) {
  const order = (key: string, values?: Record<string, string | number>) => localize(language, `orderFunnel:${key}`, values);
  const de = language === 'de';

  test(`a late dismissal cannot be ordered without the explicit immediate start, and the team hears of it at once (${language})`, async ({ page }) => {
    const today = dayInGermany(new Date());
    // Received ten days ago: eleven days or a little more are left, fewer than the withdrawal period.
    const received = addDays(today, -10);
    const timing = dismissalOrderTiming(received, today);
    expect(timing.needsEarlyStart).toBe(true);
    const dates = {
      deadline: formatDateIn(language, timing.deadline),
      withdrawalEnds: formatDateIn(language, timing.withdrawalEnds),
      start: formatDateIn(language, timing.workStartsOn),
    };
    const email = freshEmail(`spaet-${language}`);
    const next = () => page.getByRole('button', { name: order('actions.next') }).click();

    await page.goto(routePath('orderFunnel', language, { product: 'dismissal' }));
    const receivedField = page.getByLabel(de ? /Kündigungsschreiben erhalten am/ : /Dismissal letter received on/);
    // A day in the future is refused at its field, and gets no countdown.
    await receivedField.fill(addDays(today, 3));
    await receivedField.blur();
    await expect(receivedField).toHaveAttribute('aria-invalid', 'true');
    await expect(receivedField).toHaveAccessibleDescription(new RegExp(localize(language, 'errors:in_future').replace(/[.]/g, '\\.')));
    await expect(page.getByText(localize(language, 'cases:deadline.order.title'))).toHaveCount(0);

    await receivedField.fill(received);
    await expect(page.getByText(localize(language, 'cases:deadline.order.title'))).toBeVisible();
    await expect(page.getByText(localize(language, 'cases:deadline.order.beforeWithdrawalEnds', dates))).toBeVisible();
    await expect(page.getByText(localize(language, 'cases:deadline.order.workingDays'))).toBeVisible();
    await next();

    await page.getByLabel(de ? /Arbeitgeber/ : /Employer/).fill('Muster Logistik GmbH');
    await page.getByLabel(de ? /Beginn des Arbeitsverhältnisses/ : /Start of employment/).fill('2019-04-01');
    await page.getByLabel(de ? 'mehr als 10' : 'more than 10', { exact: true }).check();
    await page.getByLabel(de ? /Bruttomonatsgehalt/ : /Gross monthly salary/).fill(de ? '3.850,50' : '3,850.50');
    await next();
    await page.locator('input[type=file]').first().setInputFiles(pdf('Kündigung.pdf'));
    await expect(page.getByRole('button', { name: order('documents.removeLabel', { name: 'Kündigung.pdf' }) })).toBeVisible();
    await next();
    await page.getByLabel(order('contact.name')).fill('Kim Berger');
    await page.getByLabel(order('contact.email')).fill(email);
    // What the mandate needs: phone, postal address, the account the severance is paid to.
    await page.getByLabel(order('contact.phone'), { exact: true }).fill('030 23125 003');
    await page.getByLabel(order('contact.streetName'), { exact: true }).fill('Beispielweg');
    await page.getByLabel(order('contact.houseNumber'), { exact: true }).fill('12a');
    await page.getByLabel(order('contact.postalCode'), { exact: true }).fill('10178');
    await page.getByLabel(order('contact.city'), { exact: true }).fill('Berlin');
    await page.getByLabel(order('contact.payoutIban'), { exact: true }).fill('DE02 1203 0000 0000 2020 51');
    await next();

    // The summary asks for the immediate start as an explicit choice, with its consequence.
    const choice = page.getByRole('group', { name: order('summary.lateDeadline.title') });
    await expect(choice).toContainText(order('summary.lateDeadline.text', dates));
    await expect(choice).toContainText(order('summary.lateDeadline.consequence'));
    await expect(choice).toContainText(order('summary.lateDeadline.without', dates));
    await expect(choice.getByRole('link', { name: /\+49/ })).toHaveAttribute('href', /^tel:/);
    await page.getByRole('checkbox', { name: order('summary.terms').replace(/<\/?page>/g, '') }).check();
    await page.getByRole('checkbox', { name: order('summary.privacy').replace(/<\/?page>/g, '') }).check();
    await page.getByLabel(order('summary.typedName')).fill('Kim Berger');

    // Without the choice the order is refused, and nothing is placed.
    await page.getByRole('button', { name: order('summary.submit') }).click();
    await expect(page.getByText(localize(language, 'errors:early_start_required', dates)).first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.getByRole('heading', { name: order('placed.title') })).toHaveCount(0);
    expect(await casesOf(page, email)).toEqual([]);

    // With it, the order goes through.
    await choice.getByRole('checkbox', { name: order('summary.lateDeadline.choice', dates) }).check();
    await expect(choice).not.toContainText(order('summary.lateDeadline.without', dates));
    await page.getByRole('button', { name: order('summary.submit') }).click();
    await expect(page.getByRole('heading', { name: order('placed.title') })).toBeVisible();
    const [placed] = await casesOf(page, email);
    expect(placed).toBeDefined();

    // The caseworkers' mailbox hears of the new case with its deadline at once, in German.
    let mail: Awaited<ReturnType<typeof outboxMails>>[number] | undefined;
    await expect
      .poll(async () => (mail = (await outboxMails(e2eMailDir, e2eCaseworkersEmail)).find((each) => each.subject.includes(placed.reference_number))), { timeout: 20_000 })
      .toBeTruthy();
    expect(mail!.subject).toContain(`Frist endet am ${formatDateIn('de', timing.deadline)}`);
    expect(mail!.text).toContain('Die Kundin oder der Kunde hat verlangt, dass wir sofort beginnen.');
    expect(mail!.links.some((link) => link.endsWith(`/backoffice/faelle/${placed.reference_number}`))).toBe(true);
  });
}
