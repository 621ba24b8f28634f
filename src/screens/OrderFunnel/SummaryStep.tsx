import { Formik } from 'formik';
import { useId } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { sendOrder } from '@/api-client/commissioning';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { FormErrors } from '@/components/forms/FormErrors';
import { useSubmission } from '@/components/forms/useSubmission';
import { ButtonRow, PrimaryButton, SecondaryButton } from '@/components/ui/buttons';
import { Lead } from '@/components/ui/Container';
import type { OrderTexts } from '@/content/contract-texts';
import type { Funnel, PlacedOrder } from '@/contracts/commissioning';
import { successFeeRuleOf } from '@/contracts/vocabulary/commissioning';
import { hasError } from '@/contracts/errors';
import { exampleReduction } from '@/components/calculators/rent-brake-values';
import { letterReceivedQuestion } from '@/domain/deadlines/dismissal-claim-deadline';
import type { ProductName } from '@/domain/products';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';
import { readStoredAuth } from '@/session/auth-cookie';
import { answersOf } from './answers';
import { ContractText, contractValuesOf, useNewWindowLink } from './ContractTexts';
import { FeeBox, feeExampleOf } from './FeeBox';
import { sameBankName, useIbanBank } from './iban-bank';
import type { OrderDraft } from './order-draft';
import { OrderedAnswers } from './OrderedAnswers';
import { calculatedAmountOf, orderRequestOf } from './order-request';
import { RentBrakeAssessment, useRentBrakeAssessment } from './RentBrakeAssessment';
import { StepProblems, useStepProblems } from './StepProblems';
import { KeepValues } from './step-parts';
import { Section } from './summary-section';
import type { DraftDocuments } from './useDraftDocuments';
import { WithdrawalSection } from './WithdrawalSection';

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

/**
 * The last step: everything entered, the fee as the product's rule gives it, what happens next, the
 * right of withdrawal with the request to start early, the mandate in full, consent to the terms and
 * the privacy notice, the full name typed as the signature, and the button that names the payment
 * obligation (§ 312j Abs. 3 BGB). A double click sends once; a retry sends the same idempotency key.
 * The step puts its parts together (what was entered: OrderedAnswers; the contract texts:
 * ContractTexts; the withdrawal: WithdrawalSection; the fee: FeeBox; problems of earlier steps:
 * StepProblems) and owns the consent form and the sending of the order.
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
  const errorsId = useId();
  const newWindowLink = useNewWindowLink();
  const { pending, serverErrors, submit } = useSubmission<ConsentValues>(consentFields);
  const { stepProblems, otherErrors } = useStepProblems(funnel, stepTitles, serverErrors);
  const rule = successFeeRuleOf(funnel.success_fee);
  const payout = rule?.kind === 'payout';
  const { answers } = answersOf(funnel, draft.answers, language);
  // The rent brake: the check of these answers, whose range gives the fee's example (never one cent figure).
  const assessment = useRentBrakeAssessment(product, answers, language);
  const estimate = assessment.status === 'done' ? assessment.answer.estimate : undefined;
  // A dismissal's example is the rule of thumb from the funnel's own days where they allow it.
  const calculatedAmount = product === 'rent-brake' ? exampleReduction(estimate) : calculatedAmountOf(product, draft, language);
  const withConsent = (values: ConsentValues): OrderDraft => ({ ...draft, calculatedAmount, consent: values });
  const validate = useContractChecks<ConsentValues>({
    checks: async () => (await import('@/contracts/commissioning')).placeOrder.checkBody,
    toRequest: (values) => ({ request: orderRequestOf(product, funnel, withConsent(values), language) }),
    fields: consentFields,
  });

  // The account-fee sale names the bank the IBAN belongs to, whatever bank was picked.
  const ibanBank = useIbanBank(product === 'account-fees' && typeof answers.iban === 'string' ? answers.iban : undefined);
  const pickedBank = typeof answers.bank === 'string' ? answers.bank : '';
  const soldAgainst = ibanBank?.name ?? pickedBank;
  const bankDiffers = Boolean(ibanBank && pickedBank && !sameBankName(ibanBank.name, pickedBank));
  const contractValues = contractValuesOf(
    { subject: t(`cases:products.${product}.title`), bank: soldAgainst, payoutIban: draft.customer.payoutIban, iban: answers.iban, rule },
    language,
  );
  const contactStep = funnel.steps.length;

  return (
    <>
      <Lead>{t('summary.lead')}</Lead>

      <OrderedAnswers
        product={product}
        funnel={funnel}
        answers={answers}
        draft={draft}
        documents={uploads.documents}
        payoutIban={contractValues.payoutIban}
        contactTitle={stepTitles[contactStep]}
        differentIbanBank={bankDiffers ? ibanBank?.name : undefined}
        pickedBank={pickedBank}
        onGo={onGo}
      />

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
        <ContractText id={`${errorsId}-information`} title={t('summary.informationTitle')} nodes={texts.information} values={contractValues} />
      )}

      <ContractText
        id={`${errorsId}-mandate`}
        title={t('summary.mandateTitle')}
        nodes={texts.mandate}
        values={contractValues}
        draftNote={texts.status === 'draft' ? t('summary.draftTexts', { version: texts.version }) : undefined}
      />

      <Formik<ConsentValues>
        initialValues={draft.consent}
        validate={validate}
        onSubmit={async (values, helpers) => {
          const withValues = withConsent(values);
          await submit(async () => {
            const started = await uploads.ensureDraft();
            if ('error' in started) return { ok: false, errors: [started.error] };
            const request = orderRequestOf(product, funnel, { ...withValues, draftToken: started.token }, language);
            // Signed in with the order's address, the order needs no proof of it from the mail.
            const response = await sendOrder(request, readStoredAuth());
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
            <WithdrawalSection earlyStartId={`${errorsId}-field-earlyStart`} product={product} received={answers[letterReceivedQuestion]} texts={texts} values={contractValues} />
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
              example={feeExampleOf(product, rule, estimate, calculatedAmount)}
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

