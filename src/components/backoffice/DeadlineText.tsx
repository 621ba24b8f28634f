import { formatDateIn } from '@/basics/calendar';
import type { CaseDeadline } from '@/contracts/engine';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';

/** A case's deadline for staff: the last day and the days left (or that it is today, or has passed). */
export function DeadlineText({ deadline }: { deadline: CaseDeadline }) {
  const { t } = useTranslation('staffCases');
  const date = formatDateIn(useLanguage(), deadline.day);
  if (deadline.days_left < 0) return <>{t('deadline.passed', { date })}</>;
  if (deadline.days_left === 0) return <>{t('deadline.lastDay', { date })}</>;
  return <>{t('deadline.daysLeft', { date, count: deadline.days_left })}</>;
}
