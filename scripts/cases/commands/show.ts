import type { Command } from '../command';
import { printCase } from '../report';

export const show: Command = {
  name: 'show',
  summary: 'Show a case with its history',
  arguments: [{ name: 'reference', field: 'reference' }],
  notes: ['The reference number may be typed in any case, with or without dashes.'],
  async run({ args, client, io, json, fail }) {
    const response = await client.showCase(args.reference);
    return response.ok ? printCase(io, json, response.data.data, '') : fail(response);
  },
};
