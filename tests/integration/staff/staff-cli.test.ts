import { type CliIo, exitCodes, runCli } from '../../../scripts/cases/cli';
import { backofficeKey } from '../support/cases';
import { testServerForFile } from '../support/test-server';
import { enrol, staffSignIn } from '../support/staff';

const server = testServerForFile();

async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = {
    env: { APP_URL: server.url, BACKOFFICE_API_KEY: backofficeKey },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    readFile: () => '',
    readBytes: () => new Uint8Array(),
    writeFile: () => undefined,
  };
  const code = await runCli(args, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run cases -- create-admin', () => {
  it('creates an admin and prints a one-time enrolment link that leads to a signed-in admin', async () => {
    const { code, out } = await cli(['create-admin', '--email', 'Alex.Admin@Provider.example', '--name', 'Alex Admin', '--language', 'en']);
    expect(code).toBe(exitCodes.ok);
    expect(out).toContain('Admin created: Alex Admin <alex.admin@provider.example>');
    const link = /http:\/\/portal\.test\/en\/backoffice\/enrol\?token=[\w-]+/.exec(out)?.[0];
    expect(link).toBeDefined();
    const { secret } = await enrol(server, link!);
    expect(await staffSignIn(server, 'alex.admin@provider.example', secret)).toMatch(/^klarfall_staff=/);
  });

  it('names the option behind a refused value, and refuses an address twice', async () => {
    expect(await cli(['create-admin', '--email', 'kein-at', '--name', 'Alex Admin'])).toMatchObject({ code: exitCodes.refused, err: expect.stringContaining('--email') });
    await cli(['create-admin', '--email', 'zweimal@provider.example', '--name', 'Zoe Zwei']);
    expect(await cli(['create-admin', '--email', 'zweimal@provider.example', '--name', 'Zoe Zwei'])).toMatchObject({ code: exitCodes.refused });
  });
});
