import { css } from 'styled-components';
import { media, theme } from '@/styles/theme';

/** The raised white card every screen uses (forms, cards, case entries); each card sets its own padding. */
export const cardSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadow};
`;

/** A card's facts as a definition list: label above value on the narrowest phones, beside it from the phone breakpoint on. */
export const factList = css`
  dl {
    display: grid;
    gap: 0 1rem;
    margin: 0.75rem 0;

    ${media.phone} {
      grid-template-columns: max-content minmax(0, 1fr);
      gap: 0.25rem 1rem;
    }
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0 0 0.5rem;
    font-weight: 600;

    ${media.phone} {
      margin: 0;
    }
  }
`;
