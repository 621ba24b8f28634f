import { brandColors, brandFont } from '@/basics/brand';

/** The portal's one theme: the brand's colours and type, with the layout's measures. */
export const theme = {
  colors: brandColors,
  fonts: { body: brandFont },
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
