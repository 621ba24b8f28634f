import { simpleParser } from 'mailparser';
import { testServerForFile } from '../support/test-server';
import { startSmtpSink } from '../support/smtp-sink';
import { mailsTo, openLink, register, setUpAccountTests, uniqueEmail } from '../support/accounts';

const server = testServerForFile();
setUpAccountTests();

describe('mail delivery', () => {
  it('writes to the outbox without SMTP_URL and logs the file and its links', async () => {
    const email = await register(server);
    const [mail] = await mailsTo(server, email);
    const line = (console.log as jest.Mock).mock.calls.map(([text]) => String(text)).find((text) => text.includes(email));
    expect(JSON.parse(line!)).toMatchObject({
      level: 'info',
      message: 'mail written to outbox',
      kind: 'confirmation',
      to: email,
      file: mail.file,
      links: mail.links,
    });
  });

  it('goes over SMTP when SMTP_URL is set, and then not to the outbox', async () => {
    const sink = await startSmtpSink();
    process.env.SMTP_URL = sink.url;
    try {
      const email = await register(server, uniqueEmail(), { locale: 'en' });
      await mailsTo(server, email);
      expect(sink.messages).toHaveLength(1);
      const [message] = sink.messages;
      expect(message.to).toEqual([`<${email}>`]);
      expect(message.from).toBe('<info@klarfall.de>');
      const parsed = await simpleParser(message.data);
      expect(parsed.subject).toBe('Please confirm your email address');
      expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');
      const link = parsed.text!.match(/https?:\/\/\S+/)![0];
      expect((await openLink(server, link)).headers.get('location')).toBe('http://portal.test/en/signin?confirmed=true');
      expect(await mailsTo(server, email)).toEqual([]);
    } finally {
      delete process.env.SMTP_URL;
      await sink.close();
    }
  });

  it('uses MAIL_FROM as the sender', async () => {
    process.env.MAIL_FROM = '"Klarfall Konto" <konto@klarfall.de>';
    try {
      const [mail] = await mailsTo(server, await register(server));
      expect(mail.from).toBe('"Klarfall Konto" <konto@klarfall.de>');
    } finally {
      delete process.env.MAIL_FROM;
    }
  });
});
