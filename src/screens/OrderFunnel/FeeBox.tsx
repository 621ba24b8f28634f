import type { ReactNode } from 'react';
import styled from 'styled-components';
import { partnerLawFirm } from '@/basics/partner-law-firm';
import type { SuccessFeeRule } from '@/domain/pricing/success-fees';
import { successFeeExampleText, successFeeRangeExampleText, successFeeRuleText } from '@/domain/pricing/price-texts';
import { mandateOf, type ProductName } from '@/domain/products';
import { useLocalisedText } from '@/i18n/useLocalisedText';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Box = styled.section`
  margin: 1.5rem 0 1rem;
  padding: 1rem 1.25rem;
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h3 {
    margin: 0 0 0.5rem;
    font-size: 1.1rem;
  }

  dl {
    display: grid;
    gap: 0.25rem 1rem;
    margin: 0;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0 0 0.4rem;
  }
`;

/** A fee example: the calculator's figure in cents, or the rent brake's estimated range. */
export type FeeExample = { cents: number } | { lowCents: number; highCents: number };

/**
 * The figure the fee's worked example starts from: the rent brake's estimated range for a monthly
 * multiple (never one cent figure from an estimate), otherwise the calculator's figure when there is one.
 */
export function feeExampleOf(
  product: ProductName,
  rule: SuccessFeeRule | undefined,
  estimate: { low: number; high: number } | undefined,
  calculatedAmount: number | undefined,
): FeeExample | undefined {
  if (rule?.kind === 'monthly_multiple' && estimate && estimate.high > 0) return { lowCents: estimate.low * 100, highCents: estimate.high * 100 };
  if (product !== 'rent-brake' && calculatedAmount !== undefined && calculatedAmount > 0) return { cents: Math.round(calculatedAmount * 100) };
  return undefined;
}

const contractModel = { 'mandate-collection': 'collection', 'mandate-labour': 'labour', 'mandate-claim-purchase': 'claimPurchase' } as const;

/**
 * What § 312j Abs. 2 BGB wants directly before the order button: the service in one line, the total
 * price (here the fee rule, with an example), the term, and where the right of withdrawal is explained.
 * The long texts (mandate, terms, the withdrawal information itself) stand above or open on request.
 */
export function FeeBox({
  product,
  rule,
  example,
  bank,
  withdrawalLink,
}: {
  product: ProductName;
  rule: SuccessFeeRule | undefined;
  /** The calculator's figure in cents, or the rent brake's range: the fee's worked example. */
  example: FeeExample | undefined;
  /** The account-fee sale: the bank the IBAN belongs to. */
  bank: string;
  withdrawalLink: ReactNode;
}) {
  const { t } = useTranslation(['orderFunnel', 'cases']);
  const say = useLocalisedText();
  const language = useLanguage();
  const model = contractModel[mandateOf(product)];
  const subject = t(`cases:products.${product}.title`);
  const fee: string[] = [];
  if (rule) {
    fee.push(say(successFeeRuleText(product, rule, language)));
    if (rule.kind !== 'payout' && example) {
      if ('cents' in example) fee.push(say(successFeeExampleText(rule, example.cents, language)));
      else if (rule.kind === 'monthly_multiple') fee.push(say(successFeeRangeExampleText(rule, example.lowCents, example.highCents, language)));
    }
    fee.push(t(rule.kind === 'payout' ? 'summary.payoutText' : 'summary.onlyOnSuccess'));
  }
  return (
    <Box aria-labelledby="fee-box-title" data-testid="fee-box">
      <h3 id="fee-box-title">{t('feeBox.title')}</h3>
      <dl>
        <dt>{t('feeBox.service')}</dt>
        <dd>{t(`feeBox.services.${model}`, { subject, lawFirm: partnerLawFirm.name, bank: bank || t('feeBox.yourBank') })}</dd>
        <dt>{t('feeBox.price')}</dt>
        <dd>{fee.join(' ')}</dd>
        <dt>{t('feeBox.term')}</dt>
        <dd>{t(`feeBox.terms.${model}`)}</dd>
        <dt>{t('feeBox.withdrawal')}</dt>
        <dd>{withdrawalLink}</dd>
      </dl>
    </Box>
  );
}
