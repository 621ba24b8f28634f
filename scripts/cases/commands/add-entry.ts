import { addEntry as addEntryEndpoint, limits } from '../../../src/contracts/backoffice';
import { type Command, requestOf, text, textOrFile } from '../command';
import { printCase } from '../report';

export const addEntry: Command = {
  name: 'add-entry',
  summary: "Add a dated entry to a case's history and e-mail the customer",
  arguments: [{ name: 'reference', field: 'reference' }],
  options: [
    { name: 'title', value: '<text>', description: `short title, one line, at most ${limits.shortLength} characters (also the mail's subject)`, required: true, field: 'entry.short' },
    { name: 'text', value: '<html>', description: 'the description; HTML with paragraphs, lists, emphasis and links', field: 'entry.description' },
    { name: 'file', value: '<path>', description: 'read the description from a file (- for standard input)', insteadOf: 'text' },
    { name: 'date', value: 'YYYY-MM-DD', description: 'the day the entry is about (default today; not in the future)', field: 'entry.date' },
    { name: 'no-mail', description: 'do not e-mail the customer' },
  ],
  notes: ['Scripts, event handlers and javascript: links never reach the customer: descriptions are sanitised whenever they are shown.'],
  async run({ args, values, client, io, json, fail }) {
    const entry = { short: text(values, 'title'), description: textOrFile(values, io, 'text', 'file'), date: text(values, 'date') };
    const request = requestOf(addEntryEndpoint, { entry, notify: !values['no-mail'] });
    if (!request.ok) return fail(request);
    const response = await client.addEntry(args.reference, request.body);
    return response.ok ? printCase(io, json, response.data, 'Entry added.') : fail(response);
  },
};
