import { Formik, useField, useFormikContext } from 'formik';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { cancelMembership } from '@/api-client/memberships';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FormCard, Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { control, describedControl, FieldFrame, FieldGrid, Hint, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useShownError } from '@/components/forms/shown-errors';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { Fieldset } from '@/components/ui/Fieldset';
import type { MembershipCancellationRequest } from '@/contracts/memberships';
import { isMembershipPlanName } from '@/domain/pricing/membership-plans';
import type { CancellationKind } from '@/domain/pricing/membership-term';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

/** `commissioning` for the plans' names, `auth` for the error list's label, `errors` for refusals. */
export const membershipCancellationNamespaces: Namespace[] = ['memberships', 'commissioning', 'auth', 'errors'];

interface CancellationValues {
  name: string;
  email: string;
  mandate_reference: string;
  kind: CancellationKind;
  reason: string;
  /** `earliest`, or `date` with the day in `requested_end`. */
  end: 'earliest' | 'date';
  requested_end: string;
}

const fields: FieldsByPath<CancellationValues> = samePaths(['name', 'email', 'mandate_reference', 'kind', 'reason', 'requested_end']);

const Choices = styled.fieldset`
  margin: 0 0 1rem;
  padding: 0;
  border: 0;

  legend {
    font-weight: 600;
    margin-bottom: 0.4rem;
  }

  label {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
    min-height: 48px;
    padding-block: 0.4rem;
    cursor: pointer;
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.15rem;
  }
`;

/** A label holds phrasing content only: the hint is a span shown as a block. */
const OptionHint = styled(Hint).attrs({ as: 'span' })`
  display: block;
`;

const TextArea = styled.textarea`
  ${control}
  min-height: 6rem;
  resize: vertical;
`;

