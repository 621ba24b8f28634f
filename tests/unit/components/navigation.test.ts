import { footerGroups, menuGroups, serviceAreas } from '@/components/layout/navigation';
import { isPrivateRoute, type RouteId, routeIds, routes } from '@/routes';

describe('navigation', () => {
  const linked = new Set<RouteId>([...serviceAreas, ...menuGroups, ...footerGroups].flatMap((group) => group.items.map((item) => item.route)));

  it('links every public page from the menu or the footer', () => {
    // The brand bar links these itself (logo, "Anmelden"); sign-up is reached from sign-in and the homepage,
    // the membership orders from their product and price pages, the newsletter sign-up from the newsletter page.
    const elsewhere: RouteId[] = ['home', 'signIn', 'signUp', 'tenantProtectionOrder', 'employmentProtectionOrder', 'newsletterSignUp'];
    const pages = routeIds.filter((id) => !isPrivateRoute(id) && !routes[id].de.includes('[') && !elsewhere.includes(id));
    expect(pages.filter((id) => !linked.has(id))).toEqual([]);
  });

  it('lists every service once, in one area', () => {
    const services = serviceAreas.flatMap((area) => area.items.map((item) => item.route));
    expect(new Set(services).size).toBe(services.length);
    for (const id of ['rentBrake', 'rentBrakeCheck', 'deposit', 'tenantProtection', 'dismissalCheck', 'severanceCalculator', 'accountFees', 'premiumSavings', 'slowInternet'] as const) {
      expect(services).toContain(id);
    }
  });

  it('links the terms, the withdrawal information, the cancellation page, the withdrawal function and the accessibility statement beside the imprint and the privacy policy', () => {
    expect(footerGroups.find((group) => group.id === 'legal')?.items.map((item) => item.route)).toEqual([
      'imprint',
      'privacy',
      'terms',
      'withdrawal',
      'membershipCancellation',
      'contractWithdrawal',
      'accessibility',
    ]);
  });
});
