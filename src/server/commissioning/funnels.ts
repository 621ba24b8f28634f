import type { Language } from '@/basics/language';
import type { Funnel, FunnelQuestion } from '@/contracts/commissioning';
import { wireSuccessFee } from '@/contracts/vocabulary/commissioning';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import type { Question } from '@/domain/funnels/funnel-definition';
import type { ProductName } from '@/domain/products';
import { currentContractTextVersion } from './contract-texts';
import { priceList } from './settings';

function localisedQuestion(question: Question, language: Language): FunnelQuestion {
  const common = {
    id: question.id,
    type: question.type,
    label: question.label[language],
    required: question.required,
    ...(question.hint ? { hint: question.hint[language] } : {}),
    ...(question.askedWhen ? { asked_when: question.askedWhen } : {}),
  };
  switch (question.type) {
    case 'text':
      return { ...common, max_length: question.maxLength, multiline: question.multiline ?? false };
    case 'day':
      return {
        ...common,
        not_future: question.notFuture ?? false,
        ...(question.earliest ? { earliest: question.earliest } : {}),
        ...(question.notBefore ? { not_before: question.notBefore } : {}),
      };
    case 'amount':
      return { ...common, min: question.min, max: question.max, unit: question.unit ?? 'EUR' };
    case 'choice':
      return { ...common, options: question.options.map((option) => ({ value: option.value, label: option.label[language] })) };
    case 'iban':
      return { ...common, scope: question.scope };
    case 'postal-code':
    case 'document':
      return common;
  }
}

/** A product's order funnel as the API serves it: in one language, with the contract texts it orders on. */
export function localisedFunnel(product: ProductName, language: Language): Funnel {
  const definition = funnelDefinitions[product];
  return {
    product,
    locale: language,
    contract_text_version: currentContractTextVersion,
    success_fee: wireSuccessFee(priceList().successFees[product]),
    steps: definition.steps.map((step) => ({ id: step.id, title: step.title[language], questions: step.questions.map((question) => localisedQuestion(question, language)) })),
  };
}
