/**
 * An order's answer as people read it, the one place that writes it: the order summary, the back
 * office's order record and the CLI show the same words. Days in the reader's language, amounts with
 * their unit (euros as the language writes them, "1.200 €" / "€1,200"), a choice by its option's label,
 * an IBAN in groups of four.
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { formatEuro, numberFormat } from '@/basics/numbers';
import { formatIban } from '@/domain/iban/iban';
import type { AmountQuestion } from './funnel-definition';

export type AnswerUnit = NonNullable<AmountQuestion['unit']>;

/** What is known of an answer: its question's type, the value as stored, and (separately) a choice's label and an amount's unit. */
export interface AnswerFacts {
  type: string;
  value: string | number | null | undefined;
  /** A choice's option label in the reader's language. */
  choiceLabel?: string | null;
  /** An amount's unit; euros when not given. */
  unit?: string | null;
}

const unitSymbols: Record<Exclude<AnswerUnit, 'EUR'>, string> = { m2: 'm²', 'Mbit/s': 'Mbit/s' };

function amountInWords(value: number, unit: string | null | undefined, language: Language): string {
  if (!unit || unit === 'EUR') return formatEuro(value, language, { cents: !Number.isInteger(value) });
  const number = numberFormat(language, { maximumFractionDigits: 2 }).format(value);
  return `${number} ${unitSymbols[unit as keyof typeof unitSymbols] ?? unit}`;
}

/** The answer in words; undefined when it was not answered (the caller says so in its own words). */
export function answerInWords({ type, value, choiceLabel, unit }: AnswerFacts, language: Language): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (type === 'day' && typeof value === 'string') return formatDateIn(language, value);
  if (type === 'amount' && typeof value === 'number') return amountInWords(value, unit, language);
  if (type === 'choice') return choiceLabel ?? String(value);
  if (type === 'iban' && typeof value === 'string') return formatIban(value);
  return String(value);
}
