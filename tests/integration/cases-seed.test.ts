import { casesForCustomer } from '@/server/case-views/actions/customer-cases';
import { demoCustomer } from '@/server/accounts/actions/demo-customer';
import { seedDemoCases } from '@/server/cases/actions/demo-seed';

/** The German demo customer's address: the account `npm run seed` creates. */
const demoCustomerEmail = demoCustomer.email;
import { setClock } from '@/server/clock';
import { outboxMails } from '../support/mail-outbox';
import { testServerForFile } from './support/test-server';

const server = testServerForFile();

describe('demo seed', () => {
  it('gives the demo customer cases in several products and statuses, dated back from today, without mail', async () => {
    setClock(() => new Date('2026-09-15T10:00:00Z'));
    const result = await seedDemoCases(demoCustomerEmail, 'de');
    expect(result.created).toHaveLength(5);
    const requests = await casesForCustomer(demoCustomerEmail);
    expect(requests.map((request) => [request.product_name, request.status])).toEqual([
      ['slow-internet', 'received'],
      ['account-fees', 'documents_requested'],
      ['dismissal', 'negotiation'],
      ['rent-brake', 'claim_asserted'],
      ['deposit', 'successful'],
    ]);
    const rentBrake = requests.find((request) => request.product_name === 'rent-brake')!;
    expect(rentBrake.created_at).toBe('2026-07-02T10:00:00.000Z');
    expect(rentBrake.updated_at).toBe('2026-07-19T10:00:00.000Z');
    expect(rentBrake.history.map((entry) => entry.date)).toEqual(['2026-07-19', '2026-07-16', '2026-07-07', '2026-07-02']);
    expect(await outboxMails(server.mailDir)).toHaveLength(0);
  });

  it('writes the English demo customer’s cases in English, each text stored with its language', async () => {
    const email = 'demo.en@example.org';
    await seedDemoCases(email, 'en');
    const requests = await casesForCustomer(email);
    const fees = requests.find((request) => request.product_name === 'account-fees')!;
    expect(fees).toMatchObject({ product_title: 'Account fee refund', status_description: 'We still need your annual fee statements for 2022 to 2024.', status_description_language: 'en' });
    expect(fees.history.map((entry) => [entry.short, entry.language])).toEqual([
      ['Please send us your fee statements', 'en'],
      ['Case received', 'en'],
    ]);
    // The German demo customer's texts stay German, and say so, whatever language they are read in.
    const german = (await casesForCustomer(demoCustomerEmail, { language: 'en' })).find((request) => request.product_name === 'account-fees')!;
    expect(german).toMatchObject({ status_description: 'Uns fehlen noch Ihre Entgeltaufstellungen der Jahre 2022 bis 2024.', status_description_language: 'de' });
    expect(german.history[0]).toMatchObject({ short: 'Bitte schicken Sie uns Ihre Entgeltaufstellungen', language: 'de' });
  });

  it('changes nothing when run again', async () => {
    const before = await casesForCustomer(demoCustomerEmail);
    const result = await seedDemoCases(demoCustomerEmail, 'de');
    expect(result.created).toEqual([]);
    expect(result.kept).toHaveLength(5);
    expect(await casesForCustomer(demoCustomerEmail)).toEqual(before);
  });
});
