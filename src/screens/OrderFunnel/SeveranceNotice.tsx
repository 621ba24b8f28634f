import styled from 'styled-components';
import { formatEuro } from '@/basics/numbers';
import type { ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import { severanceOfAnswers } from './severance-in-funnel';

const Box = styled.div`
  margin: 0.5rem 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radius};
  background: ${theme.colors.primarySoft};

  p {
    margin: 0;
  }

  p + p {
    margin-top: 0.3rem;
  }
`;

/**
 * What the dismissal's answers point to: the years of service to the end of the notice period
 * (§ 1a Abs. 2 KSchG), the rule of thumb and the range commonly negotiated, or, where the Protection
 * Against Dismissal Act probably does not apply (§§ 1, 23 KSchG), that we check the special protections.
 */
export function SeveranceNotice({ product, typed }: { product: ProductName; typed: Readonly<Record<string, string | undefined>> }) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const severance = severanceOfAnswers(product, typed, language);
  if (!severance) return <div aria-live="polite" />;
  const euro = (amount: number) => formatEuro(amount, language, { cents: false });
  const { protection, estimate, service } = severance;
  return (
    <div aria-live="polite">
      <Box>
        <p>
          <strong>{t('severance.title')}</strong>
        </p>
        {estimate ? (
          <>
            <p>{t('severance.service', { count: Math.max(1, service.years) })}</p>
            <p>{t('severance.range', { ruleOfThumb: euro(estimate.ruleOfThumb), from: euro(estimate.negotiatedFrom), to: euro(estimate.negotiatedTo) })}</p>
            {protection.protected && protection.basis !== 'applies' && <p>{t(`severance.${protection.basis}`)}</p>}
          </>
        ) : (
          !protection.protected && <p>{t(`severance.${protection.reason}`)}</p>
        )}
      </Box>
    </div>
  );
}
