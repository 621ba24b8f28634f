import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@/i18n/useTranslation';
import { theme } from '@/styles/theme';

const Main = styled.main`
  display: block;
  min-height: 60vh;

  &:focus {
    outline: none;
  }
`;

const SkipAnchor = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  padding: 0.6rem 1rem;
  background: ${theme.colors.primary};
  color: #fff;
  z-index: 30;

  &:focus {
    top: 0.5rem;
    color: #fff;
  }
`;

/** The page's own content, which the skip link (first in every frame's header) leads to. */
export function MainRegion({ children }: { children: ReactNode }) {
  return (
    <Main id="main" tabIndex={-1}>
      {children}
    </Main>
  );
}

/** "Skip to content": shown when it has the keyboard focus. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return <SkipAnchor href="#main">{t('skipToContent')}</SkipAnchor>;
}
