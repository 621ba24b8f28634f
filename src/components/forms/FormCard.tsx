import styled from 'styled-components';
import { cardSurface } from '@/components/ui/surface';
import { theme } from '@/styles/theme';

/** The card a form sits in, with the notices and links around it. */
export const FormCard = styled.div`
  padding: 1.5rem;
  ${cardSurface}
`;

export const Notice = styled.p<{ $tone?: 'success' | 'info' }>`
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors.success)};
  border-radius: ${theme.radius};
  background: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primarySoft : theme.colors.successSoft)};
  color: ${theme.colors.text};
`;

export const FormLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-top: 1rem;
`;
