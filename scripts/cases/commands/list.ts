import { listCases } from '../../../src/contracts/backoffice';
import { type Command, exitCodes, text, queryOf } from '../command';
import { formatCaseLine } from '../format';

export const list: Command = {
  name: 'list',
  summary: 'List cases, newest first',
  options: [
    { name: 'email', value: '<address>', description: "only this customer's cases", field: 'email' },
    { name: 'status', value: '<status>', description: 'only cases in this status', field: 'status' },
    { name: 'product', value: '<name>', description: 'only cases about this product', field: 'product_name' },
    { name: 'limit', value: '<n>', description: 'cases per page, at most 100 (default 20)', field: 'limit' },
    { name: 'offset', value: '<n>', description: 'cases to skip (default 0)', field: 'offset' },
  ],
  notes: ['Without filters, lists all cases. New cases, ordered online or opened here, have the status `received`: --status received.'],
  async run({ values, client, io, json, fail }) {
    const request = queryOf(listCases, {
      email: text(values, 'email'),
      status: text(values, 'status'),
      product_name: text(values, 'product'),
      limit: text(values, 'limit'),
      offset: text(values, 'offset'),
    });
    if (!request.ok) return fail(request);
    const response = await client.listCases(request.query);
    if (!response.ok) return fail(response);
    const { cases, total, offset } = response.data;
    if (json) io.out(JSON.stringify(response.data, null, 2));
    else if (cases.length === 0) io.out(total === 0 ? 'No cases match.' : `No cases on this page (${total} in all).`);
    else {
      io.out(['Reference       Opened      Status               Product                Customer', ...cases.map(formatCaseLine)].join('\n'));
      io.out(`\n${offset + 1}–${offset + cases.length} of ${total}`);
    }
    return exitCodes.ok;
  },
};
