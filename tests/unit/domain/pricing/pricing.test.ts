import { marketingFigures } from '@/domain/marketing-figures';
import { productNames } from '@/domain/products';
import { defaultPriceList } from '@/domain/pricing/default-price-list';
import { applyPriceListOverrides, contradictionsWithAdvertisedPrices, PriceListError } from '@/domain/pricing/price-list';
import { membershipTexts, successFeeExampleText, successFeeRuleText } from '@/domain/pricing/price-texts';
import { successFee, successFeeKinds } from '@/domain/pricing/success-fees';
import de from '../../../../locales/de/commissioning.json';
import en from '../../../../locales/en/commissioning.json';

describe('success fees', () => {
  it('counts monthly savings for the rent brake: 4 × 424.14 EUR', () => {
    expect(successFee({ kind: 'monthly_multiple', months: 4 }, 42_414)).toEqual({ feeCents: 169_656, payoutCents: 0 });
  });

  it('takes a share of a one-off amount, rounded once, half up', () => {
    expect(successFee({ kind: 'share', percent: 30 }, 1_000_000)).toEqual({ feeCents: 300_000, payoutCents: 0 });
    // 12.5 % of 0.99 EUR is 12.375 cents: 12 cents; of 1.00 EUR 12.5 cents: 13 cents.
    expect(successFee({ kind: 'share', percent: 12.5 }, 99).feeCents).toBe(12);
    expect(successFee({ kind: 'share', percent: 12.5 }, 100).feeCents).toBe(13);
    expect(successFee({ kind: 'share', percent: 33.33 }, 100_000_000).feeCents).toBe(33_330_000);
    expect(successFee({ kind: 'share', percent: 30 }, 0).feeCents).toBe(0);
  });

  it('pays the customer for a bought claim and charges nothing', () => {
    expect(successFee({ kind: 'payout', payoutCents: 2000 })).toEqual({ feeCents: 0, payoutCents: 2000 });
  });

  it('refuses amounts that are no whole cents or out of range', () => {
    expect(() => successFee({ kind: 'share', percent: 30 }, 10.5)).toThrow(RangeError);
    expect(() => successFee({ kind: 'share', percent: 30 }, -1)).toThrow(RangeError);
    expect(() => successFee({ kind: 'monthly_multiple', months: 4 }, 100_000_001)).toThrow(RangeError);
  });
});

describe('default price list', () => {
  it('has a rule of the kind the price pages describe for every product', () => {
    for (const product of productNames) expect(defaultPriceList.successFees[product].kind).toBe(successFeeKinds[product]);
  });

  it('agrees with the figures the price pages print', () => {
    expect(contradictionsWithAdvertisedPrices(defaultPriceList, marketingFigures)).toEqual([]);
    expect(successFee(defaultPriceList.successFees['account-fees'])).toEqual({ feeCents: 0, payoutCents: marketingFigures.accountFeePayout * 100 });
  });

  it('is a valid price list itself', () => {
    expect(applyPriceListOverrides({})).toEqual(defaultPriceList);
  });
});

