import styled from 'styled-components';
import type { Profile } from '@/contracts/accounts';
import { brand } from '@/basics/brand';
import { Link } from '@/components/Link';
import { Trans, useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

export const SideCard = styled.section`
  padding: 1.25rem;
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};

  h2 {
    font-size: 1.2rem;
  }

  dl {
    margin: 0 0 1rem;
  }

  dt {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }

  /* Names, addresses and e-mail addresses: they break anywhere to fit, but never get a hyphen added. */
  dd {
    margin: 0 0 0.6rem;
    font-weight: 600;
    overflow-wrap: anywhere;
    hyphens: manual;
  }
`;

function addressLines(address: Profile['address']): string[] {
  const street = [address.street_name, address.house_number].filter(Boolean).join(' ');
  const city = [address.postal_code, address.city].filter(Boolean).join(' ');
  return [street, city, address.district ?? ''].filter((line) => line.trim() !== '');
}

/**
 * The profile is not self-service: the customer asks the provider by e-mail to change it. The password
 * is the customer's own to change.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation('dashboard');
  const address = addressLines(profile.address);
  const notProvided = <span>{t('profile.notProvided')}</span>;
  return (
    <SideCard aria-labelledby="profile-title">
      <h2 id="profile-title">{t('profile.title')}</h2>
      <dl>
        <dt>{t('profile.name')}</dt>
        <dd>{`${profile.first_name} ${profile.last_name}`.trim()}</dd>
        <dt>{t('profile.email')}</dt>
        <dd>{profile.email}</dd>
        <dt>{t('profile.phone')}</dt>
        <dd>{profile.phone || notProvided}</dd>
        <dt>{t('profile.address')}</dt>
        <dd>
          {address.length === 0
            ? notProvided
            : address.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
        </dd>
      </dl>
      <p>
        <Link to="passwordChange">{t('profile.changePassword')}</Link>
      </p>
      <p>
        <Trans
          t={t}
          i18nKey="profile.changeHint"
          values={{ email: brand.supportEmail }}
          components={{ mail: <a href={`mailto:${brand.supportEmail}`} /> }}
        />
      </p>
    </SideCard>
  );
}
