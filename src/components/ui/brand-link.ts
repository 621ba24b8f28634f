import { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The brand's mark and name as the link home, in the customer's brand bar and in the back office; each sets its size. */
export const brandLink = css`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 800;
  color: ${theme.colors.text};
  text-decoration: none;

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;
