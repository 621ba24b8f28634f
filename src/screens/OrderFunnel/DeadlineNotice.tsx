import styled from 'styled-components';
import { dayInGermany, formatDateIn, isCalendarDate } from '@/basics/calendar';
import { WarningIcon } from '@/components/icons';
import { deadlineInWords } from '@/domain/deadlines/deadline-in-words';
import { dismissalClaimStatus, dismissalOrderTiming } from '@/domain/deadlines/dismissal-claim-deadline';
import type { ProductName } from '@/domain/products';
import { useLocalisedText } from '@/i18n/useLocalisedText';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';

const Notice = styled.div<{ $warn: boolean }>`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0.5rem 0 1rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ $warn }) => ($warn ? theme.colors.error : theme.colors.primary)};
  border-radius: ${theme.radius};
  background: ${({ $warn }) => ($warn ? theme.colors.errorSoft : theme.colors.primarySoft)};

  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
    color: ${theme.colors.error};
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: 0.3rem;
  }
`;

/**
 * The deadline for an action against the dismissal (§ 4 KSchG) as soon as a valid day of receipt is
 * known (the caller passes none while the field's check fails, so no countdown belongs to a day that
 * was refused): the last day and the days left, in words that warn when little time is left or the
 * deadline has passed (with an icon, not colour alone); when the deadline ends before the withdrawal
 * period would let work begin, that only an immediate start keeps it; and how working days are counted.
 * Announced politely as it changes.
 */
export function DeadlineNotice({ product, received }: { product: ProductName; received: string | undefined }) {
  const { t } = useTranslation(['cases', 'commissioning']);
  const say = useLocalisedText();
  const language = useLanguage();
  if (product !== 'dismissal' || !received || !isCalendarDate(received)) return <div aria-live="polite" />;
  const now = new Date();
  const status = dismissalClaimStatus(received, now);
  const timing = dismissalOrderTiming(received, dayInGermany(now));
  const text = deadlineInWords('order', { ...status, day: status.deadline }, language);
  const warn = status.warning === 'urgent' || status.warning === 'passed' || timing.needsEarlyStart;
  const moved = status.skipped[0];
  return (
    <div aria-live="polite">
      <Notice $warn={warn} data-deadline={status.deadline}>
        {warn && <WarningIcon />}
        <div>
          <p>
            <strong>{t('cases:deadline.order.title')}</strong>
          </p>
          <p>{say(text)}</p>
          {timing.needsEarlyStart && (
            <p>
              <strong>
                {t('cases:deadline.order.beforeWithdrawalEnds', {
                  deadline: formatDateIn(language, timing.deadline),
                  withdrawalEnds: formatDateIn(language, timing.withdrawalEnds),
                })}
              </strong>
            </p>
          )}
          {moved && <p>{t('cases:deadline.order.moved', { reason: t(`commissioning:holidays.${moved.reason}`) })}</p>}
          <p>{t('cases:deadline.order.workingDays')}</p>
        </div>
      </Notice>
    </div>
  );
}