function KindChoice({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('memberships');
  const kinds: CancellationKind[] = ['ordinary', 'extraordinary'];
  return (
    <Choices>
      <legend>{t('cancel.fields.kind')}</legend>
      {kinds.map((kind) => (
        <KindOption key={kind} kind={kind} id={`${idPrefix}-kind-${kind}`} label={t(`cancel.fields.${kind}`)} hint={t(`cancel.fields.${kind}Hint`)} />
      ))}
    </Choices>
  );
}

/** When the membership should end (§ 312k Abs. 2 Satz 2 Nr. 4 BGB): as early as possible, or on a day. */
function EndChoice({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation('memberships');
  return (
    <Choices>
      <legend>{t('cancel.fields.end')}</legend>
      <RadioOption name="end" value="earliest" id={`${idPrefix}-end-earliest`} label={t('cancel.fields.endEarliest')} hint={t('cancel.fields.endEarliestHint')} />
      <RadioOption name="end" value="date" id={`${idPrefix}-end-date`} label={t('cancel.fields.endDate')} hint={t('cancel.fields.endDateHint')} />
    </Choices>
  );
}

function KindOption({ kind, id, label, hint }: { kind: CancellationKind; id: string; label: string; hint: string }) {
  return <RadioOption name="kind" value={kind} id={id} label={label} hint={hint} />;
}

function RadioOption({ name, value, id, label, hint }: { name: string; value: string; id: string; label: string; hint: string }) {
  const [field] = useField({ name, type: 'radio', value });
  return (
    <label htmlFor={id}>
      <input id={id} type="radio" {...field} aria-describedby={`${id}-hint`} />
      <span>
        <strong>{label}</strong>
        <OptionHint id={`${id}-hint`}>{hint}</OptionHint>
      </span>
    </label>
  );
}

function ReasonField({ id }: { id: string }) {
  const { t } = useTranslation('memberships');
  const [field] = useField('reason');
  const frame = { id, name: 'reason', label: t('cancel.fields.reason'), error: useShownError('reason') };
  return (
    <FieldFrame {...frame}>
      <TextArea {...field} maxLength={2000} {...describedControl(frame)} />
    </FieldFrame>
  );
}

interface Received {
  receiptNumber: string;
  receivedAt: string;
  email: string;
  /** The plan and last day when the cancellation was matched to a membership; null while staff match it. */
  plan: string | null;
  endsOn: string | null;
  alreadyEnded: boolean;
  created: boolean;
  /** The withdrawal period's last day while the cancelled membership may still be withdrawn from; null otherwise. */
  withdrawalUntil: string | null;
  reference: string;
}

/** A link from the dashboard carries the mandate reference: it is filled in, and stays editable. */
function PrefillReference() {
  const router = useRouter();
  const { values, setFieldValue } = useFormikContext<CancellationValues>();
  const reference = router.isReady ? router.query.reference : undefined;
  useEffect(() => {
    if (typeof reference === 'string' && reference.trim() && !values.mandate_reference) void setFieldValue('mandate_reference', reference.trim().slice(0, 35), false);
    // Only when the query arrives: a reference the customer cleared stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);
  return null;
}

/** The receipt (§ 312k Abs. 4 BGB): when it arrived, its number, and the last day, or that staff match it by hand. */
function CancellationReceived({ received }: { received: Received }) {
  const { t } = useTranslation('memberships');
  const { t: plans } = useTranslation('commissioning');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const at = new Date(received.receivedAt);
  const plan = isMembershipPlanName(received.plan) ? plans(`memberships.titles.${received.plan}`) : received.plan;
  return (
    <section aria-labelledby="cancellation-success" role="status">
      <h2 id="cancellation-success" ref={heading} tabIndex={-1}>
        {t('cancel.success.title')}
      </h2>
      <Notice $tone="success">{t('cancel.success.receivedWithNumber', { date: formatDateIn(language, at), time: formatTime(at), receipt: received.receiptNumber })}</Notice>
      {plan && received.endsOn ? <p>{t('cancel.success.endsOn', { plan, date: formatDateIn(language, received.endsOn) })}</p> : <p>{t('cancel.success.unassigned')}</p>}
      {(received.alreadyEnded || !received.created) && <p>{t('cancel.success.already')}</p>}
      {/* Within the withdrawal period a cancellation offers the withdrawal, which ends the membership at once (§ 355 BGB). */}
      {received.withdrawalUntil && (
        <Notice $tone="info">
          {t('cancel.success.withdrawalOffer', { date: formatDateIn(language, received.withdrawalUntil) })}{' '}
          <Link to="contractWithdrawal" query={{ reference: received.reference }}>
            {t('cancel.withdrawalLink')}
          </Link>
        </Notice>
      )}
      <p>{t('cancel.success.mailTo', { email: received.email })}</p>
    </section>
  );
}

/**
 * "Verträge hier kündigen" (§ 312k BGB): cancels a membership with the customer's name, e-mail address
 * and mandate reference, no account needed, as early as possible or on a day chosen. Every cancellation
 * is recorded and receipted, also one whose reference names no membership of that address: staff match
 * it by hand. Within the withdrawal period the page offers the withdrawal instead.
 */
export function MembershipCancellationScreen() {
  const { t } = useTranslation('memberships');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [received, setReceived] = useState<Received | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const idPrefix = 'cancellation';
  const errorsId = `${idPrefix}-errors`;
  const requestOf = (values: CancellationValues): MembershipCancellationRequest => ({
    name: values.name.trim(),
    email: values.email.trim(),
    mandate_reference: values.mandate_reference.trim(),
    kind: values.kind,
    ...(values.kind === 'extraordinary' ? { reason: values.reason } : {}),
    ...(values.end === 'date' ? { requested_end: values.requested_end } : {}),
    language,
    idempotency_key: idempotencyKey,
  });
  const validate = useContractChecks<CancellationValues>({
    checks: async () => (await import('@/contracts/memberships')).cancelMembership.checkBody,
    toRequest: (values) => ({ request: requestOf(values) }),
    fields,
  });

  return (
    <Container $narrow>
      <PageHead title={t('cancel.title')} description={t('cancel.description')} />
      <h1>{t('cancel.title')}</h1>
      <Lead>{t('cancel.lead')}</Lead>
      <Notice $tone="info">
        {t('cancel.withdrawalHint')} <Link to="contractWithdrawal">{t('cancel.withdrawalLink')}</Link>
      </Notice>
      <FormCard>
        {received ? (
          <CancellationReceived received={received} />
        ) : (
          <Formik
            initialValues={{ name: '', email: '', mandate_reference: '', kind: 'ordinary', reason: '', end: 'earliest', requested_end: '' } as CancellationValues}
            validate={validate}
            onSubmit={async (values, { setStatus }) => {
              let answer: Received | undefined;
              const ok = await submit(
                async () => {
                  const response = await cancelMembership(requestOf(values));
                  if (response.ok) {
                    const { cancellation, created } = response.data;
                    answer = {
                      receiptNumber: cancellation.receipt_number,
                      receivedAt: cancellation.received_at,
                      email: values.email.trim(),
                      plan: cancellation.plan,
                      endsOn: cancellation.ends_on,
                      alreadyEnded: cancellation.already_ended,
                      created,
                      withdrawalUntil: cancellation.withdrawal_until,
                      reference: values.mandate_reference.trim(),
                    };
                  }
                  return response;
                },
                { values, setStatus },
              );
              if (ok && answer) setReceived(answer);
            }}
          >
            {({ values }) => (
              <ScriptedForm noValidate aria-describedby={errorsId}>
                <PrefillReference />
                <Fieldset disabled={pending}>
                  <FieldGrid>
                    <TextField id={`${idPrefix}-name`} name="name" autoComplete="name" label={t('cancel.fields.name')} />
                    <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" inputMode="email" label={t('cancel.fields.email')} />
                    <TextField
                      id={`${idPrefix}-mandate-reference`}
                      name="mandate_reference"
                      autoComplete="off"
                      autoCapitalize="characters"
                      spellCheck={false}
                      label={t('cancel.fields.mandateReference')}
                      hint={t('cancel.fields.mandateReferenceHint')}
                    />
                  </FieldGrid>
                  <KindChoice idPrefix={idPrefix} />
                  {values.kind === 'extraordinary' && (
                    <FieldGrid>
                      <ReasonField id={`${idPrefix}-reason`} />
                    </FieldGrid>
                  )}
                  <EndChoice idPrefix={idPrefix} />
                  {values.end === 'date' && (
                    <FieldGrid>
                      <TextField id={`${idPrefix}-requested-end`} name="requested_end" type="date" label={t('cancel.fields.requestedEnd')} />
                    </FieldGrid>
                  )}
                  <PendingSubmit pending={pending} label={t('cancel.submit')} pendingLabel={t('cancel.pending')} />
                </Fieldset>
                <FormErrors id={errorsId} fields={fields} server={serverErrors} />
              </ScriptedForm>
            )}
          </Formik>
        )}
      </FormCard>
    </Container>
  );
}
