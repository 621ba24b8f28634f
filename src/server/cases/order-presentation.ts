/**
 * An order as the back office reads it: every question of the product's funnel in the funnel's order
 * with its label in the case's language and the customer's answer, the documents per category, and
 * the mandate record.
 */
import type { Language } from '@/basics/language';
import type { CaseOrder, OrderAnswer } from '@/contracts/backoffice';
import { funnelDefinitions } from '@/domain/funnels/definitions';
import { type Question, questionsOf } from '@/domain/funnels/funnel-definition';
import { orderedFacts, questionsIn } from '@/domain/funnels/answer-in-words';
import { isProductName } from '@/domain/products';
import type { StoredDocument } from '../db/tables/documents';
import type { OrderRow } from '../db/tables/orders';

/** A choice's option label, apart from the value (an amount's unit has a field of its own). */
function choiceLabel(question: Question, value: string | number | undefined, language: Language): string | null {
  return question.type === 'choice' ? (question.options.find((option) => option.value === value)?.label[language] ?? null) : null;
}

export function orderAnswers(productName: string, answers: OrderRow['answers'], documents: StoredDocument[], language: Language): OrderAnswer[] {
  const questions = isProductName(productName) ? questionsOf(funnelDefinitions[productName]) : [];
  // The same words the summary and the confirmation PDF use.
  const facts = isProductName(productName)
    ? new Map(orderedFacts(questionsIn(funnelDefinitions[productName], language), answers, documents.map((document) => ({ category: document.category, fileName: document.fileName })), language).map((fact) => [fact.question, fact.text]))
    : new Map<string, string | undefined>();
  const asked = questions.map(
    (question): OrderAnswer => ({
      text: facts.get(question.id) ?? null,
      question: question.id,
      label: question.label[language],
      type: question.type,
      value: question.type === 'document' ? null : (answers[question.id] ?? null),
      value_label: choiceLabel(question, answers[question.id], language),
      unit: question.type === 'amount' ? (question.unit ?? 'EUR') : null,
      documents: question.type === 'document' ? documents.filter((document) => document.category === question.id).map((document) => document.id) : [],
    }),
  );
  // An answer to a question the funnel has since dropped is still part of what the customer said.
  const known = new Set(questions.map((question) => question.id));
  const dropped = Object.entries(answers)
    .filter(([id]) => !known.has(id))
    .map(([id, value]): OrderAnswer => ({ question: id, label: id, type: 'unknown', value, value_label: null, text: String(value), unit: null, documents: [] }));
  return [...asked, ...dropped];
}

export function toCaseOrder(productName: string, order: OrderRow, documents: StoredDocument[], language: Language, confirmationFileName: string): CaseOrder {
  return {
    answers: orderAnswers(productName, order.answers, documents, language),
    mandate: {
      text_version: order.textVersion,
      customer_name: order.customerName,
      typed_name: order.typedName,
      signed_at: order.signedAt.toISOString(),
      ip: order.ip,
      user_agent: order.userAgent,
      early_start: order.earlyStart,
    },
    confirmation_file_name: confirmationFileName,
  };
}
