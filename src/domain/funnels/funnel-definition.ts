import type { Language } from '@/basics/language';
import type { ProductName } from '../products';

/**
 * A product's order funnel as data: its steps, each step's questions with their type, rules and
 * whether they must be answered, and every text in both languages side by side (so no question can
 * exist in one language only). The server checks an order's answers against it; the browser funnel
 * renders and checks from the same definition. Adding a product means adding a definition file.
 */
export type Texts = Record<Language, string>;

interface QuestionBase {
  /**
   * Stable identifier: the key of the answer, and for a document question the uploads' category.
   * A slug (`move-in`, `rental-contract`).
   */
  id: string;
  label: Texts;
  /** Help shown beneath the field. */
  hint?: Texts;
  required: boolean;
  /**
   * Asked only when an earlier choice question of the same step has this answer ("In which year did
   * you agree?" after "yes"); otherwise it is neither shown, checked nor sent.
   */
  askedWhen?: { question: string; value: string };
}

export interface TextQuestion extends QuestionBase {
  type: 'text';
  maxLength: number;
  /** Several lines (a description) rather than one. */
  multiline?: boolean;
}

/** A German postal code: five digits. */
export interface PostalCodeQuestion extends QuestionBase {
  type: 'postal-code';
}

/** A calendar day, YYYY-MM-DD. */
export interface DayQuestion extends QuestionBase {
  type: 'day';
  /** No day after today in Germany (something that has already happened). */
  notFuture?: boolean;
  /** The earliest day allowed, YYYY-MM-DD. */
  earliest?: string;
  /** The id of another day question this day must not lie before (received after employment began). */
  notBefore?: string;
}

/** An amount in euros with at most two decimals, or another measure (`unit`). */
export interface AmountQuestion extends QuestionBase {
  type: 'amount';
  min: number;
  max: number;
  /** What the number counts: euros (the default), square metres, megabits per second. */
  unit?: 'EUR' | 'm2' | 'Mbit/s';
}

export interface ChoiceQuestion extends QuestionBase {
  type: 'choice';
  options: { value: string; label: Texts }[];
}

export interface IbanQuestion extends QuestionBase {
  type: 'iban';
  /** `germany`: a German account only (the account-fee claim); `sepa`: any SEPA account. */
  scope: 'germany' | 'sepa';
}

/** Files uploaded to the funnel's draft under this question's id as their category. */
export interface DocumentQuestion extends QuestionBase {
  type: 'document';
}

export type Question = TextQuestion | PostalCodeQuestion | DayQuestion | AmountQuestion | ChoiceQuestion | IbanQuestion | DocumentQuestion;

export type QuestionType = Question['type'];

export const questionTypes = ['text', 'postal-code', 'day', 'amount', 'choice', 'iban', 'document'] as const satisfies readonly QuestionType[];

export interface FunnelStep {
  id: string;
  title: Texts;
  questions: Question[];
}

export interface FunnelDefinition {
  product: ProductName;
  steps: FunnelStep[];
}

/** A question's rules without its texts: what checking an answer needs, in whichever language it was asked. */
export type QuestionRules = Question extends infer Each ? (Each extends Question ? Omit<Each, 'label' | 'hint'> : never) : never;

/** A funnel's steps with their questions' rules: a definition, or a funnel as served in one language. */
export interface FunnelRules {
  steps: { questions: QuestionRules[] }[];
}

/** Whether a question is asked, given the answers so far (see `askedWhen`). */
export const isAsked = (question: { askedWhen?: { question: string; value: string } }, answers: Readonly<Record<string, unknown>>): boolean =>
  !question.askedWhen || answers[question.askedWhen.question] === question.askedWhen.value;

/** Every question of a funnel, in order. */
export const questionsOf = <Rules extends FunnelRules>(definition: Rules): Rules['steps'][number]['questions'] => definition.steps.flatMap((step) => step.questions);
