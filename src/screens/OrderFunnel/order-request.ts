import type { Language } from '@/basics/language';
import type { Funnel, OrderRequest } from '@/contracts/commissioning';
import { forwardsPayments, type ProductName } from '@/domain/products';
import { answersOf } from './answers';
import type { OrderDraft } from './order-draft';
import { severanceOfAnswers } from './severance-in-funnel';

/**
 * The figure for the fee's worked example: for a dismissal the rule of thumb from the funnel's own
 * days where they allow it, otherwise what a calculator left.
 */
export function calculatedAmountOf(product: ProductName, draft: OrderDraft, language: Language): number | undefined {
  return severanceOfAnswers(product, draft.answers, language)?.estimate?.ruleOfThumb ?? draft.calculatedAmount;
}

/**
 * The order as the service takes it (src/contracts/commissioning.ts, `orderBody`), from the draft. The
 * forms check their part of it with the contract itself before anything is sent.
 */
export function orderRequestOf(product: ProductName, funnel: Funnel, draft: OrderDraft, language: Language): OrderRequest {
  const calculated = calculatedAmountOf(product, draft, language);
  return {
    product,
    answers: answersOf(funnel, draft.answers, language).answers,
    draft_token: draft.draftToken ?? '',
    idempotency_key: draft.idempotencyKey,
    language,
    customer: {
      email: draft.customer.email.trim(),
      name: draft.customer.name.trim(),
      phone: draft.customer.phone.trim(),
      address: {
        street_name: draft.customer.streetName.trim(),
        house_number: draft.customer.houseNumber.trim(),
        postal_code: draft.customer.postalCode.trim(),
        city: draft.customer.city.trim(),
      },
      ...(forwardsPayments(product) ? { payout_iban: draft.customer.payoutIban.trim() } : {}),
    },
    consent: {
      text_version: funnel.contract_text_version,
      typed_name: draft.consent.typedName.trim(),
      early_start: draft.consent.earlyStart,
      terms_accepted: draft.consent.terms,
      privacy_accepted: draft.consent.privacy,
    },
    ...(calculated !== undefined ? { calculated_amount: Math.round(calculated * 100) / 100 } : {}),
  };
}
