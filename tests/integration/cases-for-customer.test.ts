import { casesForCustomer } from '@/server/case-views/actions/customer-cases';
import { setClock } from '@/server/clock';
import { addEntry, openCase } from './support/cases';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

describe('casesForCustomer (the cases of /api/v1/me)', () => {
  it('answers the cases of exactly that normalised e-mail, newest first, each with its history newest first', async () => {
    setClock(() => new Date('2026-02-01T10:00:00Z'));
    const older = await openCase(server, { email: 'Lea.Schmidt@Example.org', product_name: 'deposit' }, { notify: false });
    setClock(() => new Date('2026-02-05T10:00:00Z'));
    const newer = await openCase(server, { email: 'lea.schmidt@example.org', product_name: 'dismissal', status: 'negotiation' }, { notify: false });
    await addEntry(server, newer.reference_number, { short: 'Gütetermin', description: '<p>Am 20.02.</p><script>x</script>' }, { notify: false });
    for (const email of ['lea.schmidt@example.org.evil', 'xlea.schmidt@example.org', 'lea_schmidt@example.org']) {
      await openCase(server, { email }, { notify: false });
    }

    const requests = await casesForCustomer('  LEA.SCHMIDT@example.ORG ');
    expect(requests.map((request) => request.id)).toEqual([newer.id, older.id]);
    expect(requests[0]).toEqual({
      id: newer.id,
      reference_number: newer.reference_number,
      product_name: 'dismissal',
      product_title: 'Kündigung & Abfindung',
      status: 'negotiation',
      status_description: 'Wir verhandeln mit der Gegenseite über eine Einigung.',
      status_description_language: 'de',
      reply_email: 'info@klarfall.de',
      created_at: '2026-02-05T10:00:00.000Z',
      updated_at: '2026-02-05T10:00:00.000Z',
      unread_messages: 0,
      awaiting_reply_since: null,
      history: [
        { date: '2026-02-05', short: 'Gütetermin', description: '<p>Am 20.02.</p>', language: 'de' },
        { date: '2026-02-05', short: 'Auftrag eingegangen', description: expect.stringContaining(newer.reference_number), language: 'de' },
      ],
    });
  });

  it('writes titles and status texts in the language asked for, by default in each case’s own', async () => {
    await openCase(server, { email: 'mixed@example.org', product_name: 'slow-internet', language: 'en' }, { notify: false });
    const [own] = await casesForCustomer('mixed@example.org');
    expect(own).toMatchObject({ product_title: 'Slow internet', status_description: expect.stringMatching(/^We have received/) });
    const [german] = await casesForCustomer('mixed@example.org', { language: 'de' });
    expect(german).toMatchObject({ product_title: 'Langsames Internet', status_description: expect.stringMatching(/^Wir haben/) });
  });

  it('answers an empty list for an e-mail without cases', async () => {
    expect(await casesForCustomer('nobody@example.org')).toEqual([]);
  });
});
