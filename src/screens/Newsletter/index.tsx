import { Formik } from 'formik';
import { useRouter } from 'next/router';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ScriptedControls, ScriptedForm } from '@/components/forms/ScriptedForm';
import { confirmNewsletter, signUpForNewsletter, unsubscribeNewsletter } from '@/api-client/newsletter';
import { brand } from '@/basics/brand';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { type FieldsByPath, samePaths, useContractChecks } from '@/components/forms/contract-checks';
import { FormCard, Notice } from '@/components/forms/FormCard';
import { FormErrors } from '@/components/forms/FormErrors';
import { FieldGrid, TextField } from '@/components/forms/fields';
import { PendingSubmit } from '@/components/forms/PendingSubmit';
import { useSubmission } from '@/components/forms/useSubmission';
import { Link } from '@/components/Link';
import { PageHead } from '@/components/PageHead';
import { Container, Lead } from '@/components/ui/Container';
import { SecondaryButton } from '@/components/ui/buttons';
import { ErrorList } from '@/components/ui/ErrorList';
import { Fieldset } from '@/components/ui/Fieldset';
import type { ErrorItem } from '@/contracts/errors';
import type { NewsletterSignUp } from '@/contracts/newsletter';
import type { Namespace } from '@/i18n/namespaces';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

/** `auth` for the error list's label, `errors` for refusals. */
export const newsletterNamespaces: Namespace[] = ['newsletter', 'auth', 'errors'];

/** How long the confirmation link is valid, as the sign-up page and the privacy policy say. */
const confirmationDays = 7;

interface SignUpValues {
  email: string;
  wants_newsletter: boolean;
}

const fields: FieldsByPath<SignUpValues> = samePaths(['email', 'wants_newsletter']);

/** Moves focus to a result's heading, so screen readers and keyboards land on what changed. */
function useFocusedHeading() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

function SignUpSent({ email, onAgain }: { email: string; onAgain: () => void }) {
  const { t } = useTranslation('newsletter');
  const heading = useFocusedHeading();
  return (
    <section aria-labelledby="newsletter-sent" role="status">
      <h2 id="newsletter-sent" ref={heading} tabIndex={-1}>
        {t('form.sentTitle')}
      </h2>
      <Notice $tone="success">{t('form.sent', { email, days: confirmationDays })}</Notice>
      <p>
        <SecondaryButton type="button" onClick={onAgain}>
          {t('form.again')}
        </SecondaryButton>
      </p>
    </section>
  );
}

/**
 * Signing up for the newsletter with double opt-in: the address and a consent box that is never
 * ticked in advance (Art. 7 DSGVO, CJEU C-673/17 "Planet49"). The answer is the same for every
 * address, so the page says only that a confirmation mail is on its way.
 */
export function NewsletterSignUpScreen() {
  const { t } = useTranslation('newsletter');
  const language = useLanguage();
  const { pending, serverErrors, submit } = useSubmission(fields);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const errorsId = 'newsletter-errors';
  const requestOf = (values: SignUpValues): NewsletterSignUp => ({ email: values.email.trim(), language, wants_newsletter: values.wants_newsletter });
  const validate = useContractChecks<SignUpValues>({
    checks: async () => (await import('@/contracts/newsletter')).signUpForNewsletter.checkBody,
    toRequest: (values) => ({ request: requestOf(values) }),
    fields,
  });
  return (
    <Container $narrow>
      <PageHead title={t('form.title')} description={t('form.title')} />
      <h1>{t('form.title')}</h1>
      <Lead>
        <Trans t={t} i18nKey="form.privacy" components={{ page: <Link to="privacy" /> }} />
      </Lead>
      <FormCard>
        {sentTo ? (
          <SignUpSent email={sentTo} onAgain={() => setSentTo(null)} />
        ) : (
          <Formik
            initialValues={{ email: '', wants_newsletter: false } as SignUpValues}
            validate={validate}
            onSubmit={async (values, { setStatus }) => {
              const request = requestOf(values);
              const ok = await submit(() => signUpForNewsletter(request), { values, setStatus });
              if (ok) setSentTo(request.email);
            }}
          >
            <ScriptedForm noValidate aria-describedby={errorsId}>
              <Fieldset disabled={pending}>
                <FieldGrid>
                  <TextField id="newsletter-email" name="email" type="email" autoComplete="email" inputMode="email" label={t('form.email')} />
                  <CheckboxField id="newsletter-consent" name="wants_newsletter" label={t('form.consent', { brand: brand.name })} />
                </FieldGrid>
                <PendingSubmit pending={pending} label={t('form.submit')} pendingLabel={t('form.pending')} />
              </Fieldset>
              <FormErrors id={errorsId} fields={fields} server={serverErrors} />
            </ScriptedForm>
          </Formik>
        )}
      </FormCard>
    </Container>
  );
}

