import fs from 'node:fs';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { productNames, productTitle } from '../../src/server/cases/products';
import { caseStatuses, statusDescription, statusLabel } from '../../src/server/cases/statuses';
import { type ApiErrorItem, type BackofficeClient, backofficeClient, type ClientResult } from './backoffice-client';
import { type CaseJson, formatCase, formatCaseLine } from './format';

/**
 * `npm run cases -- <command>`: the provider's terminal for cases. Every command is one call to the
 * back-office API of a running portal (see src/server/cases/backoffice-routes.ts).
 */
export const exitCodes = {
  ok: 0,
  /** The portal refused the request: invalid input or an unknown case. */
  refused: 1,
  /** Wrong use of the CLI: unknown command or option, missing argument. */
  usage: 2,
  /** The CLI cannot work: no key, portal unreachable, key refused, back office switched off. */
  unavailable: 3,
} as const;

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  fetch?: typeof fetch;
}

type Options = NonNullable<ParseArgsConfig['options']>;
type Values = Record<string, string | boolean | undefined>;

interface Context {
  command: Command;
  values: Values;
  positionals: string[];
  client: BackofficeClient;
  io: CliIo;
  json: boolean;
}

interface Command {
  summary: string;
  usage: string;
  details: string;
  options: Options;
  positionals: string[];
  /** API error paths as the user knows them (options and arguments). */
  fields?: Record<string, string>;
  /** Commands that need no portal. */
  offline?: boolean;
  run(context: Context): Promise<number>;
}

const str = (values: Values, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);

/** Entry text from --text or --file (`-` reads standard input). */
function entryText(values: Values, io: CliIo, textOption: string, fileOption: string): string | undefined {
  const file = str(values, fileOption);
  if (file !== undefined) return io.readFile(file);
  return str(values, textOption);
}

async function printCase(context: Context, result: ClientResult, heading: string): Promise<number> {
  if (!result.ok) return reportFailure(context, result);
  if (context.json) {
    context.io.out(JSON.stringify(result.data, null, 2));
    return exitCodes.ok;
  }
  const item = result.data.case as CaseJson;
  context.io.out(`${heading}\n\n${formatCase(item)}`);
  const notification = result.data.notification;
  if (notification === 'sent') context.io.out(`\nE-mail to ${item.email}: sent, with the link to the status page.`);
  if (notification === 'skipped') context.io.out('\nE-mail: not sent (--no-mail).');
  if (notification === 'failed') {
    context.io.err(`\nE-mail to ${item.email}: NOT sent – the portal could not deliver it (see the portal's log). The change itself is saved.`);
  }
  return exitCodes.ok;
}

const caseFields = {
  'case.email': '--email',
  'case.product_name': '--product',
  'case.language': '--language',
  'case.status': '--status',
  'case.status_description': '--status-text',
  'case.reply_email': '--reply-to',
  'case.first_entry.short': '--entry-title',
  'case.first_entry.description': '--entry-text',
  'case.first_entry.date': '--entry-date',
  reference: '<reference>',
};

const entryFields = { 'entry.short': '--title', 'entry.description': '--text', 'entry.date': '--date', reference: '<reference>' };

