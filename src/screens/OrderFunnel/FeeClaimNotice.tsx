import styled from 'styled-components';
import { dayInGermany, formatDateIn } from '@/basics/calendar';
import { formatEuro, parseDecimal } from '@/basics/numbers';
import { feeRefundClaim } from '@/domain/account-fees/fee-refund-claim';
import { feeQuestions, feeRefundQuestionOf } from '@/domain/account-fees/funnel-answers';
import { claimablePeriod } from '@/domain/account-fees/limitation';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Box = styled.div<{ $negative: boolean }>`
  margin: 0.5rem 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ $negative }) => ($negative ? theme.colors.muted : theme.colors.primary)};
  border-radius: ${theme.radius};
  background: ${({ $negative }) => ($negative ? theme.colors.surface : theme.colors.primarySoft)};

  p {
    margin: 0;
  }

  p + p {
    margin-top: 0.3rem;
  }
`;

/**
 * The account-fee claim the answers point to, on today's date in Germany: which years are still
 * claimable and when the oldest lapses (BGH XI ZR 45/24), what the claim may be worth, and that we buy
 * it for the payout; or why there is nothing to buy. The order itself is refused by the contract then.
 */
export function FeeClaimNotice({ typed }: { typed: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const today = dayInGermany(new Date());
  const { firstYear, lapsesOn } = claimablePeriod(today);
  const period = { firstYear, lapsesOn: formatDateIn(language, lapsesOn) };
  const question = feeRefundQuestionOf({ ...typed, [feeQuestions.monthlyFee]: parseDecimal(typed[feeQuestions.monthlyFee]?.trim() ?? '', language) });
  const claim = question && feeRefundClaim(question, today);
  return (
    <div aria-live="polite">
      <Box $negative={claim?.claimable === false}>
        <p>
          <strong>{t('feeClaim.title')}</strong>
        </p>
        <p>{t('feeClaim.period', period)}</p>
        {claim?.claimable === true && <p>{t('feeClaim.estimate', { count: claim.months, estimate: formatEuro(claim.estimate, language, { cents: false }) })}</p>}
        {claim?.claimable === false && <p>{t(`feeClaim.${claim.reason}`, period)}</p>}
      </Box>
    </div>
  );
}
