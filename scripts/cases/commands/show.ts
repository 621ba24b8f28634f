import { exitCodes, type Command } from '../command';
import { formatCase, formatOrder } from '../format';

export const show: Command = {
  name: 'show',
  summary: 'Show a case with its history, its order (answers, mandate and consent) and its documents',
  arguments: [{ name: 'reference', field: 'reference' }],
  notes: ['The reference number may be typed in any case, with or without dashes.', 'Download a document or the order confirmation with `download`.'],
  async run({ args, client, io, json, fail }) {
    const response = await client.showCase(args.reference);
    if (!response.ok) return fail(response);
    const data = response.data;
    io.out(json ? JSON.stringify(data, null, 2) : `${formatCase(data.case)}\n\n${formatOrder(data.order, data.documents)}`);
    return exitCodes.ok;
  },
};
