import { isCalendarDate } from '@/basics/calendar';
import type { checkIban, IbanProblem } from '../iban/iban';
import { type FunnelRules, isAsked, type QuestionRules, questionsOf } from './funnel-definition';

/**
 * Checks a funnel's answers against its definition, the same way in the browser (per step, as the
 * customer goes) and on the server (the whole order, before anything is stored). Pure: today and the
 * categories of the uploaded documents come from the caller.
 */

/** A problem with one answer; the codes are error codes of the portal (src/contracts/error-codes.ts). */
export type ProblemKind =
  | { code: 'required' | 'invalid_type' | 'invalid_date' | 'in_future' | 'invalid_postal_code' | 'invalid_characters' }
  | { code: 'too_long' | 'too_large'; params: { max: number } }
  | { code: 'too_small'; params: { min: number } }
  | { code: 'too_early'; params: { min: string } }
  | { code: 'too_many_decimals'; params: { max: number } }
  | { code: 'invalid_choice'; params: { allowed: string } }
  | { code: 'unknown_field'; params: { fields: string } }
  | { code: `iban_${Exclude<IbanProblem, 'required' | 'invalid_characters'>}` };

/** `question` is null for a problem of the answers as a whole (answers to questions not asked). */
export type AnswerProblem = ProblemKind & { question: string | null };

/** An answer as stored: text trimmed, an IBAN in its electronic form. */
export type AnswerValue = string | number;
export type Answers = Record<string, AnswerValue>;

export interface AnswerContext {
  /** Today in Germany, YYYY-MM-DD. */
  today: string;
  /** The categories of the documents uploaded so far (one entry per document). */
  documentCategories: readonly string[];
  /**
   * The IBAN check (src/domain/iban/iban.ts), needed where IBAN questions are checked. It is passed in
   * because its country formats are the largest part of the rules: a browser loads them only for a
   * funnel that asks for an IBAN.
   */
  checkIban?: typeof checkIban;
}

export type AnswerCheck = { ok: true; answers: Answers } | { ok: false; problems: AnswerProblem[] };

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const decimalsWithin = (value: number, places: number) => Math.abs(value * 10 ** places - Math.round(value * 10 ** places)) < 1e-6;

// Control characters other than tab and line breaks never belong in an answer.
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

type Checked = { value: AnswerValue } | { problem: AnswerProblem };

function checkValue(question: QuestionRules, raw: unknown, context: AnswerContext, answers: Readonly<Record<string, unknown>>): Checked {
  const problem = (kind: ProblemKind): Checked => ({ problem: { question: question.id, ...kind } });
  switch (question.type) {
    case 'text': {
      if (typeof raw !== 'string') return problem({ code: 'invalid_type' });
      const value = raw.trim();
      if (controlCharacters.test(value) || (!question.multiline && /[\r\n]/.test(value))) return problem({ code: 'invalid_characters' });
      if (Array.from(value).length > question.maxLength) return problem({ code: 'too_long', params: { max: question.maxLength } });
      return { value };
    }
    case 'postal-code': {
      if (typeof raw !== 'string') return problem({ code: 'invalid_type' });
      const value = raw.trim();
      return /^\d{5}$/.test(value) ? { value } : problem({ code: 'invalid_postal_code' });
    }
    case 'day': {
      if (typeof raw !== 'string') return problem({ code: 'invalid_type' });
      if (!isCalendarDate(raw)) return problem({ code: 'invalid_date' });
      if (question.notFuture && raw > context.today) return problem({ code: 'in_future' });
      if (question.earliest && raw < question.earliest) return problem({ code: 'too_early', params: { min: question.earliest } });
      const before = question.notBefore ? answers[question.notBefore] : undefined;
      if (typeof before === 'string' && isCalendarDate(before) && raw < before) return problem({ code: 'too_early', params: { min: before } });
      return { value: raw };
    }
    case 'amount': {
      if (typeof raw !== 'number' || !Number.isFinite(raw)) return problem({ code: 'invalid_type' });
      if (raw < question.min) return problem({ code: 'too_small', params: { min: question.min } });
      if (raw > question.max) return problem({ code: 'too_large', params: { max: question.max } });
      if (!decimalsWithin(raw, 2)) return problem({ code: 'too_many_decimals', params: { max: 2 } });
      return { value: raw };
    }
    case 'choice': {
      if (typeof raw !== 'string') return problem({ code: 'invalid_type' });
      const allowed = question.options.map((option) => option.value);
      return allowed.includes(raw) ? { value: raw } : problem({ code: 'invalid_choice', params: { allowed: allowed.join(', ') } });
    }
    case 'iban': {
      if (typeof raw !== 'string') return problem({ code: 'invalid_type' });
      if (!context.checkIban) throw new Error(`checking the IBAN question ${question.id} needs the IBAN check`);
      const checked = context.checkIban(raw, question.scope);
      if (checked.valid) return { value: checked.iban };
      if (checked.problem === 'required' || checked.problem === 'invalid_characters') return problem({ code: checked.problem });
      return problem({ code: `iban_${checked.problem}` });
    }
    case 'document':
      // Documents are uploads, not answers.
      return problem({ code: 'invalid_type' });
  }
}

/**
 * Checks `answers` (question id → value) for the questions given (a step's, or the whole funnel's
 * when left out): every required question answered (a document question by at least one upload of
 * its category), every answer of the right type and within its rules, no answer to a question the
 * funnel does not ask. Answers the cleaned values, or every problem found.
 */
export function checkAnswers(
  definition: FunnelRules,
  answers: Readonly<Record<string, unknown>>,
  context: AnswerContext,
  questions: readonly QuestionRules[] = questionsOf(definition),
): AnswerCheck {
  const problems: AnswerProblem[] = [];
  const cleaned: Answers = {};
  const known = new Set(questionsOf(definition).map((question) => question.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) problems.push({ question: null, code: 'unknown_field', params: { fields: unknown.join(', ') } });
  for (const question of questions) {
    // A question not asked for these answers is not checked, and an answer left from before is dropped.
    if (!isAsked(question, answers)) continue;
    if (question.type === 'document') {
      if (Object.hasOwn(answers, question.id)) problems.push({ question: question.id, code: 'invalid_type' });
      else if (question.required && !context.documentCategories.includes(question.id)) problems.push({ question: question.id, code: 'required' });
      continue;
    }
    const raw = Object.hasOwn(answers, question.id) ? answers[question.id] : undefined;
    if (isBlank(raw)) {
      if (question.required) problems.push({ question: question.id, code: 'required' });
      continue;
    }
    const checked = checkValue(question, raw, context, answers);
    if ('problem' in checked) problems.push(checked.problem);
    else cleaned[question.id] = checked.value;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, answers: cleaned };
}
