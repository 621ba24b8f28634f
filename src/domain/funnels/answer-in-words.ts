/**
 * An order's answers as people read them, the one place that writes them: the order summary, the
 * confirmation PDF, the back office's order record and the CLI state the same facts the same way.
 * Days in the reader's language, euros as the language writes them ("1.200 €" / "€1,200", cents only
 * where there are some), another measure with its unit ("62,5 m²"), a choice by its option's label,
 * an IBAN in groups of four, and for a document question the files' names.
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { formatEuro, numberFormat } from '@/basics/numbers';
import { formatIban } from '../iban/iban';
import type { AmountQuestion, FunnelDefinition, QuestionType } from './funnel-definition';
import { questionsOf } from './funnel-definition';

export type AnswerUnit = NonNullable<AmountQuestion['unit']>;

type AnswerValue = string | number | null | undefined;

/** What is known of an answer: its question's type, the value as stored, and (separately) a choice's label and an amount's unit. */
export interface AnswerFacts {
  type: string;
  value: AnswerValue;
  /** A choice's option label in the reader's language. */
  choiceLabel?: string | null;
  /** An amount's unit; euros when not given. */
  unit?: string | null;
}

const unitSymbols: Record<Exclude<AnswerUnit, 'EUR'>, string> = { m2: 'm²', 'Mbit/s': 'Mbit/s' };

function amountInWords(value: number, unit: string | null | undefined, language: Language): string {
  if (!unit || unit === 'EUR') return formatEuro(value, language, { cents: !Number.isInteger(value) });
  const number = numberFormat(language, { maximumFractionDigits: 2 }).format(value);
  // A non-breaking space: the number and its unit stay on one line.
  return `${number}\u00a0${unitSymbols[unit as keyof typeof unitSymbols] ?? unit}`;
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

/** A question as one language asks it: the funnel served to a page, or a definition in a language. */
export interface AskedQuestion {
  id: string;
  type: QuestionType | string;
  label: string;
  unit?: string;
  options?: { value: string; label: string }[];
}

/** A question's answer in words, its label and unit taken from the question as asked. */
export const answerToQuestionInWords = (question: AskedQuestion, value: AnswerValue, language: Language): string | undefined =>
  answerInWords(
    {
      type: question.type,
      value,
      choiceLabel: question.type === 'choice' ? question.options?.find((option) => option.value === value)?.label : undefined,
      unit: question.unit,
    },
    language,
  );

export interface OrderedFact {
  question: string;
  label: string;
  /** The answer in words; for a document question the files' names, comma-separated. Undefined: not answered (no file). */
  text: string | undefined;
}

/** The facts of an order: every question in the funnel's order, with its answer or its files. */
export function orderedFacts(
  questions: readonly AskedQuestion[],
  answers: Readonly<Record<string, AnswerValue>>,
  documents: readonly { category: string; fileName: string }[],
  language: Language,
): OrderedFact[] {
  return questions.map((question) => {
    if (question.type !== 'document') return { question: question.id, label: question.label, text: answerToQuestionInWords(question, answers[question.id], language) };
    const files = documents.filter((document) => document.category === question.id).map((document) => document.fileName);
    return { question: question.id, label: question.label, text: files.length > 0 ? files.join(', ') : undefined };
  });
}

/** A funnel definition's questions as one language asks them. */
export const questionsIn = (definition: FunnelDefinition, language: Language): AskedQuestion[] =>
  questionsOf(definition).map((question) => ({
    id: question.id,
    type: question.type,
    label: question.label[language],
    ...(question.type === 'amount' ? { unit: question.unit ?? 'EUR' } : {}),
    ...(question.type === 'choice' ? { options: question.options.map((option) => ({ value: option.value, label: option.label[language] })) } : {}),
  }));
