import type { ContentNode } from '@/content/types';
import type { ProductName } from '@/domain/products';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { type ContractValues, FilledText, useNewWindowLink } from './ContractTexts';
import { EarlyStartField } from './EarlyStartField';
import { Section } from './summary-section';

/**
 * The right of withdrawal before the order is sent: where it is explained, the withdrawal information
 * on request, and the request to start before the withdrawal period ends (a field of the summary's
 * form) with its text on request.
 */
export function WithdrawalSection({
  earlyStartId,
  product,
  received,
  texts,
  values,
}: {
  earlyStartId: string;
  product: ProductName;
  /** The day the dismissal was received, where the funnel asks it. */
  received: unknown;
  texts: { withdrawal: ContentNode[]; earlyStart: ContentNode[] };
  values: ContractValues;
}) {
  const { t } = useTranslation('orderFunnel');
  const newWindowLink = useNewWindowLink();
  return (
    <Section>
      <h3>{t('summary.withdrawalTitle')}</h3>
      <p>
        <Trans t={t} i18nKey="summary.withdrawal" components={{ page: newWindowLink('withdrawal') }} />
      </p>
      <details>
        <summary>{t('summary.withdrawalText')}</summary>
        <FilledText nodes={texts.withdrawal} values={values} />
      </details>
      <EarlyStartField id={earlyStartId} product={product} received={received} />
      <details>
        <summary>{t('summary.earlyStartText')}</summary>
        <FilledText nodes={texts.earlyStart} values={values} />
      </details>
    </Section>
  );
}
