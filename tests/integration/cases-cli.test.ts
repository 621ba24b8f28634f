import { type CliIo, exitCodes, runCli } from '../../scripts/cases/cli';
import { outboxMails } from '../support/mail-outbox';
import { backofficeKey } from './support/cases';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

function terminal(env: Record<string, string | undefined> = {}, files: Record<string, string> = {}) {
  const out: string[] = [];
  const written: Record<string, Uint8Array> = {};
  const err: string[] = [];
  const io: CliIo = {
    env: { APP_URL: server.url, BACKOFFICE_API_KEY: backofficeKey, ...env },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    readFile: (path) => {
      if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT', path });
      return files[path];
    },
    readBytes: (path) => {
      if (!(path in files)) throw Object.assign(new Error('missing'), { code: 'ENOENT', path });
      return Buffer.from(files[path], 'latin1');
    },
    writeFile: (path, content, { overwrite }) => {
      if (!overwrite && (path in written || path in files)) throw Object.assign(new Error('exists'), { code: 'EEXIST', path });
      written[path] = content;
    },
  };
  return { io, out: () => out.join('\n'), err: () => err.join('\n'), written };
}

async function cli(args: string[], env?: Record<string, string | undefined>, files?: Record<string, string>) {
  const t = terminal(env, files);
  const code = await runCli(args, t.io);
  return { code, out: t.out(), err: t.err() };
}

async function createJson(args: string[]) {
  const result = await cli(['create', ...args, '--json']);
  expect(result).toMatchObject({ code: 0 });
  return JSON.parse(result.out).case as { reference_number: string; id: string; email: string; status_page_url: string };
}

