/**
 * The words of the commissioning service that screens and the api-client need without the schema
 * library: the headers of the upload endpoints, and a served funnel's rules.
 */
import type { FunnelRules, QuestionRules } from '@/domain/funnels/funnel-definition';
import type { SuccessFeeRule } from '@/domain/pricing/success-fees';
import type { Funnel, FunnelQuestion, WireSuccessFee } from '../commissioning';

/** The upload draft's token: kept out of URLs (logs, referrers). */
export const draftTokenHeader = 'X-Draft-Token';
/** An upload's file name, percent-encoded UTF-8 (`encodeURIComponent`), since header values are Latin-1 only. */
export const fileNameHeader = 'X-File-Name';

/**
 * The largest file the service accepts unless configured otherwise (DOCUMENT_MAX_BYTES): what a page
 * states before a draft has told it the limit in force.
 */
export const defaultDocumentMaxBytes = 10 * 1024 * 1024;

/** The most bytes one upload draft holds unless configured otherwise (DRAFT_MAX_BYTES), likewise. */
export const defaultDraftMaxBytes = 50 * 1024 * 1024;

function questionRules(question: FunnelQuestion): QuestionRules | undefined {
  const rules = typeRules(question);
  return rules && question.asked_when ? { ...rules, askedWhen: { question: question.asked_when.question, value: question.asked_when.value } } : rules;
}

function typeRules(question: FunnelQuestion): QuestionRules | undefined {
  const { id, required } = question;
  switch (question.type) {
    case 'text':
      return { id, required, type: 'text', maxLength: question.max_length ?? 0, multiline: question.multiline };
    case 'postal-code':
      return { id, required, type: 'postal-code' };
    case 'day':
      return { id, required, type: 'day', notFuture: question.not_future, earliest: question.earliest, notBefore: question.not_before };
    case 'amount':
      return { id, required, type: 'amount', min: question.min ?? 0, max: question.max ?? 0, unit: question.unit as 'EUR' | 'm2' | 'Mbit/s' | undefined };
    case 'choice':
      return { id, required, type: 'choice', options: (question.options ?? []).map((option) => ({ value: option.value, label: { de: option.label, en: option.label } })) };
    case 'iban':
      return { id, required, type: 'iban', scope: question.scope === 'germany' ? 'germany' : 'sepa' };
    case 'document':
      return { id, required, type: 'document' };
    default:
      return undefined;
  }
}

/**
 * The rules of a funnel as served (snake case, one language), for checking answers in the browser as
 * the service will: `checkAnswers(funnelRulesOf(funnel), …)`.
 */
export const funnelRulesOf = (funnel: Funnel): FunnelRules => ({
  steps: funnel.steps.map((step) => ({ questions: step.questions.flatMap((question) => questionRules(question) ?? []) })),
});

/** A fee rule as the wire carries it (snake case), and back. */
export function wireSuccessFee(rule: SuccessFeeRule): WireSuccessFee {
  if (rule.kind === 'monthly_multiple') return { kind: rule.kind, months: rule.months };
  if (rule.kind === 'share') return { kind: rule.kind, percent: rule.percent };
  return { kind: rule.kind, payout_cents: rule.payoutCents };
}

/** The rule of a funnel's answer; undefined when its figure is missing (an answer that slipped the contract). */
export function successFeeRuleOf(fee: WireSuccessFee): SuccessFeeRule | undefined {
  if (fee.kind === 'monthly_multiple' && fee.months !== undefined) return { kind: 'monthly_multiple', months: fee.months };
  if (fee.kind === 'share' && fee.percent !== undefined) return { kind: 'share', percent: fee.percent };
  if (fee.kind === 'payout' && fee.payout_cents !== undefined) return { kind: 'payout', payoutCents: fee.payout_cents };
  return undefined;
}
