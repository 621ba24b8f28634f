import { updateCase } from '../../../src/contracts/backoffice';
import { type Command, requestOf, text } from '../command';
import { printCase } from '../report';

export const update: Command = {
  name: 'update',
  summary: "Correct a case's e-mail, language, reply address or status text",
  arguments: [{ name: 'reference', field: 'reference' }],
  options: [
    { name: 'email', value: '<address>', description: "the customer's e-mail", field: 'case.email' },
    { name: 'language', value: 'de|en', description: 'the language the customer is written to in', field: 'case.language' },
    { name: 'reply-to', value: '<address>|default', description: "where the customer's replies go; `default` returns to the info mailbox", field: 'case.reply_email' },
    { name: 'status-text', value: '<text>', description: 'your own words on the status', field: 'case.status_description' },
    { name: 'clear-status-text', description: "back to the status's standard text", insteadOf: 'status-text' },
  ],
  notes: ['Give at least one option.'],
  async run({ args, values, client, io, json, fail }) {
    const replyTo = text(values, 'reply-to');
    const changes = {
      email: text(values, 'email'),
      language: text(values, 'language'),
      reply_email: replyTo === 'default' ? null : replyTo,
      status_description: values['clear-status-text'] ? null : text(values, 'status-text'),
    };
    const request = requestOf(updateCase, { case: Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) });
    if (!request.ok) return fail(request);
    const response = await client.updateCase(args.reference, request.body);
    return response.ok ? printCase(io, json, response.data, 'Case updated.') : fail(response);
  },
};
