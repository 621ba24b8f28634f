import { formatDateIn } from '@/basics/calendar';
import type { CaseDeadline } from '@/contracts/engine';
import { deadlineInShort } from '@/domain/deadlines/deadline-in-words';
import { useLocalisedText } from '@/i18n/useLocalisedText';
import { useLanguage } from '@/page-setup/PageContext';

/** A case's deadline for staff: the last day and the days left (or that it is today, or has passed). */
export function DeadlineText({ deadline }: { deadline: CaseDeadline }) {
  const say = useLocalisedText();
  const short = say(deadlineInShort({ daysLeft: deadline.days_left, warning: deadline.warning }));
  return (
    <>
      {formatDateIn(useLanguage(), deadline.day)}, {short}
    </>
  );
}
