import { openCase } from '../../../src/contracts/backoffice';
import { type Command, requestOf, text, textOrFile } from '../command';
import { printCase } from '../report';

export const create: Command = {
  name: 'create',
  summary: 'Open a case and e-mail the customer the link to its status page',
  options: [
    { name: 'email', value: '<address>', description: "the customer's e-mail; their account shows the case", required: true, field: 'case.email' },
    { name: 'product', value: '<name>', description: 'the product, see `products`', required: true, field: 'case.product_name' },
    { name: 'language', value: 'de|en', description: 'the language the customer is written to in (default de)', field: 'case.language' },
    { name: 'status', value: '<status>', description: 'the starting status, see `statuses` (default received)', field: 'case.status' },
    { name: 'status-text', value: '<text>', description: 'your own words on the status instead of the standard text', field: 'case.status_description' },
    { name: 'reply-to', value: '<address>', description: "where the customer's replies go (default: the info mailbox)", field: 'case.reply_email' },
    { name: 'entry-title', value: '<text>', description: 'a first history entry instead of "case received"', field: 'case.first_entry.short' },
    { name: 'entry-text', value: '<html>', description: "the first entry's description (HTML)", field: 'case.first_entry.description' },
    { name: 'entry-file', value: '<path>', description: 'a file holding that description (- for standard input)', insteadOf: 'entry-text' },
    { name: 'entry-date', value: 'YYYY-MM-DD', description: "the first entry's date (default today)", field: 'case.first_entry.date' },
    { name: 'no-mail', description: 'do not e-mail the customer' },
  ],
  example: 'create --email kim@example.org --product rent-brake --language en',
  async run({ values, io, client, json, fail }) {
    const entryTitle = text(values, 'entry-title');
    const entryDescription = textOrFile(values, io, 'entry-text', 'entry-file');
    const firstEntry =
      entryTitle !== undefined || entryDescription !== undefined
        ? { short: entryTitle, description: entryDescription, date: text(values, 'entry-date') }
        : undefined;
    const request = requestOf(openCase, {
      case: {
        email: text(values, 'email'),
        product_name: text(values, 'product'),
        language: text(values, 'language'),
        status: text(values, 'status'),
        status_description: text(values, 'status-text'),
        reply_email: text(values, 'reply-to'),
        first_entry: firstEntry,
      },
      notify: !values['no-mail'],
    });
    if (!request.ok) return fail(request);
    const response = await client.openCase(request.body);
    if (!response.ok) return fail(response);
    return printCase(io, json, response.data, 'Case opened.');
  },
};