export const commands: Record<string, Command> = {
  create: {
    summary: 'Open a case and e-mail the customer the link to its status page',
    usage: 'create --email <address> --product <name> [options]',
    details: [
      'Options:',
      '  --email <address>       the customer\'s e-mail; their account shows the case (required)',
      '  --product <name>        the product, see `products` (required)',
      '  --language de|en        the language the customer is written to in (default de)',
      '  --status <status>       the starting status, see `statuses` (default received)',
      '  --status-text <text>    your own words on the status instead of the standard text',
      '  --reply-to <address>    where the customer\'s replies go (default: the info mailbox)',
      '  --entry-title <text>    first history entry instead of "case received", with',
      '  --entry-text <html>     its description (HTML) or',
      '  --entry-file <path>     a file holding it (- for standard input)',
      '  --entry-date YYYY-MM-DD the entry\'s date (default today)',
      '  --no-mail               do not e-mail the customer',
      '',
      'Example:',
      '  npm run cases -- create --email kim@example.org --product rent-brake --language en',
    ].join('\n'),
    options: {
      email: { type: 'string' },
      product: { type: 'string' },
      language: { type: 'string' },
      status: { type: 'string' },
      'status-text': { type: 'string' },
      'reply-to': { type: 'string' },
      'entry-title': { type: 'string' },
      'entry-text': { type: 'string' },
      'entry-file': { type: 'string' },
      'entry-date': { type: 'string' },
      'no-mail': { type: 'boolean' },
    },
    positionals: [],
    fields: caseFields,
    async run(context) {
      const { values } = context;
      const entryTitle = str(values, 'entry-title');
      const entryDescription = entryText(values, context.io, 'entry-text', 'entry-file');
      const firstEntry =
        entryTitle !== undefined || entryDescription !== undefined
          ? { short: entryTitle, description: entryDescription, date: str(values, 'entry-date') }
          : undefined;
      const body = {
        case: {
          email: str(values, 'email'),
          product_name: str(values, 'product'),
          language: str(values, 'language'),
          status: str(values, 'status'),
          status_description: str(values, 'status-text'),
          reply_email: str(values, 'reply-to'),
          first_entry: firstEntry,
        },
        notify: !values['no-mail'],
      };
      return printCase(context, await context.client.call('POST', '/api/backoffice/cases', { body }), 'Case opened.');
    },
  },

  show: {
    summary: 'Show a case with its history',
    usage: 'show <reference>',
    details: 'The reference number may be typed in any case, with or without dashes.',
    options: {},
    positionals: ['reference'],
    fields: { reference: '<reference>' },
    async run(context) {
      const [reference] = context.positionals;
      return printCase(context, await context.client.call('GET', `/api/backoffice/cases/${encodeURIComponent(reference)}`), '');
    },
  },

  list: {
    summary: 'List cases, newest first',
    usage: 'list [--email <address>] [--status <status>] [--product <name>] [--limit <n>] [--offset <n>]',
    details: 'Without filters, lists all cases. --limit is at most 100 (default 20).',
    options: {
      email: { type: 'string' },
      status: { type: 'string' },
      product: { type: 'string' },
      limit: { type: 'string' },
      offset: { type: 'string' },
    },
    positionals: [],
    fields: { email: '--email', status: '--status', product_name: '--product', limit: '--limit', offset: '--offset' },
    async run(context) {
      const { values } = context;
      const result = await context.client.call('GET', '/api/backoffice/cases', {
        query: {
          email: str(values, 'email'),
          status: str(values, 'status'),
          product_name: str(values, 'product'),
          limit: str(values, 'limit'),
          offset: str(values, 'offset'),
        },
      });
      if (!result.ok) return reportFailure(context, result);
      if (context.json) {
        context.io.out(JSON.stringify(result.data, null, 2));
        return exitCodes.ok;
      }
      const { cases, total, offset } = result.data as { cases: CaseJson[]; total: number; offset: number };
      if (cases.length === 0) {
        context.io.out(total === 0 ? 'No cases match.' : `No cases on this page (${total} in all).`);
        return exitCodes.ok;
      }
      context.io.out(['Reference       Opened      Status               Product                Customer', ...cases.map(formatCaseLine)].join('\n'));
      context.io.out(`\n${offset + 1}–${offset + cases.length} of ${total}`);
      return exitCodes.ok;
    },
  },

  status: {
    summary: 'Set the status of a case',
    usage: 'status <reference> <status> [--text <text>]',
    details: [
      'The customer sees the status on the status page and in the account. Without --text the',
      'status\'s standard description applies (your earlier own text is dropped). No e-mail is',
      'sent; add a history entry to tell the customer.',
    ].join('\n'),
    options: { text: { type: 'string' } },
    positionals: ['reference', 'status'],
    fields: { 'case.status': '<status>', 'case.status_description': '--text', reference: '<reference>' },
    async run(context) {
      const [reference, status] = context.positionals;
      const body = { case: { status, status_description: str(context.values, 'text') } };
      const result = await context.client.call('PATCH', `/api/backoffice/cases/${encodeURIComponent(reference)}`, { body });
      return printCase(context, result, 'Status set.');
    },
  },

  update: {
    summary: 'Correct a case\'s e-mail, language, reply address or status text',
    usage: 'update <reference> [--email <address>] [--language de|en] [--reply-to <address>|default] [--status-text <text>|--clear-status-text]',
    details: 'Give at least one option. `--reply-to default` returns to the info mailbox.',
    options: {
      email: { type: 'string' },
      language: { type: 'string' },
      'reply-to': { type: 'string' },
      'status-text': { type: 'string' },
      'clear-status-text': { type: 'boolean' },
    },
    positionals: ['reference'],
    fields: caseFields,
    async run(context) {
      const { values } = context;
      const [reference] = context.positionals;
      const replyTo = str(values, 'reply-to');
      const changes: Record<string, unknown> = {
        email: str(values, 'email'),
        language: str(values, 'language'),
        reply_email: replyTo === 'default' ? null : replyTo,
        status_description: values['clear-status-text'] ? null : str(values, 'status-text'),
      };
      const body = { case: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) };
      const result = await context.client.call('PATCH', `/api/backoffice/cases/${encodeURIComponent(reference)}`, { body });
      return printCase(context, result, 'Case updated.');
    },
  },

  'add-entry': {
    summary: 'Add a dated entry to a case\'s history and e-mail the customer',
    usage: 'add-entry <reference> --title <text> (--text <html> | --file <path>) [--date YYYY-MM-DD] [--no-mail]',
    details: [
      'Options:',
      '  --title <text>      short title, one line, at most 120 characters (also the mail\'s subject)',
      '  --text <html>       the description; HTML with paragraphs, lists, emphasis and links',
      '  --file <path>       read the description from a file (- for standard input)',
      '  --date YYYY-MM-DD   the day the entry is about (default today; not in the future)',
      '  --no-mail           do not e-mail the customer',
      '',
      'Scripts, event handlers and javascript: links never reach the customer: descriptions are',
      'sanitised whenever they are shown.',
    ].join('\n'),
    options: {
      title: { type: 'string' },
      text: { type: 'string' },
      file: { type: 'string' },
      date: { type: 'string' },
      'no-mail': { type: 'boolean' },
    },
    positionals: ['reference'],
    fields: entryFields,
    async run(context) {
      const { values } = context;
      const [reference] = context.positionals;
      const body = {
        entry: { short: str(values, 'title'), description: entryText(values, context.io, 'text', 'file'), date: str(values, 'date') },
        notify: !values['no-mail'],
      };
      const result = await context.client.call('POST', `/api/backoffice/cases/${encodeURIComponent(reference)}/history`, { body });
      return printCase(context, result, 'Entry added.');
    },
  },

  products: {
    summary: 'List the product names',
    usage: 'products',
    details: '',
    options: {},
    positionals: [],
    offline: true,
    async run({ io, json }) {
      if (json) io.out(JSON.stringify(productNames.map((name) => ({ name, title: { de: productTitle(name, 'de'), en: productTitle(name, 'en') } })), null, 2));
      else io.out(productNames.map((name) => `${name.padEnd(22)} ${productTitle(name, 'de')} / ${productTitle(name, 'en')}`).join('\n'));
      return exitCodes.ok;
    },
  },

  statuses: {
    summary: 'List the statuses with their standard descriptions',
    usage: 'statuses',
    details: '',
    options: {},
    positionals: [],
    offline: true,
    async run({ io, json }) {
      if (json) {
        io.out(JSON.stringify(caseStatuses.map((name) => ({ name, label: statusLabel(name, 'en'), description: statusDescription(name, 'en') })), null, 2));
      } else {
        io.out(caseStatuses.map((name) => `${name.padEnd(20)} ${statusLabel(name, 'de')} / ${statusLabel(name, 'en')}\n${' '.repeat(21)}${statusDescription(name, 'en')}`).join('\n'));
      }
      return exitCodes.ok;
    },
  },
};

