import { caseStatuses } from '../../../src/contracts/vocabulary/cases';
import { statusDescription, statusLabel } from '../../../src/server/cases/statuses';
import { type Command, exitCodes } from '../command';

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
