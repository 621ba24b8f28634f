/**
 * A dismissal's deadline for an action (§ 4 KSchG) in words, the one place that decides which words a
 * reader gets. The texts are `cases:deadline.*`:
 * - `short`: the days left in a few words ("noch 4 Tage", "heute letzter Tag", "abgelaufen"), beside
 *   the date on the case's card and in the back office;
 * - `case`: what the customer whose case we work should know and do (we keep the deadline in view);
 * - `order`: what someone about to commission us should do now (send the letter, or go to court).
 * The date is written in the reader's language; `count` selects the plural form.
 */
import { type CalendarDay, formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import type { LocalisedText } from '@/domain/localised-text';
import type { DeadlineWarning } from './dismissal-claim-deadline';

/** Where the deadline stands: the last day has its own words. */
export type DeadlineMoment = Exclude<DeadlineWarning, 'passed'> | 'lastDay' | 'passed';

export interface DeadlineFacts {
  day: CalendarDay;
  /** Calendar days from today in Germany: 0 on the last day, negative once it has passed. */
  daysLeft: number;
  warning: DeadlineWarning;
}

export function deadlineMoment({ daysLeft, warning }: Pick<DeadlineFacts, 'daysLeft' | 'warning'>): DeadlineMoment {
  if (warning === 'passed' || daysLeft < 0) return 'passed';
  if (daysLeft === 0) return 'lastDay';
  return warning;
}

/** Who reads the full sentence: the customer of a case, or someone about to order. */
export type DeadlineReader = 'case' | 'order';

export type DeadlineWordsKey = `cases:deadline.${DeadlineReader}.${DeadlineMoment}` | `cases:deadline.short.${'daysLeft' | 'lastDay' | 'passed'}`;

/** The days left in a few words. */
export function deadlineInShort(facts: Pick<DeadlineFacts, 'daysLeft' | 'warning'>): LocalisedText<DeadlineWordsKey> {
  const moment = deadlineMoment(facts);
  if (moment === 'passed' || moment === 'lastDay') return { key: `cases:deadline.short.${moment}`, values: {} };
  return { key: 'cases:deadline.short.daysLeft', values: { count: facts.daysLeft } };
}

/** The deadline as a sentence for its reader: the date, and what to do now. */
export function deadlineInWords(reader: DeadlineReader, facts: DeadlineFacts, language: Language): LocalisedText<DeadlineWordsKey> {
  return { key: `cases:deadline.${reader}.${deadlineMoment(facts)}`, values: { date: formatDateIn(language, facts.day), count: facts.daysLeft } };
}
