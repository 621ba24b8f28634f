import { Formik, useFormikContext } from 'formik';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Facts as SharedFacts } from '@/components/ui/Facts';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { declareWithdrawal } from '@/api-client/declarations';
import { brand } from '@/basics/brand';
import { formatDateIn, formatTime } from '@/basics/calendar';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FormCard, Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { newIdempotencyKey } from '@/components/forms/idempotency-key';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { Fieldset } from '@/components/ui/Fieldset';
import type { ReceivedWithdrawal, WithdrawalRequest } from '@/contracts/declarations';
import type { Namespace } from '@/i18n/namespaces';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

/** `auth` for the error list's label, `errors` for refusals. */
export const contractWithdrawalNamespaces: Namespace[] = ['declarations', 'auth', 'errors'];

interface WithdrawalValues {
  name: string;
  contract_reference: string;
  email: string;
}

const fields: FieldsByPath<WithdrawalValues> = samePaths(['name', 'contract_reference', 'email']);

const Statement = styled.p`
  margin: 1rem 0;
  font-weight: 600;
`;

const Facts = styled(SharedFacts)`
  margin: 0 0 1rem;
`;

/** A link from a case page or a confirmation mail carries the contract's reference: it is filled in, and stays editable. */
function PrefillReference() {
  const router = useRouter();
  const { values, setFieldValue } = useFormikContext<WithdrawalValues>();
  const reference = router.isReady ? router.query.reference : undefined;
  useEffect(() => {
    if (typeof reference === 'string' && reference.trim() && !values.contract_reference) void setFieldValue('contract_reference', reference.trim().slice(0, 200), false);
    // Only when the query arrives: a reference the customer cleared stays cleared.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reference]);
  return null;
}

/** The receipt as the page shows it at once: the declaration's content, when it arrived, and its number. */
function WithdrawalReceived({ received, created }: { received: ReceivedWithdrawal; created: boolean }) {
  const { t } = useTranslation('declarations');
  const language = useLanguage();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const at = new Date(received.received_at);
  return (
    <section aria-labelledby="withdrawal-received" role="status">
      <h2 id="withdrawal-received" ref={heading} tabIndex={-1}>
        {t('withdraw.success.title')}
      </h2>
      <Notice $tone="success">{t('withdraw.success.received', { date: formatDateIn(language, at), time: formatTime(at), receipt: received.receipt_number })}</Notice>
      <h3>{t('withdraw.success.content')}</h3>
      <p>{t('withdraw.success.declaration', { reference: received.contract_reference })}</p>
      <Facts>
        <dt>{t('withdraw.facts.name')}</dt>
        <dd>{received.name}</dd>
        <dt>{t('withdraw.facts.contract')}</dt>
        <dd>{received.contract_reference}</dd>
        <dt>{t('withdraw.facts.email')}</dt>
        <dd>{received.email}</dd>
      </Facts>
      <p>{t(received.assigned ? 'withdraw.success.assigned' : 'withdraw.success.unassigned')}</p>
      {!created && <p>{t('withdraw.success.already')}</p>}
      <p>{t('withdraw.success.mail', { email: received.email })}</p>
    </section>
  );
}

/**
 * "Vertrag widerrufen", the withdrawal function (§ 356a BGB): linked from every page's footer, the
 * dashboard, the case page, the confirmation mails and PDFs, without signing in. It asks only what the
 * law allows (the name, what identifies the contract, where to send the receipt); the button
 * "Widerruf bestätigen" sends the declaration, and the page shows its receipt at once while the mail
 * carries it to a durable medium. Whatever reference is typed, the declaration is recorded: staff match
 * one that names no contract by hand.
 */
export function ContractWithdrawalScreen() {
  const { t } = useTranslation('declarations');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [received, setReceived] = useState<{ withdrawal: ReceivedWithdrawal; created: boolean } | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const idPrefix = 'withdrawal';
  const errorsId = `${idPrefix}-errors`;
  const requestOf = (values: WithdrawalValues): WithdrawalRequest => ({
    name: values.name.trim(),
    contract_reference: values.contract_reference.trim(),
    email: values.email.trim(),
    language,
    idempotency_key: idempotencyKey,
  });
  const validate = useContractChecks<WithdrawalValues>({
    checks: async () => (await import('@/contracts/declarations')).declareWithdrawal.checkBody,
    toRequest: (values) => ({ request: requestOf(values) }),
    fields,
  });

  return (
    <Container $narrow>
      <PageHead title={t('withdraw.title')} description={t('withdraw.description')} />
      <h1>{t('withdraw.title')}</h1>
      <Lead>{t('withdraw.lead')}</Lead>
      <FormCard>
        {received ? (
          <WithdrawalReceived received={received.withdrawal} created={received.created} />
        ) : (
          <Formik
            initialValues={{ name: '', contract_reference: '', email: '' } as WithdrawalValues}
            validate={validate}
            onSubmit={async (values, { setStatus }) => {
              let answer: { withdrawal: ReceivedWithdrawal; created: boolean } | undefined;
              const ok = await submit(
                async () => {
                  const response = await declareWithdrawal(requestOf(values));
                  if (response.ok) answer = response.data;
                  return response;
                },
                { values, setStatus },
              );
              if (ok && answer) setReceived(answer);
            }}
          >
            <ScriptedForm noValidate aria-describedby={errorsId}>
              <PrefillReference />
              <Fieldset disabled={pending}>
                <FieldGrid>
                  <TextField id={`${idPrefix}-name`} name="name" autoComplete="name" label={t('withdraw.fields.name')} />
                  <TextField
                    id={`${idPrefix}-contract-reference`}
                    name="contract_reference"
                    autoComplete="off"
                    autoCapitalize="characters"
                    spellCheck={false}
                    label={t('withdraw.fields.contractReference')}
                    hint={t('withdraw.fields.contractReferenceHint')}
                  />
                  <TextField
                    id={`${idPrefix}-email`}
                    name="email"
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    label={t('withdraw.fields.email')}
                    hint={t('withdraw.fields.emailHint')}
                  />
                </FieldGrid>
                <Statement>{t('withdraw.statement')}</Statement>
                <p>{t('withdraw.labour')}</p>
                <PendingSubmit pending={pending} label={t('withdraw.submit')} pendingLabel={t('withdraw.pending')} />
              </Fieldset>
              <FormErrors id={errorsId} fields={fields} server={serverErrors} />
            </ScriptedForm>
          </Formik>
        )}
      </FormCard>
      <p>
        <Trans t={t} i18nKey="withdraw.otherWays" values={{ email: brand.supportEmail }} components={{ page: <Link to="withdrawal" /> }} />
      </p>
    </Container>
  );
}
