import { useState } from 'react';
import styled from 'styled-components';
import { FormCard } from '@/components/forms/FormCard';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { ErrorList } from '@/components/ui/ErrorList';
import type { ErrorItem } from '@/contracts/errors';
import type { EnrolmentStart } from '@/contracts/staff';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { EnrolmentForm } from './EnrolmentForm';

// `auth`: the new-password fields are the customers' own.
export const staffEnrolmentNamespaces: Namespace[] = ['staff', 'auth', 'errors'];

export type StaffEnrolmentData = { token: string; invitation: EnrolmentStart } | { token: ''; problem: ErrorItem };

const Codes = styled.ol`
  columns: 2;
  font-family: monospace;
  font-size: 1.1rem;
`;

/** Where an invitation link lands: set up password and two-factor sign-in, then keep the recovery codes. */
export function StaffEnrolmentScreen(data: StaffEnrolmentData) {
  const { t } = useTranslation('staff');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  return (
    <Container $narrow>
      <PageHead title={t('enrolment.title')} description={t('enrolment.description')} />
      {'problem' in data ? (
        <>
          <h1>{t('enrolment.invalidTitle')}</h1>
          <ErrorList errors={[data.problem]} />
          <p>
            <Link to="staffSignIn">{t('enrolment.toSignIn')}</Link>
          </p>
        </>
      ) : recoveryCodes ? (
        <section aria-labelledby="enrolment-done" tabIndex={-1} ref={(element) => element?.focus()}>
          <h1 id="enrolment-done">{t('enrolment.doneTitle')}</h1>
          <p>{t('enrolment.recoveryIntro')}</p>
          <h2>{t('enrolment.recoveryLabel')}</h2>
          <Codes aria-label={t('enrolment.recoveryLabel')}>
            {recoveryCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </Codes>
          <p>
            <Link to="staffSignIn">{t('enrolment.toSignIn')}</Link>
          </p>
        </section>
      ) : (
        <>
          <h1>{t('enrolment.title')}</h1>
          <Lead>{t('enrolment.lead', { name: data.invitation.name, role: t(`roles.${data.invitation.role}`), email: data.invitation.email })}</Lead>
          <FormCard>
            <EnrolmentForm token={data.token} invitation={data.invitation} onEnrolled={setRecoveryCodes} />
          </FormCard>
        </>
      )}
    </Container>
  );
}