const codeTexts: Record<string, string> = {
  required: 'is missing',
  invalid_type: 'has the wrong type',
  is_not_an_email: 'is not an e-mail address',
  unknown_product: 'is not a product: {allowed}',
  unknown_status: 'is not a status: {allowed}',
  unsupported_language: 'must be de or en',
  too_long: 'is too long (at most {max} characters)',
  too_large: 'is too large (at most {max})',
  too_small: 'is too small (at least {min})',
  single_line: 'must be a single line',
  invalid_date: 'is not a date (YYYY-MM-DD)',
  in_future: 'lies in the future',
  no_changes: 'nothing to change: give at least one option',
  not_found: 'no case has this reference number',
  unknown_field: 'unknown field {fields}',
  repeated: 'is given more than once',
};

const fill = (text: string, params: Record<string, unknown> = {}) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));

function reportFailure(context: Context, result: Exclude<ClientResult, { ok: true }>): number {
  const { io } = context;
  if (result.kind === 'unreachable') {
    io.err(result.message);
    return exitCodes.unavailable;
  }
  const codes = result.errors.map((error) => error.code);
  if (result.status === 401) {
    io.err(`The portal at ${context.client.baseUrl} refused the back-office key. Check BACKOFFICE_API_KEY: it must be the portal's.`);
    return exitCodes.unavailable;
  }
  if (codes.includes('not_configured')) {
    io.err(`The back office of the portal at ${context.client.baseUrl} is switched off: start the portal with BACKOFFICE_API_KEY set.`);
    return exitCodes.unavailable;
  }
  if (codes.includes('too_many_requests')) {
    const retry = result.errors.find((error) => error.code === 'too_many_requests')?.params?.retryAfter;
    io.err(`Too many wrong keys from this address. Try again in ${retry ?? 'a few'} seconds.`);
    return exitCodes.unavailable;
  }
  if (result.status >= 500) {
    io.err(`The portal failed (${result.status}: ${codes.join(', ')}). See the portal's log.`);
    return exitCodes.unavailable;
  }
  const fields = context.command.fields ?? {};
  io.err('The portal refused this:');
  for (const error of result.errors as ApiErrorItem[]) {
    const where = error.path ? (fields[error.path] ?? error.path) : '';
    const text = fill(codeTexts[error.code] ?? error.code, error.params);
    io.err(`  ${where ? `${where} ` : ''}${text}${codeTexts[error.code] ? ` (${error.code})` : ''}`);
  }
  return exitCodes.refused;
}

