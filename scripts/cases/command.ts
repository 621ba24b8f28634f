import type { ParseArgsConfig } from 'node:util';
import type { BackofficeClient } from '../../src/api-client/backoffice';
import type { ApiResponse } from '../../src/api-client/http';
import { dayInGermany } from '../../src/basics/calendar';
import type { BodyOf, Endpoint, EndpointSpec, QueryOf } from '../../src/contracts/endpoint';

/**
 * What a command of `npm run cases` is: its arguments and options, each described once. The help
 * text, the argument parser's configuration and the names in error messages are all made from these.
 */
export interface OptionSpec {
  name: string;
  /** How the value is written, e.g. `<address>`; options without one are flags. */
  value?: string;
  description: string;
  required?: boolean;
  /** The API field the option sets: the portal's errors on it are reported under the option's name. */
  field?: string;
  /** Another option that says the same in another way; only one of them may be given. */
  insteadOf?: string;
  /** May be given more than once (each value is kept, in order). */
  multiple?: boolean;
}

export interface ArgumentSpec {
  name: string;
  field?: string;
}

export interface CliIo {
  env: Record<string, string | undefined>;
  out(text: string): void;
  err(text: string): void;
  readFile(path: string): string;
  /** A file's bytes (an attachment). */
  readBytes(path: string): Uint8Array;
  /** `-` is standard output; without `overwrite` an existing file is refused (EEXIST). */
  writeFile(path: string, content: Uint8Array, options: { overwrite: boolean }): void;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

export interface Context {
  values: Values;
  /** The arguments by name. */
  args: Record<string, string>;
  client: BackofficeClient;
  io: CliIo;
  json: boolean;
  /** Says why the portal did not do it, naming the options behind its errors; answers the exit code. */
  fail(failure: Extract<ApiResponse<unknown>, { ok: false }>): number;
}

export interface Command {
  name: string;
  summary: string;
  arguments?: ArgumentSpec[];
  options?: OptionSpec[];
  /** Paragraphs after the options. */
  notes?: string[];
  example?: string;
  /** Commands that need no portal. */
  offline?: boolean;
  run(context: Context): Promise<number>;
}

export const exitCodes = {
  ok: 0,
  /** The portal refused the request: invalid input or an unknown case. */
  refused: 1,
  /** Wrong use of the CLI: unknown command or option, missing argument. */
  usage: 2,
  /** The CLI cannot work: no key, portal unreachable, key refused, back office switched off. */
  unavailable: 3,
} as const;

const optionName = (option: OptionSpec) => `--${option.name}${option.value ? ` ${option.value}` : ''}`;

/** The usage line: arguments, required options, and `[options]` for the others. */
export function usage(command: Command): string {
  const options = command.options ?? [];
  return [
    command.name,
    ...(command.arguments ?? []).map((argument) => `<${argument.name}>`),
    ...options.filter((option) => option.required).map(optionName),
    ...(options.some((option) => !option.required) ? ['[options]'] : []),
  ].join(' ');
}

export function commandHelp(command: Command): string {
  const options = command.options ?? [];
  const width = Math.max(0, ...options.map((option) => optionName(option).length));
  const lines = [`Usage: npm run cases -- ${usage(command)}`, '', `${command.summary}.`];
  if (options.length) {
    lines.push('', 'Options:');
    for (const option of options) {
      lines.push(`  ${optionName(option).padEnd(width)}  ${option.description}${option.required ? ' (required)' : ''}`);
    }
  }
  for (const note of command.notes ?? []) lines.push('', note);
  if (command.example) lines.push('', 'Example:', `  npm run cases -- ${command.example}`);
  return lines.join('\n');
}

/** node:util parseArgs' configuration of a command's options. */
export const parserOptions = (command: Command): NonNullable<ParseArgsConfig['options']> =>
  Object.fromEntries((command.options ?? []).map((option) => [option.name, { type: option.value ? 'string' : 'boolean', ...(option.multiple ? { multiple: true } : {}) }]));

/** The option or argument that names an API field, as the person at the terminal typed it. */
export function fieldNames(command: Command): Record<string, string> {
  return Object.fromEntries([
    ...(command.options ?? []).filter((option) => option.field).map((option) => [option.field, `--${option.name}`]),
    ...(command.arguments ?? []).filter((argument) => argument.field).map((argument) => [argument.field, `<${argument.name}>`]),
  ]);
}

export const text = (values: Values, name: string) => (typeof values[name] === 'string' ? (values[name] as string) : undefined);

/** Every value of an option given more than once. */
export const texts = (values: Values, name: string): string[] => {
  const value = values[name];
  return Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
};

/**
 * What the person typed, checked against the endpoint's contract before anything is sent (the rules
 * the portal applies, with today in Germany): a refusal names the options at once, and what goes out
 * is the contract's request, typed.
 */
export function requestOf<Spec extends EndpointSpec>(endpoint: Endpoint<Spec>, typed: object): { ok: true; body: BodyOf<Spec> } | Extract<ApiResponse<never>, { ok: false }> {
  const checked = endpoint.checkBody(typed, { today: dayInGermany(new Date()) });
  return checked.ok ? { ok: true, body: checked.value } : { ok: false, status: 422, errors: checked.errors };
}

/** The query parameters as typed, checked against the endpoint's contract in the same way. */
export function queryOf<Spec extends EndpointSpec>(endpoint: Endpoint<Spec>, typed: Record<string, string | undefined>): { ok: true; query: QueryOf<Spec> } | Extract<ApiResponse<never>, { ok: false }> {
  const checked = endpoint.checkQuery(Object.fromEntries(Object.entries(typed).filter(([, value]) => value !== undefined)));
  return checked.ok ? { ok: true, query: checked.value } : { ok: false, status: 422, errors: checked.errors };
}

/** Text from an option, or from a file (`-` reads standard input) named by another. */
export function textOrFile(values: Values, io: CliIo, textOption: string, fileOption: string): string | undefined {
  const file = text(values, fileOption);
  return file !== undefined ? io.readFile(file) : text(values, textOption);
}
