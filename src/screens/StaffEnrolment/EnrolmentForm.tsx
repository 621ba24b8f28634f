import { Formik } from 'formik';
import styled from 'styled-components';
import { ScriptedForm } from '@/components/forms/ScriptedForm';
import { type FieldsByPath, useContractChecks } from '@/components/forms/contract-checks';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { NewPasswordFields } from '@/components/auth/NewPasswordFields';
import { Fieldset } from '@/components/ui/Fieldset';
import type { EnrolmentStart } from '@/contracts/staff';
import { useTranslation } from '@/i18n/useTranslation';

interface EnrolmentValues {
  password: string;
  passwordConfirmation: string;
  code: string;
}

const fields: FieldsByPath<EnrolmentValues> = { password: 'password', password_confirmation: 'passwordConfirmation', code: 'code' };

const QrCode = styled.img`
  display: block;
  width: 200px;
  height: 200px;
  margin: 0.5rem 0;
  background: #fff;
`;

const Secret = styled.code`
  display: inline-block;
  padding: 0.25rem 0.5rem;
  font-size: 1.1rem;
  letter-spacing: 0.1em;
  word-break: break-all;
`;

/**
 * The enrolment: a password, the authenticator app (QR code, or the key typed in by hand), and a code
 * from the app that proves it holds the secret. Answers the recovery codes to show once.
 */
export function EnrolmentForm({ token, invitation, onEnrolled }: { token: string; invitation: EnrolmentStart; onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation('staff');
  const { pending, serverErrors, submit } = useSubmission(fields);
  const toRequest = (values: EnrolmentValues) => ({ request: { token, password: values.password, password_confirmation: values.passwordConfirmation, code: values.code.trim() } });
  const validate = useContractChecks<EnrolmentValues>({ checks: async () => (await import('@/contracts/staff')).completeEnrolment.checkBody, toRequest, fields });
  const errorsId = 'enrolment-errors';
  return (
    <Formik
      initialValues={{ password: '', passwordConfirmation: '', code: '' }}
      validate={validate}
      onSubmit={async (values, { setStatus }) => {
        const { completeEnrolment } = await import('@/api-client/staff');
        let codes: string[] = [];
        const done = await submit(
          async () => {
            const answer = await completeEnrolment(toRequest(values).request);
            if (answer.ok) codes = answer.data.recovery_codes;
            return answer;
          },
          { values, setStatus },
        );
        if (done) onEnrolled(codes);
      }}
    >
      <ScriptedForm noValidate>
        <Fieldset disabled={pending}>
          <h2>{t('enrolment.stepPassword')}</h2>
          <FieldGrid>
            <input type="text" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
            <NewPasswordFields />
          </FieldGrid>
          <h2>{t('enrolment.stepApp')}</h2>
          <p>{t('enrolment.appHint')}</p>
          <QrCode src={invitation.totp.qr_code} alt={t('enrolment.qrAlt')} width={200} height={200} />
          <p>
            {t('enrolment.secretLabel')}: <Secret data-testid="totp-secret">{invitation.totp.secret}</Secret>
          </p>
          <h2>{t('enrolment.stepCode')}</h2>
          <FieldGrid>
            <TextField id="enrolment-code" name="code" inputMode="numeric" autoComplete="one-time-code" label={t('fields.enrolmentCode')} />
          </FieldGrid>
          <PendingSubmit pending={pending} label={t('enrolment.submit')} pendingLabel={t('enrolment.pending')} />
        </Fieldset>
        <FormErrors id={errorsId} fields={fields} server={serverErrors} />
      </ScriptedForm>
    </Formik>
  );
}
