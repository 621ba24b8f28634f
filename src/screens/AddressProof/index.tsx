import { PageHead } from '@/components/PageHead';
import { ButtonRow, PrimaryButton, SecondaryButtonLink } from '@/components/ui/buttons';
import { Container, Lead } from '@/components/ui/Container';
import type { Namespace } from '@/i18n/namespaces';
import { useTranslation } from '@/i18n/useTranslation';

export const addressProofNamespaces: Namespace[] = ['privacy'];

export type AddressProofData =
  /** The link as it came: the page asks before anything is proven (a mail scanner following links proves nothing). */
  | { proof: { kind: 'ask'; action: string } }
  | { proof: { kind: 'invalid' } };

/**
 * Where the link in an order's mail leads: it asks the address's owner to confirm with a button (a
 * plain form post, so it works before and without the app's scripts); the confirmed case then opens
 * on its status page.
 */
export function AddressProofScreen({ proof }: AddressProofData) {
  const { t } = useTranslation('privacy');
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
