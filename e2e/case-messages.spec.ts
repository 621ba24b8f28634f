import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { Language } from '../src/basics/language';
import { routePath } from '../src/routes';
import { outboxMails } from '../tests/support/mail-outbox';
import { samplePdf, samplePng } from '../tests/support/sample-documents';
import { axeViolations } from './support/axe';
import { casesCli } from './support/cases-cli';
import { customerWithCase } from './support/customer';
import { e2eMailDir } from './support/environment';
import { localize } from './support/locales';
import { pathOf } from './support/outbox';

/**
 * A case's conversation end to end: the signed-in customer writes with a document on the case page,
 * the caseworker answers through the CLI with an attachment, the customer is mailed that something is
 * waiting (never what), finds the unread mark on the dashboard, reads the answer and downloads the file.
 */
for (const language of ['de', 'en'] as const satisfies readonly Language[]) {
  test(`customer and caseworker exchange messages with documents (${language})`, async ({ page, request, baseURL, context }) => {
    test.setTimeout(90_000);
    const t = (key: string, values: Record<string, string | number> = {}) => localize(language, `messages:${key}`, values);
    const customer = await customerWithCase(request, baseURL!, language, 'deposit');
    await context.addCookies([customer.cookie]);
    // On a phone in English, on a desktop in German.
    if (language === 'en') await page.setViewportSize({ width: 360, height: 800 });

    const casePage = `${routePath('caseStatus', language)}?id=${customer.caseId}`;
    await page.goto(`${casePage}#messages`);
    const conversation = page.getByRole('region', { name: t('title') });
    await expect(conversation.getByText(t('empty'))).toBeVisible();

    // An empty message is refused in words at the field before anything is sent, and the field takes the focus.
    await conversation.getByRole('button', { name: t('compose.send') }).click();
    const textField = conversation.getByRole('textbox', { name: t('compose.label') });
    await expect(textField).toBeFocused();
    await expect(textField).toHaveAccessibleDescription(new RegExp(`${localize(language, 'errors:message.text.required').replace(/[.]/g, '\\.')}$`));

    const letter = Buffer.from(await samplePdf('Vermieter'));
    await conversation.getByRole('textbox', { name: t('compose.label') }).fill('Mein Vermieter schreibt <b>nein</b>.\nWas nun?');
    await conversation.getByLabel(t('compose.files')).setInputFiles({ name: 'Brief vom Vermieter.pdf', mimeType: 'application/pdf', buffer: letter });
    await expect(conversation.getByRole('button', { name: t('compose.remove', { name: 'Brief vom Vermieter.pdf' }) })).toBeVisible();
    // Keyboard: the send button is reached and pressed without a pointer.
    await conversation.getByRole('button', { name: t('compose.send') }).focus();
    await page.keyboard.press('Enter');
    await expect(conversation.getByText(t('compose.sent'))).toBeVisible();
    const mine = conversation.getByRole('article', { name: t('you') });
    await expect(mine).toContainText('Mein Vermieter schreibt <b>nein</b>.');
    await expect(mine.getByRole('link', { name: t('download', { name: 'Brief vom Vermieter.pdf' }) })).toBeVisible();

    // The caseworker answers through the CLI with an attachment.
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-attach-'));
    const attachment = path.join(folder, 'Antwort des Vermieters.png');
    const png = Buffer.from(samplePng(4, 4, true));
    fs.writeFileSync(attachment, png);
    const answered = await casesCli(['message', customer.reference, '--text', '<p>Wir haben <strong>Quittung-Zebra</strong> geprüft.</p>', '--attach', attachment]);
    expect(answered.code, answered.stderr).toBe(0);
    fs.rmSync(folder, { recursive: true, force: true });

    // The e-mail says only that something is waiting, in the case's language, with the link.
    let mail: Awaited<ReturnType<typeof outboxMails>>[number] | undefined;
    await expect
      .poll(async () => {
        mail = (await outboxMails(e2eMailDir, customer.email)).find((each) => /_case_message_/.test(each.file));
        return mail?.subject;
      })
      .toBe(localize(language, 'caseMail:message.subject', { reference: customer.reference }));
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/Quittung-Zebra|Antwort des Vermieters/);
    const link = mail!.links.find((each) => each.includes('#messages'))!;
    expect(pathOf(link)).toBe(casePage);

    // The dashboard marks the case's new message.
    await page.goto(routePath('dashboard', language));
    await expect(page.getByText(t('dashboard.unread_one', { count: 1 }))).toBeVisible();
    await page.getByRole('link', { name: new RegExp(t('dashboard.link')) }).click();
    await expect(page).toHaveURL(new RegExp(`${casePage.replace(/[?]/g, '\\?')}#messages$`));

    // The answer, marked new, with its attachment to download.
    const answer = page.getByRole('region', { name: t('title') }).getByRole('article', { name: 'Klarfall' });
    await expect(answer).toContainText('Quittung-Zebra');
    await expect(answer.getByText(t('unread'), { exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      answer.getByRole('link', { name: t('download', { name: 'Antwort des Vermieters.png' }) }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Antwort des Vermieters.png');
    expect(fs.readFileSync(await download.path())).toEqual(png);

    // Read now: no mark on the next visit, nor on the dashboard.
    await page.reload();
    await expect(page.getByRole('article', { name: 'Klarfall' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Klarfall' }).getByText(t('unread'), { exact: true })).toHaveCount(0);
    await page.goto(routePath('dashboard', language));
    await expect(page.getByRole('link', { name: new RegExp(t('dashboard.link')) })).toBeVisible();
    await expect(page.getByText(t('dashboard.unread_one', { count: 1 }))).toHaveCount(0);

    // Every document of the case, with a download only the owner can make: not through the status link.
    await page.goto(casePage);
    const documents = page.getByRole('region', { name: localize(language, 'caseOrder:documents.title') });
    await expect(documents.getByRole('link', { name: localize(language, 'caseOrder:documents.download', { name: 'Antwort des Vermieters.png' }) })).toBeVisible();
    await expect(documents.getByRole('link', { name: localize(language, 'caseOrder:documents.download', { name: 'Brief vom Vermieter.pdf' }) })).toBeVisible();
    const documentList = await request.get(`/api/cases/${customer.caseId}/documents`);
    expect(((await documentList.json()) as { documents: unknown[] }).documents).toEqual([]);

    // Usable on a phone: nothing wider than the screen.
    if (language === 'en') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('a visitor with only the status link is asked to sign in for the messages', async ({ page, request, baseURL }) => {
  const customer = await customerWithCase(request, baseURL!, 'de', 'deposit');
  await page.goto(`${routePath('caseStatus', 'de')}?id=${customer.caseId}`);
  const conversation = page.getByRole('region', { name: localize('de', 'messages:title') });
  await expect(conversation).toContainText(localize('de', 'messages:signedOut.text'));
  await expect(conversation.getByRole('link', { name: localize('de', 'messages:signedOut.action') })).toHaveAttribute('href', routePath('signIn', 'de'));
  await expect(conversation.getByRole('textbox')).toHaveCount(0);
});

/** A PNG that announces an animation (an "acTL" chunk before the image data): the service takes only still images. */
function animatedPng(): Buffer {
  const png = Buffer.from(samplePng(2, 2));
  // Signature (8) and the header chunk (4 length + 4 type + 13 data + 4 checksum).
  const afterHeader = 33;
  const control = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('acTL'), Buffer.from([0, 0, 0, 1, 0, 0, 0, 0]), Buffer.alloc(4)]);
  return Buffer.concat([png.subarray(0, afterHeader), control, png.subarray(afterHeader)]);
}

for (const [language, width] of [['de', 1280], ['en', 390]] as const) {
  test(`a refused attachment never blocks the message: named at the picker, off the list, the rest sent (${language}, ${width} px)`, async ({ page, request, baseURL, context }) => {
    test.setTimeout(60_000);
    const t = (key: string, values: Record<string, string | number> = {}) => localize(language, `messages:${key}`, values);
    const customer = await customerWithCase(request, baseURL!, language, 'deposit');
    await context.addCookies([customer.cookie]);
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${routePath('caseStatus', language)}?id=${customer.caseId}#messages`);
    const conversation = page.getByRole('region', { name: t('title') });
    const picker = conversation.getByLabel(t('compose.files'));
    await expect(conversation.getByText(t('compose.filesHint', { max: 10 }))).toBeVisible();
    await conversation.getByRole('textbox', { name: t('compose.label') }).fill('Anbei meine Unterlagen.');

    // Refused in the browser, before anything travels: a program named ".pdf" and a 20 MB file, each with its reason.
    const letter = Buffer.from(await samplePdf('Brief'));
    await picker.setInputFiles([
      { name: 'Rechnung.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0x90)]) },
      { name: 'Scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([letter, Buffer.alloc(20 * 1024 * 1024)]) },
      { name: 'Brief.pdf', mimeType: 'application/pdf', buffer: letter },
    ]);
    const refusal = (name: string, code: string, values: Record<string, number> = {}) => t('compose.notAttached', { name, reason: localize(language, `errors:${code}`, values) });
    await expect(conversation.getByText(refusal('Rechnung.pdf', 'document_unsupported_type'))).toBeVisible();
    await expect(conversation.getByText(refusal('Scan.pdf', 'document_too_large', { max: 10 }))).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    const chosen = conversation.getByRole('list', { name: t('compose.chosen') });
    await expect(chosen.getByRole('listitem')).toHaveCount(1);
    await expect(chosen.getByRole('button', { name: t('compose.remove', { name: 'Brief.pdf' }) })).toBeVisible();

    // The service refuses what the browser let through (an animated PNG): the message waits, the file leaves the list.
    await picker.setInputFiles([{ name: 'Foto.png', mimeType: 'image/png', buffer: animatedPng() }]);
    await expect(chosen.getByRole('listitem')).toHaveCount(2);
    await conversation.getByRole('button', { name: t('compose.send') }).click();
    await expect(conversation.getByText(refusal('Foto.png', 'document_unsupported_type'))).toBeVisible();
    await expect(conversation.getByText(t('compose.notSent'))).toBeVisible();
    await expect(picker).toBeFocused();
    await expect(chosen.getByRole('listitem')).toHaveCount(1);

    // "Send" again sends the message with the file that was fine.
    await conversation.getByRole('button', { name: t('compose.send') }).click();
    await expect(conversation.getByText(t('compose.sent'))).toBeVisible();
    const mine = conversation.getByRole('article', { name: t('you') });
    await expect(mine).toContainText('Anbei meine Unterlagen.');
    await expect(mine.getByRole('link', { name: t('download', { name: 'Brief.pdf' }) })).toBeVisible();
    await expect(mine.getByRole('link')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
