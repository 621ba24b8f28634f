/**
 * From what the customer typed to the answers the order sends, and the funnel's checks per step: the
 * same pure checks the service runs on the whole order (src/domain/funnels/check-answers.ts).
 */
import { dayInGermany } from '@/basics/calendar';
import type { Language } from '@/basics/language';
import { parseDecimal } from '@/basics/numbers';
import type { Funnel } from '@/contracts/commissioning';
import { type ErrorItem, errorItem } from '@/contracts/errors';
import { funnelRulesOf } from '@/contracts/vocabulary/commissioning';
import { type AnswerContext, type AnswerValue, checkAnswers } from '@/domain/funnels/check-answers';

/** The IBAN check, for a funnel that asks for an IBAN (see useIbanCheck). */
export type IbanChecker = AnswerContext['checkIban'];

/** The error path of an answer, as the service reports it. */
export const answerPath = (question: string) => `answers.${question}`;

/**
 * The answers of what was typed, for the questions the funnel asks (a calculator's prefill may hold
 * more): amounts read in the page's language, blanks left out. An amount that is no number is
 * `unreadable` (its own error), not an answer.
 */
export function answersOf(funnel: Funnel, typed: Readonly<Record<string, string>>, language: Language) {
  const answers: Record<string, AnswerValue> = {};
  const unreadable: ErrorItem[] = [];
  for (const question of funnel.steps.flatMap((step) => step.questions)) {
    const raw = typed[question.id]?.trim();
    if (question.type === 'document' || !raw) continue;
    // An answer to a question no longer asked (the answer it depended on changed) is not sent.
    if (question.asked_when && typed[question.asked_when.question] !== question.asked_when.value) continue;
    if (question.type === 'amount') {
      const value = parseDecimal(raw, language);
      if (value === undefined) unreadable.push(errorItem('invalid_number', answerPath(question.id)));
      else answers[question.id] = value;
    } else {
      answers[question.id] = raw;
    }
  }
  return { answers, unreadable };
}

/**
 * The problems of one step's answers (all steps when `step` is left out), each under its question's
 * path, as the service would name them. `documentCategories`: one entry per document uploaded.
 */
export function answerProblems(
  funnel: Funnel,
  typed: Readonly<Record<string, string>>,
  { language, documentCategories, step, checkIban }: { language: Language; documentCategories: readonly string[]; step?: number; checkIban?: IbanChecker },
): ErrorItem[] {
  const rules = funnelRulesOf(funnel);
  const questions = step === undefined ? undefined : rules.steps[step].questions;
  const asked = new Set((questions ?? rules.steps.flatMap((each) => each.questions)).map((question) => question.id));
  const { answers, unreadable } = answersOf(funnel, typed, language);
  const unreadableHere = unreadable.filter((item) => asked.has(item.path!.slice('answers.'.length)));
  const checked = checkAnswers(rules, answers, { today: dayInGermany(new Date()), documentCategories, checkIban }, questions);
  const problems = checked.ok
    ? []
    : checked.problems
        // An unreadable amount has its own message; "required" would be wrong for it.
        .filter((problem) => !unreadableHere.some((item) => item.path === answerPath(problem.question ?? '')))
        .map((problem): ErrorItem => ({ path: problem.question ? answerPath(problem.question) : 'answers', code: problem.code, params: 'params' in problem ? problem.params : {} }));
  return [...unreadableHere, ...problems];
}

/** The index of the first step whose answers are not complete, or the number of steps when all are. */
export function firstIncompleteStep(
  funnel: Funnel,
  typed: Readonly<Record<string, string>>,
  language: Language,
  documentCategories: readonly string[],
  checkIban?: IbanChecker,
): number {
  const index = funnel.steps.findIndex((_, step) => answerProblems(funnel, typed, { language, documentCategories, step, checkIban }).length > 0);
  return index === -1 ? funnel.steps.length : index;
}
