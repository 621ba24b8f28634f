import styled from 'styled-components';
import { useTranslation } from '@/i18n/useTranslation';
import { media, theme } from '@/styles/theme';

const Steps = styled.ol`
  display: none;

  ${media.tablet} {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0 0 0.5rem;
    padding: 0;
    list-style: none;
    font-size: 0.9rem;
    color: ${theme.colors.muted};
  }

  li[aria-current='step'] {
    font-weight: 700;
    color: ${theme.colors.text};
  }
`;

const Bar = styled.div<{ $share: number }>`
  height: 6px;
  margin: 0.25rem 0 1.5rem;
  border-radius: 3px;
  background: ${theme.colors.border};

  &::before {
    content: '';
    display: block;
    width: ${({ $share }) => Math.round($share * 100)}%;
    height: 100%;
    border-radius: 3px;
    background: ${theme.colors.primary};
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: 600;
`;

/**
 * Where the customer is: "Step 2 of 5" for everyone, the steps' titles from tablet width on (the
 * current one marked for screen readers too), and a bar that fills as the order nears its end.
 */
export function Progress({ titles, current }: { titles: string[]; current: number }) {
  const { t } = useTranslation('orderFunnel');
  return (
    <nav aria-label={t('progress.label')}>
      <Count>{t('progress.step', { current: current + 1, total: titles.length })}</Count>
      <Steps>
        {titles.map((title, index) => (
          <li key={title} aria-current={index === current ? 'step' : undefined}>
            {index + 1}. {title}
            {index < current && <span className="visually-hidden"> ({t('progress.done')})</span>}
          </li>
        ))}
      </Steps>
      <Bar $share={(current + 1) / titles.length} aria-hidden="true" />
    </nav>
  );
}
