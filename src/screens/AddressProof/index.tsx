import { formatDateIn } from '@/basics/calendar';
import { PageHead } from '@/components/PageHead';
import { ButtonRow, PrimaryButton, SecondaryButtonLink } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';
import { useLanguage } from '@/page-setup/PageContext';

export const addressProofNamespaces: Namespace[] = ['privacy'];

export type AddressProofData =
  /** The link as it came: the page asks before anything is proven (a mail scanner following links proves nothing). */
  | { proof: { kind: 'ask'; action: string } }
  /** A membership's address proven: it started (`started`), or it had ended before. */
  | { proof: { kind: 'membership'; reference: string; started: boolean; startsOn: string; minimumTermEndsOn: string | null } }
  | { proof: { kind: 'invalid' } };

/**
 * Where the link in an order's or a membership's mail leads: it asks the address's owner to confirm
 * with a button (a plain form post, so it works before and without the app's scripts); a confirmed
 * case then opens on its status page, a membership's start shows here.
 */
export function AddressProofScreen({ proof }: AddressProofData) {
  const { t } = useTranslation('privacy');
  const language = useLanguage();
  if (proof.kind === 'invalid') {
    return (
      <Container $narrow>
        <PageHead title={t('addressProof.invalidTitle')} description={t('addressProof.description')} />
        <h1>{t('addressProof.invalidTitle')}</h1>
        <Lead>{t('addressProof.invalid')}</Lead>
        <ButtonRow>
          <SecondaryButtonLink to="home">{t('addressProof.home')}</SecondaryButtonLink>
        </ButtonRow>
      </Container>
    );
  }
  if (proof.kind === 'membership') {
    const startsOn = formatDateIn(language, proof.startsOn);
    return (
      <Container $narrow>
        <PageHead title={t('addressProof.membershipTitle')} description={t('addressProof.description')} />
        <h1>{t('addressProof.membershipTitle')}</h1>
        <Lead>
          {proof.started
            ? t(proof.minimumTermEndsOn ? 'addressProof.membershipStarts' : 'addressProof.membershipStartsWithoutTerm', {
                reference: proof.reference,
                startsOn,
                termEndsOn: proof.minimumTermEndsOn ? formatDateIn(language, proof.minimumTermEndsOn) : '',
              })
            : t('addressProof.membershipEnded', { reference: proof.reference })}
        </Lead>
        {proof.started && <p>{t('addressProof.membershipAccount')}</p>}
        <ButtonRow>
          <SecondaryButtonLink to="dashboard">{t('addressProof.account')}</SecondaryButtonLink>
        </ButtonRow>
      </Container>
    );
  }
  return (
    <Container $narrow>
      <PageHead title={t('addressProof.title')} description={t('addressProof.description')} />
      <h1>{t('addressProof.title')}</h1>
      <Lead>{t('addressProof.lead')}</Lead>
      <p>{t('addressProof.case')}</p>
      <form method="post" action={proof.action}>
        <ButtonRow>
          <PrimaryButton type="submit">{t('addressProof.submit')}</PrimaryButton>
        </ButtonRow>
      </form>
      <p>{t('addressProof.notYou')}</p>
    </Container>
  );
}