type LinkStep = { state: 'ready' } | { state: 'pending' } | { state: 'done' } | { state: 'refused'; errors: ErrorItem[] };

/**
 * A page the newsletter's mail links to: the link's secret is in the query, and one button does what
 * the page says. Opening the link alone changes nothing, since mail scanners open links too.
 */
function LinkAction({
  section,
  param,
  act,
  refusedHelp,
}: {
  section: 'confirm' | 'unsubscribe';
  param: 'token' | 'id';
  act: (secret: string) => Promise<{ ok: true } | { ok: false; errors: ErrorItem[] }>;
  refusedHelp?: ReactNode;
}) {
  const { t } = useTranslation('newsletter');
  const router = useRouter();
  const [step, setStep] = useState<LinkStep>({ state: 'ready' });
  const secret = router.isReady && typeof router.query[param] === 'string' ? (router.query[param] as string) : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step.state === 'done') heading.current?.focus();
  }, [step.state]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!secret || step.state === 'pending') return;
    setStep({ state: 'pending' });
    const outcome = await act(secret);
    setStep(outcome.ok ? { state: 'done' } : { state: 'refused', errors: outcome.errors });
  };

  return (
    <Container $narrow>
      <PageHead title={t(`${section}.title`)} description={t(`${section}.description`)} />
      <h1 ref={heading} tabIndex={-1}>
        {t(`${section}.title`)}
      </h1>
      <FormCard>
        {step.state === 'done' ? (
          <Notice $tone="success" role="status">
            {t(`${section}.done`)}
          </Notice>
        ) : router.isReady && !secret ? (
          <p>
            <Trans t={t} i18nKey={`${section}.missing`} values={{ email: brand.supportEmail }} components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }} />
          </p>
        ) : (
          <form onSubmit={onSubmit} noValidate>
            <ScriptedControls>
              <p>{t(`${section}.lead`)}</p>
              <PendingSubmit pending={step.state === 'pending'} label={t(`${section}.submit`)} pendingLabel={t(`${section}.pending`)} />
              {step.state === 'refused' && (
                <>
                  <ErrorList errors={step.errors} withIcon />
                  {refusedHelp}
                </>
              )}
            </ScriptedControls>
          </form>
        )}
      </FormCard>
    </Container>
  );
}

/** "Anmeldung bestätigen": the second step of the double opt-in, from the confirmation mail's link. */
export function NewsletterConfirmationScreen() {
  const { t } = useTranslation('newsletter');
  return (
    <LinkAction
      section="confirm"
      param="token"
      act={confirmNewsletter}
      refusedHelp={
        <p>
          <Link to="newsletterSignUp">{t('confirm.signUp')}</Link>
        </p>
      }
    />
  );
}

/** "Abmelden": from the link in every newsletter mail; the address is deleted. */
export function NewsletterUnsubscribeScreen() {
  return <LinkAction section="unsubscribe" param="id" act={unsubscribeNewsletter} />;
}
