import { membershipCancellationBody, membershipOrderBody } from '@/contracts/memberships';
import { check } from '@/contracts/rules';

const order = {
  plan: 'employment-protection',
  tariff: 'basic',
  idempotency_key: 'a1b2c3d4e5f6a7b8c9d0',
  language: 'en',
  customer: { email: 'jan.nowak@example.de', name: 'Jan Nowak' },
  account_holder: 'Jan Nowak',
  iban: 'DE89 3704 0044 0532 0130 00',
  consent: { text_version: '2026-1', typed_name: 'Jan  Nowak', early_start: false, terms_accepted: true, privacy_accepted: true, sepa_mandate_accepted: true },
};

const errorsOf = (value: unknown) => {
  const checked = check(membershipOrderBody, value);
  return checked.ok ? [] : checked.errors.map(({ path, code }) => `${path}: ${code}`);
};

describe('the membership order', () => {
  it('accepts a complete order, the IBAN in any notation and the typed name with other spacing', () => {
    expect(errorsOf(order)).toEqual([]);
    expect(errorsOf({ ...order, iban: 'fr1420041010050500013m02606' })).toEqual([]);
  });

  it('refuses an unknown plan, IBANs outside the SEPA area or with wrong check digits, and missing consents', () => {
    expect(errorsOf({ ...order, plan: 'gold' })).toEqual(['plan: invalid_choice']);
    expect(errorsOf({ ...order, iban: 'DE89 3704 0044 0532 0130 01' })).toEqual(['iban: iban_wrong_check_digits']);
    expect(errorsOf({ ...order, iban: 'BR1800360305000010009795493C1' })).toEqual(['iban: iban_country_not_accepted']);
    expect(new Set(errorsOf({ ...order, iban: '' }))).toEqual(new Set(['iban: required']));
    expect(errorsOf({ ...order, consent: { ...order.consent, sepa_mandate_accepted: false, terms_accepted: undefined } })).toEqual([
      'consent.terms_accepted: required',
      'consent.sepa_mandate_accepted: required',
    ]);
  });

  it('wants the typed name to be the customer\'s and refuses fields it does not know, such as a price', () => {
    expect(errorsOf({ ...order, consent: { ...order.consent, typed_name: 'Anna Nowak' } })).toEqual(['consent.typed_name: does_not_match']);
    expect(errorsOf({ ...order, monthly_price_cents: 1 })).toEqual(['null: unknown_field']);
  });

  // The debtor, the account holder, gives and signs the SEPA mandate (SEPA Core Direct Debit Rulebook).
  it('takes the mandate over the customer\'s own account with the customer\'s signature', () => {
    expect(errorsOf({ ...order, account_holder: 'jan  NOWAK' })).toEqual([]);
  });

  it('takes the mandate over another person\'s account only when that person types their own name to give it', () => {
    const holders = { ...order, account_holder: 'Erika Mustermann' };
    expect(errorsOf(holders)).toEqual(['consent.holder_typed_name: required']);
    expect(errorsOf({ ...holders, consent: { ...order.consent, holder_typed_name: 'Jan Nowak' } })).toEqual(['consent.holder_typed_name: does_not_match']);
    expect(errorsOf({ ...holders, consent: { ...order.consent, holder_typed_name: ' ' } })).toEqual(['consent.holder_typed_name: required']);
    expect(errorsOf({ ...holders, consent: { ...order.consent, holder_typed_name: 'erika  Mustermann' } })).toEqual([]);
    // Another person of the same name gives it with their own signature as well.
    expect(errorsOf({ ...order, consent: { ...order.consent, holder_typed_name: 'Jan Nowak' } })).toEqual([]);
  });
});

describe('the cancellation', () => {
  const cancellation = { name: 'Jan Nowak', email: 'jan.nowak@example.de', mandate_reference: 'KLARFALL-2026-7Q4MX9P2', kind: 'ordinary', language: 'de', idempotency_key: 'k'.repeat(16) };
  const errors = (value: unknown) => {
    const checked = check(membershipCancellationBody, value, { today: '2026-05-04' });
    return checked.ok ? [] : checked.errors.map(({ path, code }) => `${path}: ${code}`);
  };

  it('needs a reason only when extraordinary', () => {
    expect(errors(cancellation)).toEqual([]);
    expect(errors({ ...cancellation, kind: 'extraordinary' })).toEqual(['reason: required']);
    expect(errors({ ...cancellation, kind: 'extraordinary', reason: 'Umzug ins Ausland' })).toEqual([]);
    expect(errors({ ...cancellation, kind: 'whenever' })).toEqual(['kind: invalid_choice']);
  });

  it('takes the day the customer wants it to end, not one in the past (§ 312k Abs. 2 BGB)', () => {
    expect(errors({ ...cancellation, requested_end: '2026-05-04' })).toEqual([]);
    expect(errors({ ...cancellation, requested_end: '2026-05-03' })).toEqual(['requested_end: too_early']);
    expect(errors({ ...cancellation, requested_end: '2026-02-30' })).toEqual(['requested_end: invalid_date']);
  });

  it('takes any words as the contract reference: a legal declaration is recorded even when it names no membership', () => {
    expect(errors({ ...cancellation, mandate_reference: 'meine Mitgliedschaft vom März' })).toEqual([]);
    expect(errors({ ...cancellation, mandate_reference: ' ' })).toEqual(['mandate_reference: required']);
  });
});