function generalHelp(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    'Usage: npm run cases -- <command> [arguments] [options]',
    '',
    'Opens and updates customers\' cases through the back-office API of a running portal.',
    '',
    'Commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  Show help for a command: help <command>`,
    '',
    'Options for every command:',
    '  --json      print the portal\'s answer as JSON',
    '  -h, --help  show help',
    '',
    'Environment (also read from .env.local and .env):',
    '  APP_URL             the portal, e.g. https://portal.example (default http://localhost:3000)',
    '  BACKOFFICE_API_KEY  the portal\'s back-office key (required)',
    '',
    'Exit codes: 0 done, 1 refused by the portal (bad input, unknown case), 2 wrong usage,',
    '            3 portal unreachable, key missing or refused, back office switched off.',
  ].join('\n');
}

const commandHelp = (name: string, command: Command) =>
  [`Usage: npm run cases -- ${command.usage}`, '', command.summary + '.', ...(command.details ? ['', command.details] : [])].join('\n');

export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '-h' || name === '--help') {
    (name ? io.out : io.err)(generalHelp());
    return name ? exitCodes.ok : exitCodes.usage;
  }
  if (name === 'help') {
    const topic = rest[0];
    if (!topic) io.out(generalHelp());
    else if (commands[topic]) io.out(commandHelp(topic, commands[topic]));
    else {
      io.err(`Unknown command "${topic}". Commands: ${Object.keys(commands).join(', ')}.`);
      return exitCodes.usage;
    }
    return exitCodes.ok;
  }
  const command = commands[name];
  if (!command) {
    io.err(`Unknown command "${name}". Run \`npm run cases -- --help\` for the list.`);
    return exitCodes.usage;
  }

  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({
      args: rest,
      options: { ...command.options, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
      strict: true,
    }) as { values: Values; positionals: string[] };
  } catch (error) {
    io.err(`${(error as Error).message}\n\n${commandHelp(name, command)}`);
    return exitCodes.usage;
  }
  if (parsed.values.help) {
    io.out(commandHelp(name, command));
    return exitCodes.ok;
  }
  if (parsed.positionals.length !== command.positionals.length) {
    const expected = command.positionals.length ? command.positionals.map((p) => `<${p}>`).join(' ') : 'no arguments';
    io.err(`${name} takes ${expected}.\n\n${commandHelp(name, command)}`);
    return exitCodes.usage;
  }
  for (const [option, other] of [['text', 'file'], ['entry-text', 'entry-file'], ['status-text', 'clear-status-text']]) {
    if (parsed.values[option] !== undefined && parsed.values[other] !== undefined) {
      io.err(`Give either --${option} or --${other}, not both.`);
      return exitCodes.usage;
    }
  }

  const apiKey = io.env.BACKOFFICE_API_KEY?.trim();
  if (!command.offline && !apiKey) {
    io.err('BACKOFFICE_API_KEY is not set. Set it to the key the portal runs with (in the environment or .env).');
    return exitCodes.unavailable;
  }
  const appUrl = io.env.APP_URL?.trim() || 'http://localhost:3000';
  const context: Context = {
    command,
    values: parsed.values,
    positionals: parsed.positionals,
    client: backofficeClient(appUrl, apiKey ?? '', io.fetch),
    io,
    json: Boolean(parsed.values.json),
  };
  try {
    return await command.run(context);
  } catch (error) {
    const failure = error as NodeJS.ErrnoException;
    if (failure.code === 'ENOENT' || failure.code === 'EACCES' || failure.code === 'EISDIR') {
      io.err(`Cannot read ${failure.path ?? 'the file'}: ${failure.code}.`);
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
});
