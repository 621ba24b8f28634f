import type { ComponentType, FormEvent, ReactNode } from 'react';
import { useRouteHref } from '@/components/Link';
import { SecondaryButton } from '@/components/ui/buttons';
import { useTranslation } from '@/i18n/useTranslation';
import { useSignOut } from '@/session/useSignOut';

type SubmitButton = 'button' | ComponentType<{ type: 'submit'; disabled: boolean; 'aria-busy': boolean; children: ReactNode }>;

/**
 * Sign-out as a form, so it works on every page: where the app runs, it ends the session in the browser
 * (and tells an embedding mobile app); on pages without client JavaScript the browser posts it to the
 * sign-out page, which ends the session on the server. Both go on to sign-in.
 */
export function SignOutForm({ button: Button = SecondaryButton, className }: { button?: SubmitButton; className?: string }) {
  const { t } = useTranslation('common');
  const routeHref = useRouteHref();
  const { signOut, signingOut } = useSignOut(routeHref('signIn'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signOut();
  };
  return (
    <form method="post" action={routeHref('signOut')} onSubmit={submit} className={className}>
      <Button type="submit" disabled={signingOut} aria-busy={signingOut}>
        {signingOut ? t('signOut.pending') : t('signOut.submit')}
      </Button>
    </form>
  );
}
