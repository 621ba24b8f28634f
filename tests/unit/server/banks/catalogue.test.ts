import { bankCatalogue, buildCatalogue, displayName, findBank } from '@/server/banks/catalogue';
import { unprocessableRules } from '@/server/banks/unprocessable';
import { defaultBanks } from '@/screens/GiroFunnel/mini-funnel';

describe('bank list', () => {
  it('holds the seven default suggestions of the spec, all processable', () => {
    for (const { name } of defaultBanks) expect(findBank(name)).toMatchObject({ name, unprocessable: false });
  });

  it('lists every bank once by name', () => {
    const banks = bankCatalogue();
    expect(banks.length).toBeGreaterThan(1000);
    expect(new Set(banks.map((bank) => bank.name.toLowerCase())).size).toBe(banks.length);
    expect(banks.filter((bank) => bank.name === 'Commerzbank')).toHaveLength(1);
  });

  it('folds branches and technical codes into the bank', () => {
    const banks = buildCatalogue({
      '1': ['Sydbank Filiale Berlin', 'X'],
      '2': ['Sydbank Fil Hamburg', 'X'],
      '3': ['Volksbank Musterstadt -alt-', 'X'],
      '4': ['Musterbank (Gf GAA)', 'X'],
      '5': ['Klarna Bank German Branch', 'X'],
      '6': ['Revolut Bank, Zweigniederlassung Deutschland', 'X'],
      '7': ['Commerzbank, Filiale Berlin 1', 'X'],
      '8': ['Commerzbank - GF comdirect', 'X'],
    });
    const listed = banks.map((bank) => bank.name);
    expect(listed.filter((name) => name === 'Sydbank')).toHaveLength(1);
    expect(listed).toEqual(expect.arrayContaining(['Klarna Bank', 'Revolut', 'Commerzbank', 'comdirect']));
    expect(listed).not.toEqual(expect.arrayContaining(['Volksbank Musterstadt', 'Musterbank']));
    expect(displayName('Postbank Ndl der Deutsche Bank')).toBe('Postbank');
  });

  it('marks the documented institutes unprocessable, each with a reason', () => {
    const unprocessable = bankCatalogue().filter((bank) => bank.unprocessable);
    expect(unprocessable.length).toBeGreaterThan(10);
    for (const bank of unprocessable) expect(bank.reason).toBeDefined();
    expect(findBank('Deutsche Bundesbank')).toMatchObject({ unprocessable: true, reason: 'central_bank' });
    expect(findBank('KfW')).toMatchObject({ unprocessable: true, reason: 'promotional_bank' });
    expect(findBank('Bausparkasse Schwäbisch Hall')).toMatchObject({ unprocessable: true, reason: 'building_society' });
    for (const rule of unprocessableRules) {
      expect(bankCatalogue().some((bank) => rule.matches.test(bank.name))).toBe(true);
    }
  });
});

