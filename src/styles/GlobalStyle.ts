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
  /* German compounds ("Schönheitsreparaturen") are wider than a 320 px screen at heading sizes. */
  h1, h2, h3, h4 { overflow-wrap: anywhere; hyphens: auto; }
  body { overflow-wrap: break-word; }
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
