import { createGlobalStyle } from 'styled-components';
import { theme } from '@/styles/theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }

  html { -webkit-text-size-adjust: 100%; }

  body {
    margin: 0;
    font-family: ${theme.fonts.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${theme.colors.text};
    background: ${theme.colors.background};
  }

  h1, h2, h3, h4 { line-height: 1.25; margin: 0 0 0.6em; }
  /*
   * Long words wrap at syllables: the browser hyphenates by the page's language (<html lang>, and lang on
   * any part in the other language), only words of 10 letters or more and never leaving fewer than 4 on
   * either side ("Kündigungsschutz-klage", not "Kündigungsschutzkla-ge"). A word that still does not fit
   * (a browser without a dictionary for the language) breaks at the edge instead of widening the page.
   */
  body { overflow-wrap: break-word; hyphens: auto; hyphenate-limit-chars: 10 4 4; }
  /* German compounds ("Schönheitsreparaturen") are wider than a 320 px screen at heading sizes. */
  h1, h2, h3, h4 { overflow-wrap: anywhere; }
  /* Addresses, numbers and form values are no words: no hyphen may be added to them, but an e-mail
     address may break anywhere to fit. */
  a[href^='mailto:'], input, textarea, select, code, kbd { hyphens: manual; }
  a[href^='mailto:'] { overflow-wrap: anywhere; }
  h1 { font-size: clamp(1.75rem, 5vw, 2.6rem); }
  h2 { font-size: clamp(1.4rem, 3.5vw, 1.9rem); }
  h3 { font-size: 1.2rem; }
  p { margin: 0 0 1em; }
  img, svg { max-width: 100%; }

  a { color: ${theme.colors.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${theme.colors.primaryHover}; }

  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }

  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }

  /*
   * Layout modes before React knows the query (static pages): the inline script in _document sets
   * html[data-layout] at once, and these rules hide the regions that mode does not show.
   */
  [data-region='app-navigation'] { display: none; }
  html[data-layout='app'] [data-region='app-navigation'] { display: block; }
  html[data-layout='app'] [data-region='brand-bar'],
  html[data-layout='app'] [data-region='footer'],
  html[data-layout='bare'] [data-region='brand-bar'],
  html[data-layout='bare'] [data-region='footer'] { display: none; }
  html[data-layout='app'] body { padding-bottom: ${theme.appNavigationHeight}; }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