describe('cases CLI', () => {
  it('opens a case, says where its status page is and that the customer got a mail', async () => {
    const { code, out } = await cli(['create', '--email', 'Cli.Kunde@example.org', '--product', 'rent-brake', '--language', 'en']);
    expect(code).toBe(exitCodes.ok);
    expect(out).toMatch(/^Case opened\./);
    expect(out).toMatch(/Case \d{4}-\w{4}-\w{4}: Rent brake \(rent-brake\)/);
    expect(out).toContain('cli.kunde@example.org (writes in en)');
    expect(out).toMatch(/Status page {2}http:\/\/portal\.test\/en\/case\?id=[\w-]{43}/);
    expect(out).toContain('E-mail to cli.kunde@example.org: sent');
    expect(await outboxMails(server.mailDir, 'cli.kunde@example.org')).not.toHaveLength(0);
  });

  it('adds entries from an option, a file or standard input, and shows the history', async () => {
    const opened = await createJson(['--email', 'file@example.org', '--product', 'deposit', '--no-mail']);
    expect(await cli(['add-entry', opened.reference_number, '--title', 'Frist gesetzt', '--text', '<p>Bis <strong>30.06.</strong></p>', '--date', '2026-01-10'])).toMatchObject({
      code: 0,
      out: expect.stringContaining('Entry added.'),
    });
    expect(
      await cli(['add-entry', opened.reference_number.toLowerCase(), '--title', 'Aus Datei', '--file', 'entry.html', '--no-mail'], {}, { 'entry.html': '<ul><li>eins</li><li>zwei</li></ul>' }),
    ).toMatchObject({ code: 0, out: expect.stringContaining('E-mail: not sent (--no-mail).') });
    const shown = await cli(['show', opened.reference_number]);
    expect(shown.code).toBe(0);
    expect(shown.out).toContain('10.01.2026  Frist gesetzt');
    expect(shown.out).toContain('Bis 30.06.');
    expect(shown.out).toContain('• eins');
  });

  it('sets a status with its own text and lists cases by filter', async () => {
    const opened = await createJson(['--email', 'status@example.org', '--product', 'dismissal', '--no-mail']);
    const set = await cli(['status', opened.reference_number, 'court', '--text', 'Termin am 3. März']);
    expect(set.code).toBe(0);
    expect(set.out).toContain('Gerichtsverfahren (court)');
    expect(set.out).toContain('Termin am 3. März [own text]');
    const listed = await cli(['list', '--email', 'status@example.org', '--status', 'court']);
    expect(listed.out).toContain(opened.reference_number);
    expect(listed.out).toContain('1–1 of 1');
    expect((await cli(['list', '--email', 'nobody@example.org'])).out).toBe('No cases match.');
    const updated = await cli(['update', opened.reference_number, '--clear-status-text', '--reply-to', 'arbeit@klarfall.de']);
    expect(updated.out).toContain('Reply to     arbeit@klarfall.de');
    expect(updated.out).not.toContain('[own text]');
  });

  it('names the options the portal refused and exits with 1', async () => {
    const result = await cli(['create', '--email', 'nope', '--product', 'lawsuit', '--entry-title', 'x']);
    expect(result.code).toBe(exitCodes.refused);
    expect(result.err).toContain('--email: Email format is invalid (is_not_an_email)');
    expect(result.err).toContain('--product: There is no such product. Possible: rent-brake,');
    expect(result.err).toContain('--entry-text: Please fill in this field. (required)');
    const unknown = await cli(['show', '2026-AAAA-AAAA']);
    expect(unknown).toMatchObject({ code: exitCodes.refused, err: expect.stringContaining('<reference>: No case has this reference number.') });
  });

  it('explains wrong usage and exits with 2', async () => {
    expect(await cli([])).toMatchObject({ code: exitCodes.usage, err: expect.stringContaining('Usage: npm run cases --') });
    expect(await cli(['explode'])).toMatchObject({ code: exitCodes.usage, err: expect.stringContaining('Unknown command "explode"') });
    expect(await cli(['create', '--colour', 'red'])).toMatchObject({ code: exitCodes.usage, err: expect.stringContaining("Unknown option '--colour'") });
    expect(await cli(['show'])).toMatchObject({ code: exitCodes.usage, err: expect.stringContaining('show takes <reference>') });
    expect(await cli(['add-entry', 'x', '--title', 't', '--text', 'a', '--file', 'b'])).toMatchObject({
      code: exitCodes.usage,
      err: 'Give either --text or --file, not both.',
    });
    expect(await cli(['add-entry', '2026-AAAA-AAAA', '--title', 't', '--file', 'missing.html'])).toMatchObject({
      code: exitCodes.usage,
      err: 'Cannot read missing.html: ENOENT.',
    });
  });

  it('helps in general and per command', async () => {
    const general = await cli(['--help']);
    expect(general.code).toBe(0);
    for (const command of ['create', 'show', 'list', 'status', 'update', 'add-entry', 'products', 'statuses']) expect(general.out).toContain(`  ${command}`);
    expect(general.out).toContain('BACKOFFICE_API_KEY');
    expect((await cli(['help', 'add-entry'])).out).toContain('--date YYYY-MM-DD');
    expect((await cli(['create', '-h'])).out).toContain('--reply-to <address>');
  });

  it('lists products and statuses without a portal', async () => {
    const products = await cli(['products'], { BACKOFFICE_API_KEY: undefined, APP_URL: 'http://127.0.0.1:1' });
    expect(products.code).toBe(0);
    expect(products.out).toContain('termination-agreement  Aufhebungsvertrag / Termination agreement');
    expect((await cli(['statuses'])).out).toContain('documents_requested  Unterlagen benötigt / Documents needed');
  });

  it('says what is wrong with the connection and exits with 3', async () => {
    expect(await cli(['list'], { BACKOFFICE_API_KEY: '' })).toMatchObject({ code: exitCodes.unavailable, err: expect.stringContaining('BACKOFFICE_API_KEY is not set') });
    expect(await cli(['list'], { BACKOFFICE_API_KEY: 'wrong' })).toMatchObject({
      code: exitCodes.unavailable,
      err: expect.stringContaining('refused the back-office key'),
    });
    expect(await cli(['list'], { APP_URL: 'http://127.0.0.1:1' })).toMatchObject({
      code: exitCodes.unavailable,
      err: expect.stringContaining('Cannot reach the portal at http://127.0.0.1:1'),
    });
  });
});
