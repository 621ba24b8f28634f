import { Formik } from 'formik';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { sendOrder } from '@/api-client/commissioning';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import { useRouteHref } from '@/components/Link';
import { Markdown, Prose } from '@/components/marketing/Markdown';
import { ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { ErrorMessages, useErrorText } from '@/components/ui/ErrorList';
import { Lead } from '@/components/ui/Container';
import type { OrderTexts } from '@/content/contract-texts';
import type { ContentNode } from '@/content/types';
import type { Funnel, FunnelQuestion, PlacedOrder } from '@/contracts/commissioning';
import { successFeeRuleOf } from '@/contracts/vocabulary/commissioning';
import { type ErrorItem, hasError } from '@/contracts/errors';
import { formatIban, normaliseIban } from '@/domain/iban/iban';
import { answerText } from '@/domain/funnels/ordered-facts';
import { formatCents } from '@/domain/pricing/price-texts';
import { exampleReduction } from '@/components/calculators/rent-brake-values';
import { feeQuestions } from '@/domain/account-fees/funnel-answers';
import { letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import { forwardsPayments, type ProductName } from '@/domain/products';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page/PageContext';
import { theme } from '@/styles/theme';
import { answersOf } from './answers';
import { contactFields } from './ContactStep';
import { DeadlineNotice } from './DeadlineNotice';
import { EarlyStartField } from './EarlyStartField';
import { FeeBox } from './FeeBox';
import { FeeClaimNotice } from './FeeClaimNotice';
import { sameBankName, useIbanBank } from './iban-bank';
import type { OrderDraft } from './order-draft';
import { calculatedAmountOf, orderRequestOf } from './order-request';
import { RentBrakeAssessment, useRentBrakeAssessment } from './RentBrakeAssessment';
import { KeepValues } from './step-parts';
import type { DraftDocuments } from './useDraftDocuments';

export interface ConsentValues {
  earlyStart: boolean;
  terms: boolean;
  privacy: boolean;
  typedName: string;
}

const consentFields: FieldsByPath<ConsentValues> = {
  'consent.early_start': 'earlyStart',
  'consent.terms_accepted': 'terms',
  'consent.privacy_accepted': 'privacy',
  'consent.typed_name': 'typedName',
};

const Section = styled.section`
  margin: 1.75rem 0;

  h3 {
    margin-bottom: 0.5rem;
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: baseline;
  justify-content: space-between;
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.2rem 1rem;
  margin: 0;

  dt {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`;

const TextBox = styled.div`
  max-height: 22rem;
  overflow-y: auto;
  padding: 0.25rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

const Warning = styled.p`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
`;

const Draft = styled.p`
  padding: 0.5rem 0.75rem;
  border-left: 4px solid ${theme.colors.accent};
  background: ${theme.colors.surface};
  font-size: 0.9rem;
`;

/** Fills the order's own placeholders of a contract text with what the customer entered. */
function filled(nodes: ContentNode[], values: Record<string, string>): ContentNode[] {
  return nodes.map((node) => {
    if (node.type === 'text') return { ...node, value: node.value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole) };
    if ('children' in node) return { ...node, children: filled(node.children, values) } as ContentNode;
    return node;
  });
}

/**
 * A link for a sentence of `Trans` that opens the page in a new window (its title says so), so the
 * order stays where it is. A plain anchor: `Trans` fills in the words.
 */
function useNewWindowLink() {
  const { t } = useTranslation('orderFunnel');
  const href = useRouteHref();
  return function newWindowLink(to: 'terms' | 'privacy' | 'withdrawal') {
    return <a href={href(to)} target="_blank" rel="noopener" title={t('summary.newTab')} />;
  };
}

/** Where the order went wrong in an earlier step: each problem named by its question, with the way back there. */
function StepProblems({ problems, onGo }: { problems: { step: number; title: string; text: string }[]; onGo: (step: number) => void }) {
  const { t } = useTranslation('orderFunnel');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length > 0) list.current?.focus();
  }, [problems]);
  if (problems.length === 0) return null;
  const steps = [...new Map(problems.map((problem) => [problem.step, problem.title])).entries()];
  return (
    <div ref={list} tabIndex={-1} aria-live="polite">
      <ErrorMessages label={t('errors.label')} messages={problems.map((problem) => ({ text: problem.text, withIcon: true }))} />
      <ButtonRow>
        {steps.map(([step, title]) => (
          <SecondaryButton key={step} type="button" onClick={() => onGo(step)}>
            {t('errors.goToStep', { step: title })}
          </SecondaryButton>
        ))}
      </ButtonRow>
    </div>
  );
}

/**
 * The last step: everything entered, the fee as the product's rule gives it, what happens next, the
 * right of withdrawal with the request to start early, the mandate in full, consent to the terms and
 * the privacy notice, the full name typed as the signature, and the button that names the payment
 * obligation (§ 312j Abs. 3 BGB). A double click sends once; a retry sends the same idempotency key.
 */
export function SummaryStep({
  product,
  funnel,
  texts,
  draft,
  uploads,
  stepTitles,
  onChange,
  onGo,
  onPlaced,
}: {
  product: ProductName;
  funnel: Funnel;
  texts: OrderTexts;
  draft: OrderDraft;
  uploads: DraftDocuments;
  stepTitles: string[];
  onChange: (values: ConsentValues) => void;
  onGo: (step: number) => void;
  onPlaced: (placed: PlacedOrder) => void;
}) {
  const { t } = useTranslation(['orderFunnel', 'cases']);
  const language = useLanguage();
  const errorText = useErrorText();
  const errorsId = useId();
  const newWindowLink = useNewWindowLink();
  const { pending, serverErrors, submit } = useSubmission<ConsentValues>(consentFields);
  const rule = successFeeRuleOf(funnel.success_fee);
  const payout = rule?.kind === 'payout';
  const { answers } = answersOf(funnel, draft.answers, language);
  // The rent brake: the check of these answers, whose range gives the fee's example (never one cent figure).
  const assessment = useRentBrakeAssessment(product, answers, language);
  const estimate = assessment.status === 'done' ? assessment.answer.estimate : undefined;
  // A dismissal's example is the rule of thumb from the funnel's own days where they allow it.
  const calculatedAmount = product === 'rent-brake' ? exampleReduction(estimate) : calculatedAmountOf(product, draft, language);
  const subject = t(`cases:products.${product}.title`);
  const withConsent = (values: ConsentValues): OrderDraft => ({ ...draft, calculatedAmount, consent: values });
  const validate = useContractChecks<ConsentValues>({
    checks: async () => (await import('@/contracts/commissioning')).placeOrder.checkBody,
    toRequest: (values) => ({ request: orderRequestOf(product, funnel, withConsent(values), language) }),
    fields: consentFields,
  });

  // The same words as the confirmation PDF and the back office (src/domain/funnels/ordered-facts.ts).
  const shownAnswer = (question: FunnelQuestion): string => answerText(question, answers[question.id], language) ?? t('summary.notAnswered');
  // The account-fee sale names the bank the IBAN belongs to, whatever bank was picked.
  const ibanBank = useIbanBank(product === 'account-fees' && typeof answers.iban === 'string' ? answers.iban : undefined);
  const pickedBank = typeof answers.bank === 'string' ? answers.bank : '';
  const soldAgainst = ibanBank?.name ?? pickedBank;
  const bankDiffers = Boolean(ibanBank && pickedBank && !sameBankName(ibanBank.name, pickedBank));
  const example =
    rule?.kind === 'monthly_multiple' && estimate && estimate.high > 0
      ? { lowCents: estimate.low * 100, highCents: estimate.high * 100 }
      : product !== 'rent-brake' && calculatedAmount !== undefined && calculatedAmount > 0
        ? { cents: Math.round(calculatedAmount * 100) }
        : undefined;

  const placeholders: Record<string, string> = {
    subject,
    bank: soldAgainst,
    payoutIban: draft.customer.payoutIban.trim() ? formatIban(normaliseIban(draft.customer.payoutIban)) : '',
    iban: typeof answers.iban === 'string' ? formatIban(answers.iban) : '',
    payout: rule?.kind === 'payout' ? formatCents(rule.payoutCents, language) : '',
  };

  // The service's verdict on earlier steps: each answer's problem under its question's label.
  const questionsById = new Map(funnel.steps.flatMap((step, index) => step.questions.map((question) => [question.id, { question, step: index }] as const)));
  const contactStep = funnel.steps.length;
  const stepProblems = serverErrors.flatMap((error: ErrorItem) => {
    if (error.path?.startsWith('answers.')) {
      const found = questionsById.get(error.path.slice('answers.'.length));
      if (found) return [{ step: found.step, title: stepTitles[found.step], text: t('errors.onStep', { question: found.question.label, error: errorText(error) }) }];
    }
    const contactField = error.path ? contactFields[error.path] : undefined;
    if (contactField) {
      return [{ step: contactStep, title: stepTitles[contactStep], text: t('errors.onStep', { question: t(`contact.${contactField}`), error: errorText(error) }) }];
    }
    return [];
  });
  const otherErrors = serverErrors.filter((error) => !error.path?.startsWith('answers.') && !(error.path && contactFields[error.path]));

  return (
    <>
      <Lead>{t('summary.lead')}</Lead>

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
                  <dd>
                    {question.type === 'document'
                      ? uploads.documents
                          .filter((document) => document.category === question.id)
                          .map((document) => document.file_name)
                          .join(', ') || t('summary.noDocuments')
                      : shownAnswer(question)}
                  </dd>
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
          <SecondaryButton type="button" onClick={() => onGo(contactStep)} aria-label={t('actions.changeStep', { step: stepTitles[contactStep] })}>
            {t('actions.change')}
          </SecondaryButton>
        </SectionHead>
        <Facts>
          <dt>{t('contact.name')}</dt>
          <dd>{draft.customer.name}</dd>
          <dt>{t('contact.email')}</dt>
          <dd>{draft.customer.email}</dd>
          <dt>{t('contact.phone')}</dt>
          <dd>{draft.customer.phone}</dd>
          <dt>{t('contact.address')}</dt>
          <dd>{`${draft.customer.streetName} ${draft.customer.houseNumber}, ${draft.customer.postalCode} ${draft.customer.city}`}</dd>
          {forwardsPayments(product) && (
            <>
              <dt>{t('contact.payoutIban')}</dt>
              <dd>{placeholders.payoutIban}</dd>
            </>
          )}
        </Facts>
      </Section>

      {bankDiffers && ibanBank && (
        <Warning role="note">
          {t('summary.bankDiffers', { ibanBank: ibanBank.name, bank: pickedBank })}{' '}
          <SecondaryButton type="button" onClick={() => onGo(questionsById.get('iban')?.step ?? 0)}>
            {t('summary.bankDiffersChange')}
          </SecondaryButton>
        </Warning>
      )}

      {assessment.status !== 'none' && (
        <Section>
          <h3>{t('rentBrake.title')}</h3>
          <RentBrakeAssessment assessment={assessment} />
        </Section>
      )}

      <Section>
        <h3>{t('summary.nextTitle')}</h3>
        <ol>
          <li>{t('summary.next1')}</li>
          <li>{t('summary.next2')}</li>
          <li>{t('summary.next3')}</li>
        </ol>
      </Section>

      {texts.information.length > 0 && (
        <Section>
          <h3 id={`${errorsId}-information`}>{t('summary.informationTitle')}</h3>
          <TextBox tabIndex={0} role="region" aria-labelledby={`${errorsId}-information`}>
            <Prose>
              <Markdown nodes={filled(texts.information, placeholders)} />
            </Prose>
          </TextBox>
        </Section>
      )}

      <Section>
        <h3 id={`${errorsId}-mandate`}>{t('summary.mandateTitle')}</h3>
        {texts.status === 'draft' && <Draft>{t('summary.draftTexts', { version: texts.version })}</Draft>}
        <TextBox tabIndex={0} role="region" aria-labelledby={`${errorsId}-mandate`}>
          <Prose>
            <Markdown nodes={filled(texts.mandate, placeholders)} />
          </Prose>
        </TextBox>
      </Section>

      <Formik<ConsentValues>
        initialValues={draft.consent}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const withValues = withConsent(values);
          await submit(async () => {
            const started = await uploads.ensureDraft();
            if ('error' in started) return { ok: false, errors: [started.error] };
            const request = orderRequestOf(product, funnel, { ...withValues, draftToken: started.token }, language);
            const response = await sendOrder(request);
            if (!response.ok) {
              // Expired uploads are gone; the documents step then asks for them again.
              if (hasError(response.errors, 'draft_expired')) uploads.forget();
              return { ok: false, errors: response.errors };
            }
            onPlaced(response.data);
            return { ok: true };
          }, { values, setStatus: helpers.setStatus });
        }}
      >
        {() => (
          <ScriptedForm noValidate>
            <KeepValues<ConsentValues> onChange={onChange} />
            <Section>
              <h3>{t('summary.withdrawalTitle')}</h3>
              <p>
                <Trans t={t} i18nKey="summary.withdrawal" components={{ page: newWindowLink('withdrawal') }} />
              </p>
              <details>
                <summary>{t('summary.withdrawalText')}</summary>
                <Prose>
                  <Markdown nodes={filled(texts.withdrawal, placeholders)} />
                </Prose>
              </details>
              <EarlyStartField id={`${errorsId}-field-earlyStart`} product={product} received={answers[letterReceivedQuestion]} />
              <details>
                <summary>{t('summary.earlyStartText')}</summary>
                <Prose>
                  <Markdown nodes={filled(texts.earlyStart, placeholders)} />
                </Prose>
              </details>
            </Section>
            <FieldGrid>
              <CheckboxField
                id={`${errorsId}-field-terms`}
                name="terms"
                label={<Trans t={t} i18nKey="summary.terms" components={{ page: newWindowLink('terms') }} />}
              />
              <CheckboxField
                id={`${errorsId}-field-privacy`}
                name="privacy"
                label={<Trans t={t} i18nKey="summary.privacy" components={{ page: newWindowLink('privacy') }} />}
              />
              <TextField
                id={`${errorsId}-field-typedName`}
                name="typedName"
                label={t('summary.typedName')}
                hint={t('summary.typedNameHint')}
                autoComplete="off"
              />
            </FieldGrid>
            <StepProblems problems={stepProblems} onGo={onGo} />
            <FormErrors id={errorsId} fields={consentFields} server={otherErrors} />
            {/* Directly above the button (§ 312j Abs. 2 BGB): nothing may stand between them. */}
            <FeeBox
              product={product}
              rule={rule}
              example={example}
              bank={soldAgainst}
              withdrawalLink={<Trans t={t} i18nKey="feeBox.withdrawalText" components={{ page: newWindowLink('withdrawal') }} />}
            />
            <ButtonRow>
              <PrimaryButton type="submit" disabled={pending}>
                {pending ? t('summary.sending') : t(payout ? 'summary.submitPayout' : 'summary.submit')}
              </PrimaryButton>
              <SecondaryButton type="button" onClick={() => onGo(contactStep)} disabled={pending}>
                {t('actions.back')}
              </SecondaryButton>
            </ButtonRow>
          </ScriptedForm>
        )}
      </Formik>
    </>
  );
}

