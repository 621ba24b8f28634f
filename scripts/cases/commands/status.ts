import { updateCase } from '../../../src/contracts/backoffice';
import { type Command, text, requestOf } from '../command';
import { printCase } from '../report';

export const status: Command = {
  name: 'status',
  summary: 'Set the status of a case',
  arguments: [
    { name: 'reference', field: 'reference' },
    { name: 'status', field: 'case.status' },
  ],
  options: [{ name: 'text', value: '<text>', description: "your own words on the status instead of the status's standard text", field: 'case.status_description' }],
  notes: [
    "The customer sees the status on the status page and in the account. Without --text the status's standard description applies (your earlier own text is dropped). No e-mail is sent; add a history entry to tell the customer.",
  ],
  async run({ args, values, client, io, json, fail }) {
    const request = requestOf(updateCase, { case: { status: args.status, status_description: text(values, 'text') } });
    if (!request.ok) return fail(request);
    const response = await client.updateCase(args.reference, request.body);
    return response.ok ? printCase(io, json, response.data, 'Status set.') : fail(response);
  },
};
