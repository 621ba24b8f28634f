import type { RouteId } from '@/routes';

/** A navigation entry: a route and the key of its label in the `common` namespace (`nav.<key>`). */
export interface NavigationItem {
  route: RouteId;
  label: NavigationLabel;
}

export type NavigationLabel =
  | 'rentAreaOverview'
  | 'rentBrake'
  | 'rentBrakeCheck'
  | 'rentIncrease'
  | 'deposit'
  | 'rentReduction'
  | 'cosmeticRepairs'
  | 'tenantProtection'
  | 'labourAreaOverview'
  | 'dismissalCheck'
  | 'severanceCalculator'
  | 'terminationAgreement'
  | 'employmentProtection'
  | 'accountFees'
  | 'giroFunnel'
  | 'premiumSavings'
  | 'slowInternet'
  | 'howItWorks'
  | 'pricesRent'
  | 'pricesLabour'
  | 'pricesFinance'
  | 'about'
  | 'experiences'
  | 'referral'
  | 'newsletter'
  | 'career'
  | 'press'
  | 'privacy'
  | 'imprint'
  | 'accessibility'
  | 'terms'
  | 'withdrawal'
  | 'cancelContracts'
  | 'withdrawContract'
  | 'faq'
  | 'rentArea'
  | 'labourArea'
  | 'guides';

/** A service area of the menu's "all services" group, by its key in `common` (`menu.areas.<id>`). */
export interface ServiceArea {
  id: 'rent' | 'labour' | 'finance' | 'internet';
  items: NavigationItem[];
}

/** Every service of the route table, by area: the menu's "all services" group. */
export const serviceAreas: ServiceArea[] = [
  {
    id: 'rent',
    items: [
      { route: 'rentArea', label: 'rentAreaOverview' },
      { route: 'rentBrake', label: 'rentBrake' },
      { route: 'rentBrakeCheck', label: 'rentBrakeCheck' },
      { route: 'rentIncrease', label: 'rentIncrease' },
      { route: 'deposit', label: 'deposit' },
      { route: 'rentReduction', label: 'rentReduction' },
      { route: 'cosmeticRepairs', label: 'cosmeticRepairs' },
      { route: 'tenantProtection', label: 'tenantProtection' },
    ],
  },
  {
    id: 'labour',
    items: [
      { route: 'labourArea', label: 'labourAreaOverview' },
      { route: 'dismissalCheck', label: 'dismissalCheck' },
      { route: 'severanceCalculator', label: 'severanceCalculator' },
      { route: 'terminationAgreement', label: 'terminationAgreement' },
      { route: 'employmentProtection', label: 'employmentProtection' },
    ],
  },
  {
    id: 'finance',
    items: [
      { route: 'accountFees', label: 'accountFees' },
      { route: 'giroFunnel', label: 'giroFunnel' },
      { route: 'premiumSavings', label: 'premiumSavings' },
    ],
  },
  { id: 'internet', items: [{ route: 'slowInternet', label: 'slowInternet' }] },
];

export interface NavigationGroup {
  id: 'howItWorks' | 'pricing' | 'aboutUs';
  items: NavigationItem[];
}

/** The brand bar menu's groups after "all services": how it works, pricing (finance too), about us. */
export const menuGroups: NavigationGroup[] = [
  { id: 'howItWorks', items: [{ route: 'howItWorks', label: 'howItWorks' }] },
  {
    id: 'pricing',
    items: [
      { route: 'pricesRent', label: 'pricesRent' },
      { route: 'pricesLabour', label: 'pricesLabour' },
      { route: 'pricesFinance', label: 'pricesFinance' },
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
  // In the app shell the footer is hidden: the withdrawal function (§ 356a BGB) stays reachable here.
  { route: 'contractWithdrawal', label: 'withdrawContract' },
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
      { route: 'terms', label: 'terms' },
      { route: 'withdrawal', label: 'withdrawal' },
      // "Verträge hier kündigen" (§ 312k BGB) and "Vertrag widerrufen" (§ 356a BGB): reachable from every page, without signing in.
      { route: 'membershipCancellation', label: 'cancelContracts' },
      { route: 'contractWithdrawal', label: 'withdrawContract' },
      { route: 'accessibility', label: 'accessibility' },
    ],
  },
];
