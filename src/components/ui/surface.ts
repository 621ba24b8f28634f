import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The raised white card every screen uses (forms, cards, case entries); each card sets its own padding. */
export const cardSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};
`;
