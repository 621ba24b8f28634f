import type { RouteId } from '@/routes';

/** A navigation entry: a route and the key of its label in the `common` namespace (`nav.<key>`). */
export interface NavigationItem {
  route: RouteId;
  label: NavigationLabel;
}

export type NavigationLabel =
  | 'rentBrake'
  | 'labourLaw'
  | 'tenantProtection'
  | 'howItWorks'
  | 'pricesRent'
  | 'pricesLabour'
  | 'about'
  | 'experiences'
  | 'referral'
  | 'newsletter'
  | 'career'
  | 'press'
  | 'privacy'
  | 'imprint'
  | 'faq'
  | 'accountFees'
  | 'slowInternet'
  | 'rentArea'
  | 'labourArea'
  | 'guides';

export interface NavigationGroup {
  id: 'services' | 'howItWorks' | 'pricing' | 'aboutUs';
  items: NavigationItem[];
}

/** The brand bar menu's groups: services, company and help. */
export const menuGroups: NavigationGroup[] = [
  {
    id: 'services',
    items: [
      { route: 'rentBrake', label: 'rentBrake' },
      { route: 'labourArea', label: 'labourLaw' },
      { route: 'tenantProtection', label: 'tenantProtection' },
    ],
  },
  { id: 'howItWorks', items: [{ route: 'howItWorks', label: 'howItWorks' }] },
  {
    id: 'pricing',
    items: [
      { route: 'pricesRent', label: 'pricesRent' },
      { route: 'pricesLabour', label: 'pricesLabour' },
    ],
  },
  {
    id: 'aboutUs',
    items: [
      { route: 'about', label: 'about' },
      { route: 'experiences', label: 'experiences' },
      { route: 'referral', label: 'referral' },
      { route: 'newsletter', label: 'newsletter' },
      { route: 'career', label: 'career' },
      { route: 'press', label: 'press' },
    ],
  },
];

/** The app navigation's "Mehr Info" list (shell mode). */
export const appMoreInfoItems: NavigationItem[] = [
  { route: 'about', label: 'about' },
  { route: 'pricesRent', label: 'pricesRent' },
  { route: 'howItWorks', label: 'howItWorks' },
  { route: 'privacy', label: 'privacy' },
  { route: 'imprint', label: 'imprint' },
];

export const footerGroups: { id: 'services' | 'company' | 'legal'; items: NavigationItem[] }[] = [
  {
    id: 'services',
    items: [
      { route: 'rentArea', label: 'rentArea' },
      { route: 'labourArea', label: 'labourArea' },
      { route: 'accountFees', label: 'accountFees' },
      { route: 'slowInternet', label: 'slowInternet' },
    ],
  },
  {
    id: 'company',
    items: [
      { route: 'about', label: 'about' },
      { route: 'howItWorks', label: 'howItWorks' },
      { route: 'faq', label: 'faq' },
      { route: 'guides', label: 'guides' },
      { route: 'press', label: 'press' },
      { route: 'career', label: 'career' },
    ],
  },
  {
    id: 'legal',
    items: [
      { route: 'imprint', label: 'imprint' },
      { route: 'privacy', label: 'privacy' },
    ],
  },
];
