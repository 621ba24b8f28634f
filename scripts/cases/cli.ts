import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { backofficeClient } from '../../src/api-client/backoffice';
import { appUrlOf } from '../../src/basics/public-origin';
import { type CliIo, type Command, commandHelp, exitCodes, fieldNames, parserOptions, type Values } from './command';
import { addEntry } from './commands/add-entry';
import { create } from './commands/create';
import { createAdmin } from './commands/create-admin';
import { download } from './commands/download';
import { list } from './commands/list';
import { message, messages } from './commands/message';
import { products } from './commands/products';
import { review, reviews } from './commands/reviews';
import { show } from './commands/show';
import { status } from './commands/status';
import { statuses } from './commands/statuses';
import { update } from './commands/update';
import { reportFailure } from './report';

/**
 * `npm run cases -- <command>`: the provider's terminal for cases. Every command is one call to the
 * back-office API of a running portal (src/contracts/backoffice.ts); each lives in commands/.
 */
export const commands: readonly Command[] = [create, show, list, download, status, update, addEntry, message, messages, reviews, review, products, statuses, createAdmin];

export { exitCodes, type CliIo };

const commandNamed = (name: string) => commands.find((command) => command.name === name);

function generalHelp(): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  return [
    'Usage: npm run cases -- <command> [arguments] [options]',
    '',
    "Opens and updates customers' cases, and decides on their ratings, through the back-office API of a running portal.",
    '',
    'Commands:',
    ...commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  Show help for a command: help <command>`,
    '',
    'Options for every command:',
    "  --json      print the portal's answer as JSON",
    '  -h, --help  show help',
    '',
    'Environment (also read from .env.local and .env):',
    '  APP_URL             the portal, e.g. https://portal.example (default http://localhost:$PORT, PORT 3000)',
    "  BACKOFFICE_API_KEY  the portal's back-office key (required)",
    '',
    'Exit codes: 0 done, 1 refused by the portal (bad input, unknown case), 2 wrong usage,',
    '            3 portal unreachable, key missing or refused, back office switched off.',
  ].join('\n');
}

/** Reads a command's arguments and options; says what is wrong with them, if anything. */
function parse(command: Command, argv: string[]): { values: Values; args: Record<string, string> } | string {
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...parserOptions(command), json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as { values: Values; positionals: string[] };
  } catch (error) {
    return `${(error as Error).message}\n\n${commandHelp(command)}`;
  }
  const names = (command.arguments ?? []).map((argument) => argument.name);
  if (!parsed.values.help && parsed.positionals.length !== names.length) {
    return `${command.name} takes ${names.length ? names.map((name) => `<${name}>`).join(' ') : 'no arguments'}.\n\n${commandHelp(command)}`;
  }
  for (const option of command.options ?? []) {
    if (option.insteadOf && parsed.values[option.insteadOf] !== undefined && parsed.values[option.name] !== undefined) {
      return `Give either --${option.insteadOf} or --${option.name}, not both.`;
    }
  }
  return { values: parsed.values, args: Object.fromEntries(names.map((name, index) => [name, parsed.positionals[index]])) };
}

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '-h' || name === '--help') {
    (name ? io.out : io.err)(generalHelp());
    return name ? exitCodes.ok : exitCodes.usage;
  }
  if (name === 'help') {
    const topic = rest[0] ? commandNamed(rest[0]) : undefined;
    if (rest[0] && !topic) {
      io.err(`Unknown command "${rest[0]}". Commands: ${commands.map((command) => command.name).join(', ')}.`);
      return exitCodes.usage;
    }
    io.out(topic ? commandHelp(topic) : generalHelp());
    return exitCodes.ok;
  }
  const command = commandNamed(name);
  if (!command) {
    io.err(`Unknown command "${name}". Run \`npm run cases -- --help\` for the list.`);
    return exitCodes.usage;
  }
  const parsed = parse(command, rest);
  if (typeof parsed === 'string') {
    io.err(parsed);
    return exitCodes.usage;
  }
  if (parsed.values.help) {
    io.out(commandHelp(command));
    return exitCodes.ok;
  }

  const apiKey = io.env.BACKOFFICE_API_KEY?.trim();
  if (!command.offline && !apiKey) {
    io.err('BACKOFFICE_API_KEY is not set. Set it to the key the portal runs with (in the environment or .env).');
    return exitCodes.unavailable;
  }
  const client = backofficeClient(appUrlOf(io.env), apiKey ?? '');
  const fields = fieldNames(command);
  try {
    return await command.run({
      ...parsed,
      client,
      io,
      json: Boolean(parsed.values.json),
      fail: (failure) => reportFailure(io, client.baseUrl, failure, fields),
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT' || failure.code === 'EACCES' || failure.code === 'EISDIR') {
      io.err(`Cannot ${command.name === 'download' ? 'write' : 'read'} ${failure.path ?? 'the file'}: ${failure.code}.`);
      return exitCodes.usage;
    }
    if (failure.code === 'EEXIST') {
      io.err(`${failure.path ?? 'The file'} exists already. Name another file with --out (which overwrites).`);
      return exitCodes.usage;
    }
    throw error;
  }
}

/** The process's own input and output, for scripts/cases.ts. */
export const processIo = (): CliIo => ({
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readFile: (path) => fs.readFileSync(path === '-' ? 0 : path, 'utf8'),
  readBytes: (path) => new Uint8Array(fs.readFileSync(path)),
  writeFile: (path, content, { overwrite }) => {
    if (path === '-') process.stdout.write(content);
    else fs.writeFileSync(path, content, { flag: overwrite ? 'w' : 'wx' });
  },
});
