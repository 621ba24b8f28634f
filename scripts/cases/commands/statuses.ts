import type { Language } from '../../../src/basics/language';
import { type CaseStatus, caseStatuses } from '../../../src/contracts/vocabulary/cases';
import { textsOf } from '../../../src/server/texts';
import { type Command, exitCodes } from '../command';

/** A status's label and standard description, from the locale files the portal shows (cases.json). */
const statusLabel = (status: CaseStatus, language: Language) => textsOf(language, 'cases')(`statuses.${status}.label`);
const statusDescription = (status: CaseStatus, language: Language) => textsOf(language, 'cases')(`statuses.${status}.description`);

export const statuses: Command = {
  name: 'statuses',
  summary: 'List the statuses with their standard descriptions',
  offline: true,
  async run({ io, json }) {
    if (json) {
      io.out(JSON.stringify(caseStatuses.map((name) => ({ name, label: statusLabel(name, 'en'), description: statusDescription(name, 'en') })), null, 2));
    } else {
      io.out(caseStatuses.map((name) => `${name.padEnd(20)} ${statusLabel(name, 'de')} / ${statusLabel(name, 'en')}\n${' '.repeat(21)}${statusDescription(name, 'en')}`).join('\n'));
    }
    return exitCodes.ok;
  },
};
