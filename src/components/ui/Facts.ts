import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Facts as a definition list, each term above its value: what was ordered, what a declaration said. */
export const Facts = styled.dl`
  display: grid;
  gap: 0.2rem 1rem;
  margin: 0;

  dt {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }

  dd {
    margin: 0 0 0.5rem;
    overflow-wrap: anywhere;
  }
`;