describe('price list overrides', () => {
  it('replaces a product’s rule and a plan’s fields', () => {
    const list = applyPriceListOverrides({
      successFees: { dismissal: { kind: 'share', percent: 25.5 }, 'rent-brake': { kind: 'monthly_multiple', months: 3 } },
      memberships: { 'tenant-protection': { minimumTermMonths: 6, tariffs: [{ id: 'basic', title: { de: 'Basis', en: 'Basic' }, monthlyPriceCents: 800 }, { id: 'plus', title: { de: 'Plus', en: 'Plus' }, monthlyPriceCents: 1200 }] } },
    });
    expect(list.successFees.dismissal).toEqual({ kind: 'share', percent: 25.5 });
    expect(list.successFees['rent-brake']).toEqual({ kind: 'monthly_multiple', months: 3 });
    expect(list.successFees.deposit).toEqual(defaultPriceList.successFees.deposit);
    expect(list.memberships['tenant-protection']).toMatchObject({ minimumTermMonths: 6, noticePeriodMonths: 1 });
    expect(list.memberships['tenant-protection'].tariffs).toHaveLength(2);
    // The pages state one price: a second tariff needs them changed first.
    expect(contradictionsWithAdvertisedPrices(list, marketingFigures)).toEqual(['memberships.tenant-protection.tariffs: the price pages state one price, so the plan has one tariff']);
  });

  it('names every problem by its path', () => {
    let error: unknown;
    try {
      applyPriceListOverrides({
        successFees: {
          dismissal: { kind: 'monthly_multiple', months: 3 },
          deposit: { kind: 'share', percent: 80 },
          'premium-savings': { kind: 'share', percent: 10.123 },
          'rent-brake': { kind: 'monthly_multiple', months: 4, extra: true },
          lottery: { kind: 'share', percent: 10 },
        },
        memberships: { 'tenant-protection': { minimumTermMonths: 36, noticePeriodMonths: 3, tariffs: [] }, gym: {} },
        currency: 'USD',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(PriceListError);
    expect((error as PriceListError).problems).toEqual([
      '(root).currency: unknown field (allowed: successFees, memberships)',
      'successFees.dismissal.kind: must be "share" (the price pages describe this product\'s fee that way), got "monthly_multiple"',
      'successFees.deposit.percent: must be a number with at most 2 decimals from 0.01 to 50, got 80',
      'successFees.premium-savings.percent: must be a number with at most 2 decimals from 0.01 to 50, got 10.123',
      'successFees.rent-brake.extra: unknown field (allowed: kind, months)',
      'successFees.lottery: unknown product',
      'memberships.tenant-protection.tariffs: must be a non-empty list',
      'memberships.tenant-protection.minimumTermMonths: must be a whole number from 0 to 24, got 36',
      'memberships.tenant-protection.noticePeriodMonths: must be a whole number from 0 to 1, got 3',
      'memberships.gym: unknown plan',
    ]);
  });

  it('refuses tariffs without names or with duplicate ids', () => {
    expect(() =>
      applyPriceListOverrides({
        memberships: { 'tenant-protection': { tariffs: [{ id: 'basic', monthlyPriceCents: 800 }, { id: 'basic', title: { de: 'B', en: 'B' }, monthlyPriceCents: 900 }] } },
      }),
    ).toThrow(/tariffs\[0\]\.title: must be[\s\S]*tariffs\[1\]\.id: "basic" is used twice/);
  });

  it('finds contradictions with the price pages', () => {
    const list = applyPriceListOverrides({
      successFees: { 'account-fees': { kind: 'payout', payoutCents: 2500 } },
      memberships: { 'employment-protection': { tariffs: [{ id: 'basic', title: { de: 'Basis', en: 'Basic' }, monthlyPriceCents: 200 }] } },
    });
    expect(contradictionsWithAdvertisedPrices(list, marketingFigures)).toEqual([
      'successFees.account-fees.payoutCents is 2500 cents, but the price pages say the payout is 20 EUR',
      'memberships.employment-protection (tariff) is 200 cents, but the price pages say it costs 1 EUR',
    ]);
  });
});

describe('price texts', () => {
  const translate = (texts: typeof de, { key, values }: { key: string; values: Record<string, string | number> }) => {
    const count = values.count;
    const lookup = (path: string) => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts) as string | undefined;
    const template = (count !== undefined ? lookup(`${key}_${count === 1 ? 'one' : 'other'}`) : undefined) ?? lookup(key);
    if (template === undefined) throw new Error(`missing text ${key}`);
    return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };

  it('describes every product’s default rule in both languages', () => {
    for (const product of productNames) {
      for (const [language, texts] of [['de', de], ['en', en]] as const) {
        expect(translate(texts, successFeeRuleText(product, defaultPriceList.successFees[product], language))).not.toMatch(/\{\{/);
      }
    }
    expect(translate(de, successFeeRuleText('rent-brake', { kind: 'monthly_multiple', months: 4 }, 'de'))).toBe(
      'Provision in Höhe der Ersparnis von 4 Monaten: das 4-Fache des Betrags, um den wir Ihre Miete im Monat senken (inkl. USt.)',
    );
    expect(translate(de, successFeeRuleText('dismissal', { kind: 'share', percent: 30 }, 'de'))).toBe('Provision von 30\u00a0% der Abfindung, die wir für Sie erreichen (inkl. USt.)');
    expect(translate(en, successFeeRuleText('dismissal', { kind: 'share', percent: 27.5 }, 'en'))).toBe('A commission of 27.5% of the severance we achieve for you (VAT included)');
    expect(translate(de, successFeeRuleText('account-fees', { kind: 'payout', payoutCents: 2000 }, 'de'))).toBe('Wir kaufen Ihren Anspruch für 20\u00a0€; Sie zahlen nichts');
  });

  it('applies the rule to the calculator’s figure', () => {
    expect(translate(de, successFeeExampleText({ kind: 'monthly_multiple', months: 4 }, 42_414, 'de'))).toBe(
      'Bei einer Ersparnis von 424,14\u00a0€ im Monat sind das 1.696,56\u00a0€.',
    );
    expect(translate(en, successFeeExampleText({ kind: 'share', percent: 30 }, 1_500_000, 'en'))).toBe('For €15,000, that is €4,500.');
  });

  it('states a membership’s price, term, cancellation and debit', () => {
    const texts = membershipTexts('tenant-protection', defaultPriceList.memberships['tenant-protection'], 'de');
    expect([texts.title, ...texts.prices, texts.term, texts.cancellation, texts.debit].map((text) => translate(de, text))).toEqual([
      'Mieterschutz mit Anwalts-Hotline',
      'Tarif Basis: 8\u00a0€ im Monat (inkl. USt.)',
      'Mindestlaufzeit 12 Monate; danach läuft die Mitgliedschaft unbefristet weiter.',
      'Sie können mit einer Frist von einem Monat zum Ende der Mindestlaufzeit kündigen, danach jederzeit mit einer Frist von einem Monat.',
      'Der Beitrag wird monatlich im Voraus per SEPA-Lastschrift eingezogen; wir kündigen jede Lastschrift mindestens 5 Tage vorher an.',
    ]);
    const monthly = membershipTexts('employment-protection', { tariffs: [{ id: 'basic', title: { de: 'Basis', en: 'Basic' }, monthlyPriceCents: 100 }], minimumTermMonths: 0, noticePeriodMonths: 0, preNotificationDays: 1 }, 'en');
    expect([monthly.term, monthly.cancellation, monthly.debit].map((text) => translate(en, text))).toEqual([
      'No minimum term.',
      'You can cancel at any time to the end of the current month.',
      'The fee is collected monthly in advance by SEPA direct debit; we announce each debit at least 1 day in advance.',
    ]);
  });
});
