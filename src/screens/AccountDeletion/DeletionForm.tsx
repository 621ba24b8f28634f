import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import type { FieldsByPath } from '@/components/forms/contract-checks';
import { RadioGroupField } from '@/components/forms/RadioGroupField';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link, useRouteHref } from '@/components/Link';
import { PrimaryButton } from '@/components/ui/buttons';
import { Fieldset } from '@/components/ui/Fieldset';
import { hasError } from '@/contracts/errors';
import { type RunningContractChoice, runningContractChoices } from '@/contracts/vocabulary/privacy';
import { useTranslation } from '@/i18n/useTranslation';
import { deleteOwnAccount } from '@/session/own-data';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface DeletionValues {
  currentPassword: string;
  runningContracts: RunningContractChoice | '';
}

const fields: FieldsByPath<DeletionValues> = { current_password: 'currentPassword', running_contracts: 'runningContracts' };

const DeleteButton = styled(PrimaryButton)`
  width: 100%;
  margin-top: 1rem;
  background: ${theme.colors.error};
  border-color: ${theme.colors.error};
`;

/**
 * The choice for running contracts (when there are any) and the password. Deleted, the browser goes
 * to the confirmation page, signed out; kept until the contracts are over, the page says so and the
 * customer stays signed in.
 */
export function DeletionForm({ hasRunning }: { hasRunning: boolean }) {
  const { t } = useTranslation('privacy');
  const router = useRouter();
  const routeHref = useRouteHref();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [kept, setKept] = useState(false);
  const errorsId = 'account-deletion-errors';
  if (kept) {
    return (
      <div role="status">
        <h2>{t('deletion.running.keptTitle')}</h2>
        <p>{t('deletion.running.kept')}</p>
        <Link to="dashboard">{t('deletion.cancel')}</Link>
      </div>
    );
  }
  return (
    <Formik<DeletionValues>
      initialValues={{ currentPassword: '', runningContracts: '' }}
      onSubmit={async (values, { setStatus }) => {
        const choice = hasRunning && values.runningContracts ? values.runningContracts : undefined;
        let deleted = false;
        const done = await submit(
          async () => {
            const response = await deleteOwnAccount(values.currentPassword, choice);
            deleted = response.ok && response.data.deleted;
            return response;
          },
          { values, setStatus },
        );
        if (!done) return;
        if (deleted) await router.replace(routeHref('accountDeleted'));
        else setKept(true);
      }}
    >
      {({ values }) => (
        <ScriptedForm noValidate>
          <Fieldset disabled={pending}>
            <FieldGrid>
              {hasRunning && (
                <RadioGroupField
                  id="deletion-running-contracts"
                  name="runningContracts"
                  legend={t('deletion.running.choiceLegend')}
                  options={runningContractChoices.map((choice) => ({ value: choice, label: t(`deletion.running.choice.${choice}`) }))}
                  wide
                />
              )}
              <TextField
                id="deletion-password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                label={t('deletion.password')}
                hint={t('deletion.passwordHint')}
              />
            </FieldGrid>
            <DeleteButton type="submit" aria-busy={pending}>
              {pending ? t('deletion.pending') : values.runningContracts === 'keep' ? t('deletion.running.submitKeep') : t('deletion.submit')}
            </DeleteButton>
          </Fieldset>
          <FormErrors id={errorsId} fields={fields} server={serverErrors} />
          {hasError(serverErrors, 'unauthorized') && (
            <p>
              <Link to="signIn">{t('deletion.signInAgain')}</Link>
            </p>
          )}
        </ScriptedForm>
      )}
    </Formik>
  );
}
