import styled, { css } from 'styled-components';
import { Link } from '@/components/Link';
import { theme } from '@/styles/theme';

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0.7rem 1.3rem;
  border-radius: ${theme.radius};
  border: 2px solid transparent;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
`;

/** The main call to action: dark text on the accent colour. */
export const PrimaryButtonLink = styled(Link)`
  ${base}
  background: ${theme.colors.accent};
  color: ${theme.colors.text};

  &:hover {
    background: ${theme.colors.accentHover};
    color: ${theme.colors.text};
  }
`;

/** A secondary action: outlined in the primary colour. */
export const SecondaryButtonLink = styled(Link)`
  ${base}
  border-color: ${theme.colors.primary};
  background: ${theme.colors.background};
  color: ${theme.colors.primary};

  &:hover {
    background: ${theme.colors.primarySoft};
  }
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.25rem;
`;
