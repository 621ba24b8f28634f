import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** Centres a page section and keeps the text at a readable width. */
export const Container = styled.div<{ $narrow?: boolean }>`
  max-width: ${({ theme, $narrow }) => ($narrow ? '720px' : theme.maxWidth)};
  margin: 0 auto;
  padding: 2rem 1rem;
`;

export const Lead = styled.p`
  font-size: 1.15rem;
  color: ${theme.colors.muted};
`;
