import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { formatDate } from '../src/basics/calendar';
import { outboxMails } from '../tests/support/mail-outbox';
import { casesCli, freshEmail, openCaseWithCli } from './support/cases-cli';
import { e2eEngineToken, e2eMailDir } from './support/environment';
import { localize } from './support/locales';

const today = formatDate(new Date());

async function mailLink(email: string): Promise<string> {
  await expect.poll(async () => (await outboxMails(e2eMailDir, email)).length).toBeGreaterThan(0);
  const [mail] = await outboxMails(e2eMailDir, email);
  const link = /https?:\/\/\S+\/case\?id=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no status page link in:\n${mail.text}`);
  return link;
}

const historyCards = (page: Page, language: 'de' | 'en') =>
  page.getByRole('region', { name: localize(language, 'caseStatus:history.title') }).getByRole('article');

test('provider opens a case with the CLI and the customer follows it from the mail on the status page in both languages', async ({ page }) => {
  const email = freshEmail('verlauf');
  const opened = await openCaseWithCli(['--email', email, '--product', 'rent-brake']);
  const added = await casesCli([
    'add-entry',
    opened.reference_number,
    '--title',
    'Rüge versandt',
    '--text',
    '<p>Wir haben Ihren Vermieter <strong>per Einschreiben</strong> gerügt.</p>',
  ]);
  expect(added.code, added.stderr).toBe(0);
  const status = await casesCli(['status', opened.reference_number, 'claim_asserted']);
  expect(status.code, status.stderr).toBe(0);

  await page.goto(await mailLink(email));
  await expect(page).toHaveURL(`/case?id=${opened.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('de', 'cases:products.rent-brake.title'));
  await expect(page.locator('header dd').getByText(opened.reference_number, { exact: true })).toBeVisible();
  await expect(page.getByText(localize('de', 'cases:statuses.claim_asserted.label'))).toBeVisible();

  const cards = historyCards(page, 'de');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading')).toHaveText('Rüge versandt');
  await expect(cards.nth(0).locator('strong')).toHaveText('per Einschreiben');
  await expect(cards.nth(1).getByRole('heading')).toHaveText(localize('de', 'cases:history.created.short'));
  await expect(cards.nth(0).locator('time')).toHaveText(today);
  await expect(page.getByRole('heading', { name: 'So geht es weiter' })).toBeVisible();

  await page.getByRole('link', { name: localize('de', 'languageSwitch.switchTo.en') }).click();
  await expect(page).toHaveURL(`/en/case?id=${opened.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('en', 'cases:products.rent-brake.title'));
  await expect(page.getByText(localize('en', 'cases:statuses.claim_asserted.label'))).toBeVisible();
  await expect(historyCards(page, 'en')).toHaveCount(2);
  await expect(historyCards(page, 'en').nth(0).locator('time')).toHaveText(today);
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
});

test('the customer gets a mail in their language for every new entry, linking to the English status page', async ({ page }) => {
  const email = freshEmail('english');
  const opened = await openCaseWithCli(['--email', email, '--product', 'slow-internet', '--language', 'en', '--no-mail']);
  expect((await casesCli(['add-entry', opened.reference_number, '--title', 'Measurement checked', '--text', '<p>Too slow.</p>'])).code).toBe(0);
  const link = await mailLink(email);
  expect((await outboxMails(e2eMailDir, email))[0].subject).toBe(`News in your case ${opened.reference_number}: Measurement checked`);
  await page.goto(link);
  await expect(page).toHaveURL(`/en/case?id=${opened.id}`);
  await expect(historyCards(page, 'en').first().getByRole('heading')).toHaveText('Measurement checked');
});

test('a history entry with an XSS payload is shown as harmless markup', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const opened = await openCaseWithCli(['--email', freshEmail('xss'), '--product', 'deposit', '--no-mail']);
  const payload = [
    '<p>Sichtbarer Text<script>alert("script")</script></p>',
    '<img src="x" onerror="alert(\'img\')">',
    '<p onmouseover="alert(\'hover\')">Darüber fahren</p>',
    '<a href="javascript:alert(\'link\')">Klick mich</a>',
    '<svg onload="alert(\'svg\')"></svg><iframe src="javascript:alert(\'frame\')"></iframe>',
  ].join('');
  expect((await casesCli(['add-entry', opened.reference_number, '--title', '<script>alert("title")</script>', '--text', payload, '--no-mail'])).code).toBe(0);

  await page.goto(`/case?id=${opened.id}`);
  const entry = historyCards(page, 'de').first();
  await expect(entry.getByRole('heading')).toHaveText('<script>alert("title")</script>');
  await expect(entry.getByText('Sichtbarer Text')).toBeVisible();
  await entry.getByText('Darüber fahren').hover();
  await entry.getByText('Klick mich').click();
  await expect(entry.locator('script, img, svg, iframe')).toHaveCount(0);
  await expect(entry.locator('[onerror], [onmouseover], [onload], a[href^="javascript:"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
  await expect(page).toHaveURL(`/case?id=${opened.id}`);
});

test('scouts sit beside the history on wide screens and stack below it on phones', async ({ page }) => {
  const opened = await openCaseWithCli(['--email', freshEmail('layout'), '--product', 'dismissal', '--no-mail']);
  const history = page.getByRole('region', { name: localize('de', 'caseStatus:history.title') });
  const nextSteps = page.getByRole('heading', { name: 'So geht es weiter' });
  const deadlines = page.getByRole('heading', { name: 'Fristen' });
  const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/case?id=${opened.id}`);
  expect((await box(nextSteps)).x).toBeLessThan((await box(history)).x);
  expect((await box(deadlines)).x).toBeGreaterThan((await box(history)).x);

  await page.setViewportSize({ width: 360, height: 800 });
  const historyBox = await box(history);
  expect((await box(nextSteps)).y).toBeGreaterThan(historyBox.y + historyBox.height - 1);
  expect((await box(deadlines)).y).toBeGreaterThan((await box(nextSteps)).y);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});

test('an unknown or missing case id answers not found with a way back', async ({ page }) => {
  const response = await page.goto('/case?id=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('de', 'caseStatus:notFound.title'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('main').getByRole('link', { name: localize('de', 'caseStatus:notFound.home') }).click();
  await expect(page).toHaveURL('/');

  const missing = await page.goto('/en/case');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(localize('en', 'caseStatus:notFound.title'));
});

test('the engine token never reaches the browser', async ({ page }) => {
  const opened = await openCaseWithCli(['--email', freshEmail('token'), '--product', 'account-fees', '--no-mail']);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (/javascript|html|json/.test(response.headers()['content-type'] ?? '')) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto(`/case?id=${opened.id}`);
  await page.getByRole('link', { name: localize('de', 'languageSwitch.switchTo.en') }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.waitForLoadState('networkidle');
  expect(bodies.length).toBeGreaterThan(3);
  for (const body of bodies) expect(body).not.toContain(e2eEngineToken);
});

test('the status page and its not-found page pass the WCAG AA checks', async ({ page }) => {
  const opened = await openCaseWithCli(['--email', freshEmail('a11y'), '--product', 'rent-reduction', '--no-mail']);
  for (const path of [`/case?id=${opened.id}`, `/en/case?id=${opened.id}`, '/case?id=unknown']) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
  }
});
