/**
 * What was ordered, in words: every answer of the funnel as the customer gave it, and the documents
 * uploaded per question. One source for the summary before the order, the confirmation PDF, the back
 * office and the CLI, so all of them state the same facts the same way: days as the language writes
 * them, amounts with their unit, a choice by its label, an IBAN in groups of four.
 */
import { formatDateIn } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { numberFormat } from '@/basics/numbers';
import { formatIban } from '../iban/iban';
import type { FunnelDefinition, QuestionType } from './funnel-definition';
import { questionsOf } from './funnel-definition';

/** A question as one language asks it: the funnel served to a page, or a definition in a language. */
export interface FactQuestion {
  id: string;
  type: QuestionType | string;
  label: string;
  unit?: string;
  options?: { value: string; label: string }[];
}

export interface OrderedFact {
  question: string;
  label: string;
  /** The answer in words; for a document question the files' names, comma-separated. Undefined: not answered (no file). */
  text: string | undefined;
}

const unitSymbols: Record<string, string> = { EUR: '€', m2: 'm²', 'Mbit/s': 'Mbit/s' };

/** One answer in words, or undefined when there is none. */
export function answerText(question: FactQuestion, value: string | number | null | undefined, language: Language): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (question.type === 'day' && typeof value === 'string') return formatDateIn(language, value);
  if (question.type === 'amount' && typeof value === 'number') {
    const unit = question.unit ?? 'EUR';
    const number = numberFormat(language, { minimumFractionDigits: unit === 'EUR' && !Number.isInteger(value) ? 2 : 0, maximumFractionDigits: 2 }).format(value);
    return `${number}\u00a0${unitSymbols[unit] ?? unit}`;
  }
  if (question.type === 'choice') return question.options?.find((option) => option.value === value)?.label ?? String(value);
  if (question.type === 'iban' && typeof value === 'string') return formatIban(value);
  return String(value);
}

/** The facts of an order: every question in the funnel's order, with its answer or its files. */
export function orderedFacts(
  questions: readonly FactQuestion[],
  answers: Readonly<Record<string, string | number | null | undefined>>,
  documents: readonly { category: string; fileName: string }[],
  language: Language,
): OrderedFact[] {
  return questions.map((question) => {
    if (question.type !== 'document') return { question: question.id, label: question.label, text: answerText(question, answers[question.id], language) };
    const files = documents.filter((document) => document.category === question.id).map((document) => document.fileName);
    return { question: question.id, label: question.label, text: files.length > 0 ? files.join(', ') : undefined };
  });
}

/** A funnel definition's questions as one language asks them. */
export const questionsIn = (definition: FunnelDefinition, language: Language): FactQuestion[] =>
  questionsOf(definition).map((question) => ({
    id: question.id,
    type: question.type,
    label: question.label[language],
    ...(question.type === 'amount' ? { unit: question.unit ?? 'EUR' } : {}),
    ...(question.type === 'choice' ? { options: question.options.map((option) => ({ value: option.value, label: option.label[language] })) } : {}),
  }));
