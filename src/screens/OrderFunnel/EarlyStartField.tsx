import { useField } from 'formik';
import styled from 'styled-components';
import { brand, phoneHref } from '@/basics/brand';
import { dayInGermany, formatDateIn, isCalendarDate } from '@/basics/calendar';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { dismissalOrderTiming } from '@/domain/deadlines/dismissal-claim-deadline';
import type { ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Choice = styled.div`
  display: grid;
  gap: 0.5rem;
  margin: 0.75rem 0;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.error};
  border-radius: ${theme.radius};
  background: ${theme.colors.errorSoft};

  h4,
  p {
    margin: 0;
  }
`;

/**
 * The request to start before the withdrawal period ends. Usually optional. For a dismissal whose
 * deadline (§ 4 KSchG) ends before work could begin after the withdrawal period, it is the explicit
 * choice that keeps the deadline: the dates, what an immediate start means on withdrawal (§§ 356
 * Abs. 4, 357a Abs. 2 BGB), and, without it, that the action cannot be filed in time, with the call
 * offered instead. The order's contract refuses such an order without the request (`early_start_required`).
 */
export function EarlyStartField({ product, received, id }: { product: ProductName; received: unknown; id: string }) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const [field] = useField<boolean>({ name: 'earlyStart', type: 'checkbox' });
  const timing = product === 'dismissal' && typeof received === 'string' && isCalendarDate(received) ? dismissalOrderTiming(received, dayInGermany(new Date())) : undefined;
  if (!timing?.needsEarlyStart) {
    return <CheckboxField id={id} name="earlyStart" hint={t('summary.earlyStartHint')} label={t('summary.earlyStart')} />;
  }
  const dates = {
    deadline: formatDateIn(language, timing.deadline),
    withdrawalEnds: formatDateIn(language, timing.withdrawalEnds),
    start: formatDateIn(language, timing.workStartsOn),
  };
  return (
    <Choice role="group" aria-labelledby={`${id}-title`} data-late-deadline={timing.deadline}>
      <h4 id={`${id}-title`}>{t('summary.lateDeadline.title')}</h4>
      <p>{t('summary.lateDeadline.text', dates)}</p>
      <CheckboxField id={id} name="earlyStart" label={t('summary.lateDeadline.choice', dates)} hint={t('summary.lateDeadline.consequence')} />
      {!field.checked && (
        <p>
          <strong>{t('summary.lateDeadline.without', dates)}</strong>{' '}
          {t('summary.lateDeadline.call', { from: brand.supportHours.from, to: brand.supportHours.to })} <a href={phoneHref(brand.phone)}>{brand.phone}</a>
          {brand.schedulingUrl && (
            <>
              {' '}
              {t('summary.lateDeadline.or')}{' '}
              <a href={brand.schedulingUrl} target="_blank" rel="noopener noreferrer">
                {t('summary.lateDeadline.schedule')}
              </a>
            </>
          )}
        </p>
      )}
    </Choice>
  );
}
