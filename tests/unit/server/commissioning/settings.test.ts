/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brand } from '@/basics/brand';
import { provider } from '@/basics/provider';
import { defaultPriceList } from '@/domain/pricing/default-price-list';
import { DEMO_CREDITOR_IDENTIFIER } from '@/domain/sepa/creditor-identifier';
import { checkCommissioningSettings, priceList, providerDetails, sepaCreditor } from '@/server/commissioning/settings';
import { documentLimits } from '@/server/documents/settings';

const names = ['PRICE_LIST_FILE', 'SEPA_CREDITOR_ID', 'SEPA_MANDATE_PREFIX', 'PROVIDER_LEGAL_NAME', 'PROVIDER_ADDRESS', 'DOCUMENT_MAX_BYTES', 'DOCUMENT_MAX_COUNT', 'DOCUMENT_DRAFT_LIFETIME_HOURS'];
const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
afterEach(() => {
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'price-list-'));
const priceFile = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

describe('commissioning settings', () => {
  it('uses the default prices without a price list file', () => {
    delete process.env.PRICE_LIST_FILE;
    expect(priceList()).toEqual(defaultPriceList);
  });

  it('applies the price list file', () => {
    process.env.PRICE_LIST_FILE = priceFile('ok.json', JSON.stringify({ successFees: { dismissal: { kind: 'share', percent: 25 } } }));
    expect(priceList().successFees.dismissal).toEqual({ kind: 'share', percent: 25 });
    expect(priceList().successFees.deposit).toEqual(defaultPriceList.successFees.deposit);
  });

  it('stops the start on a price list that is unreadable, not JSON, invalid or contradicts the price pages', () => {
    process.env.PRICE_LIST_FILE = path.join(dir, 'missing.json');
    expect(checkCommissioningSettings).toThrow(/PRICE_LIST_FILE: cannot read/);
    process.env.PRICE_LIST_FILE = priceFile('broken.json', '{"successFees": ');
    expect(checkCommissioningSettings).toThrow(/is not valid JSON/);
    process.env.PRICE_LIST_FILE = priceFile('invalid.json', JSON.stringify({ successFees: { dismissal: { kind: 'share', percent: 90 } } }));
    expect(checkCommissioningSettings).toThrow(/successFees\.dismissal\.percent/);
    process.env.PRICE_LIST_FILE = priceFile('contradiction.json', JSON.stringify({ successFees: { 'account-fees': { kind: 'payout', payoutCents: 5000 } } }));
    expect(checkCommissioningSettings).toThrow(/the price pages say the payout is 20 EUR/);
  });

  it('has no SEPA creditor until one is configured, and refuses a wrong identifier', () => {
    delete process.env.SEPA_CREDITOR_ID;
    expect(sepaCreditor()).toBeUndefined();
    process.env.SEPA_CREDITOR_ID = 'de98 zzz0 9999 9999 99';
    expect(sepaCreditor()).toEqual({ name: provider.company, identifier: DEMO_CREDITOR_IDENTIFIER, mandatePrefix: 'KLARFALL' });
    process.env.SEPA_MANDATE_PREFIX = 'kf';
    expect(sepaCreditor).toThrow(/SEPA_MANDATE_PREFIX/);
    process.env.SEPA_CREDITOR_ID = 'DE97ZZZ09999999999';
    expect(checkCommissioningSettings).toThrow(/SEPA_CREDITOR_ID/);
  });

  it('names the provider as the imprint does', () => {
    expect(providerDetails()).toEqual({
      legalName: provider.company,
      address: [provider.street, `${provider.postalCode} ${provider.city}`, 'Deutschland'],
      email: brand.supportEmail,
      phone: brand.phone,
      register: `${provider.registerCourt}, ${provider.registerNumber}`,
      managingDirectors: provider.managingDirectors,
    });
  });

  it('reads the document limits', () => {
    expect(documentLimits()).toEqual({ maxBytes: 10 * 1024 * 1024, maxCount: 20, draftMaxBytes: 50 * 1024 * 1024, draftLifetimeSeconds: 86_400 });
    process.env.DOCUMENT_MAX_COUNT = 'many';
    expect(checkCommissioningSettings).toThrow(/DOCUMENT_MAX_COUNT/);
  });
});
