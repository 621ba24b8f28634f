import { funnelRulesOf, successFeeRuleOf, wireSuccessFee } from '@/contracts/vocabulary/commissioning';
import { checkAnswers } from '@/domain/funnels/check-answers';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { checkIban } from '@/domain/iban/iban';
import { defaultPriceList } from '@/domain/pricing/default-price-list';
import { productNames } from '@/domain/products';
import { localisedFunnel } from '@/server/commissioning/funnels';

const context = { today: '2026-06-15', documentCategories: [], checkIban };

describe('a funnel as served, checked in the browser', () => {
  it.each(productNames)('%s: the served rules judge answers as the definition does', (product) => {
    const served = funnelRulesOf(localisedFunnel(product, 'en'));
    const definition = funnelDefinitions[product];
    // Blank answers, then every question answered with something of the wrong kind or out of bounds.
    const wrong = Object.fromEntries(definition.steps.flatMap((step) => step.questions).filter((question) => question.type !== 'document').map((question) => [question.id, question.type === 'amount' ? -1 : '1800-01-01']));
    for (const answers of [{}, wrong, { unasked: 'x' }]) {
      expect(checkAnswers(served, answers, context)).toEqual(checkAnswers(definition, answers, context));
    }
  });

  it('reads the fee rule back from the wire', () => {
    for (const product of productNames) {
      const rule = defaultPriceList.successFees[product];
      expect(successFeeRuleOf(wireSuccessFee(rule))).toEqual(rule);
    }
    expect(successFeeRuleOf({ kind: 'share' })).toBeUndefined();
  });
});
