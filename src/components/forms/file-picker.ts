/**
 * The look of the portal's file pickers (the order funnel's documents, a case message's attachments):
 * the browser's own file input, which keyboards and screen readers know, and the list of chosen files.
 */
import styled, { css } from 'styled-components';
import { theme } from '@/styles/theme';

/** The accepted formats, as a hint to the file picker; the service decides by content. */
export const acceptedDocuments = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const fileInput = css`
  max-width: 100%;
  padding: 0.6rem;
  border: 1px dashed ${theme.colors.muted};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface};
  font: inherit;
`;

/** Chosen or uploaded files, each with its action (take it back) at the end of its line. */
export const ChosenFiles = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.4rem 0;
    border-bottom: 1px solid ${theme.colors.border};
    overflow-wrap: anywhere;
  }
`;
