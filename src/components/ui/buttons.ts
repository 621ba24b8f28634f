/**
 * The portal's buttons and button-like links, one family for every screen: a 48 px touch target, bold
 * label, the theme's radius. Primary is for the action of a form, secondary for the one beside it, the
 * accent link for a call to action (dark text on the accent colour keeps AA contrast).
 */
import styled, { css } from 'styled-components';
import { Link } from '@/components/Link';
import { theme } from '@/styles/theme';

const buttonShape = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 48px;
  padding: 0.7rem 1.3rem;
  border: 2px solid transparent;
  border-radius: ${theme.radius};
  font: inherit;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
`;

const primary = css`
  ${buttonShape}
  background: ${theme.colors.primary};
  color: #ffffff;

  &:hover:not(:disabled) {
    background: ${theme.colors.primaryHover};
  }
`;

const secondary = css`
  ${buttonShape}
  border-color: ${theme.colors.primary};
  background: ${theme.colors.background};
  color: ${theme.colors.primary};

  &:hover:not(:disabled) {
    background: ${theme.colors.primarySoft};
  }
`;

const accent = css`
  ${buttonShape}
  background: ${theme.colors.accent};
  color: ${theme.colors.text};

  &:hover {
    background: ${theme.colors.accentHover};
    color: ${theme.colors.text};
  }
`;

// A disabled button belongs to a form that is sending; the cursor says so.
export const PrimaryButton = styled.button`
  ${primary}

  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const SecondaryButton = styled.button`
  ${secondary}

  &:disabled {
    cursor: progress;
  }
`;

export const AccentButtonLink = styled(Link)`
  ${accent}
`;

export const SecondaryButtonLink = styled(Link)`
  ${secondary}
`;

/** Buttons and links side by side, wrapping on a phone. */
export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  margin-top: 1.25rem;
`;
