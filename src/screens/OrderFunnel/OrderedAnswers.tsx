import styled from 'styled-components';
import { Facts } from '@/components/ui/Facts';
import { SecondaryButton } from '@/components/ui/buttons';
import type { Funnel, FunnelQuestion } from '@/contracts/commissioning';
import { feeQuestions } from '@/domain/account-fees/funnel-answers';
import { letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { AnswerValue } from '@/domain/funnels/check-answers';
import { answerToQuestionInWords } from '@/domain/funnels/answer-in-words';
import { forwardsPayments, type ProductName } from '@/domain/products';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { theme } from '@/styles/theme';
import { DeadlineNotice } from './DeadlineNotice';
import { FeeClaimNotice } from './FeeClaimNotice';
import type { OrderDraft } from './order-draft';
import { Section, SectionHead } from './summary-section';

const Warning = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
`;

/**
 * What the customer entered, as the order will state it: every step's answers in words (the words of
 * the confirmation PDF, the back office and the CLI, src/domain/funnels/answer-in-words.ts) and the
 * documents, each step with its way back to change it; the deadline and the fee claim beside the
 * questions they follow from; the contact details; and a warning when the IBAN's bank is not the bank
 * picked (the account-fee sale names the IBAN's bank).
 */
export function OrderedAnswers({
  product,
  funnel,
  answers,
  draft,
  documents,
  payoutIban,
  contactTitle,
  differentIbanBank,
  pickedBank,
  onGo,
}: {
  product: ProductName;
  funnel: Funnel;
  /** The answers as the order sends them. */
  answers: Readonly<Record<string, AnswerValue>>;
  draft: Pick<OrderDraft, 'answers' | 'customer'>;
  documents: readonly { category: string; file_name: string }[];
  /** The payout account in groups of four. */
  payoutIban: string;
  contactTitle: string;
  /** The bank the IBAN belongs to, when it differs from the bank picked. */
  differentIbanBank: string | undefined;
  pickedBank: string;
  onGo: (step: number) => void;
}) {
  const { t } = useTranslation('orderFunnel');
  const language = useLanguage();
  const contactStep = funnel.steps.length;
  const shownAnswer = (question: FunnelQuestion): string =>
    question.type === 'document'
      ? documents
          .filter((document) => document.category === question.id)
          .map((document) => document.file_name)
          .join(', ') || t('summary.noDocuments')
      : (answerToQuestionInWords(question, answers[question.id], language) ?? t('summary.notAnswered'));
  const ibanStep = funnel.steps.findIndex((step) => step.questions.some((question) => question.id === 'iban'));
  const { customer } = draft;
  return (
    <>
      <Section>
        <h3>{t('summary.answers')}</h3>
        {funnel.steps.map((step, index) => (
          <div key={step.id}>
            <SectionHead>
              <h4>{step.title}</h4>
              <SecondaryButton type="button" onClick={() => onGo(index)} aria-label={t('actions.changeStep', { step: step.title })}>
                {t('actions.change')}
              </SecondaryButton>
            </SectionHead>
            <Facts>
              {step.questions.map((question) => (
                <div key={question.id}>
                  <dt>{question.label}</dt>
                  <dd>{shownAnswer(question)}</dd>
                </div>
              ))}
            </Facts>
            {step.questions.some((question) => question.id === letterReceivedQuestion) && (
              <DeadlineNotice product={product} received={typeof answers[letterReceivedQuestion] === 'string' ? String(answers[letterReceivedQuestion]) : undefined} />
            )}
            {product === 'account-fees' && step.questions.some((question) => question.id === feeQuestions.monthlyFee) && <FeeClaimNotice typed={draft.answers} />}
          </div>
        ))}
        <SectionHead>
          <h4>{t('summary.contact')}</h4>
          <SecondaryButton type="button" onClick={() => onGo(contactStep)} aria-label={t('actions.changeStep', { step: contactTitle })}>
            {t('actions.change')}
          </SecondaryButton>
        </SectionHead>
        <Facts>
          <dt>{t('contact.name')}</dt>
          <dd>{customer.name}</dd>
          <dt>{t('contact.email')}</dt>
          <dd>{customer.email}</dd>
          <dt>{t('contact.phone')}</dt>
          <dd>{customer.phone}</dd>
          <dt>{t('contact.address')}</dt>
          <dd>{`${customer.streetName} ${customer.houseNumber}, ${customer.postalCode} ${customer.city}`}</dd>
          {forwardsPayments(product) && (
            <>
              <dt>{t('contact.payoutIban')}</dt>
              <dd>{payoutIban}</dd>
            </>
          )}
        </Facts>
      </Section>

      {differentIbanBank && (
        <Warning role="note">
          {t('summary.bankDiffers', { ibanBank: differentIbanBank, bank: pickedBank })}{' '}
          <SecondaryButton type="button" onClick={() => onGo(Math.max(ibanStep, 0))}>
            {t('summary.bankDiffersChange')}
          </SecondaryButton>
        </Warning>
      )}
    </>
  );
}
