import { frameAncestorsFor, noFraming, partnerFrameAncestors } from '@/config/framing';
import { routeIds, routePath, routes } from '@/routes';

const partners = "'self' https://partner.example";

describe('framing per path', () => {
  it('lets partners frame the public pages, calculators and the mini funnel in both languages', () => {
    for (const path of ['/', '/en', '/miete', '/mietpreisbremse/rechner', '/en/severance-calculator', '/minifunnel/girokosten', '/ratgeber/ein-artikel', '/en/guides/an-article']) {
      expect(frameAncestorsFor(path, partners)).toBe(partners);
    }
  });

  it("keeps 'none' on every page with credentials or customer data, the API and unknown paths", () => {
    for (const id of ['signIn', 'signUp', 'passwordReset', 'dashboard', 'caseStatus'] as const) {
      for (const language of ['de', 'en'] as const) expect(frameAncestorsFor(routePath(id, language), partners)).toBe(noFraming);
    }
    for (const path of ['/api/v1/me', '/girokosten/banks', '/_next/data/x/anmelden.json', '/nirgendwo', '/ratgeber/%E0%A4%A']) {
      expect(frameAncestorsFor(path, partners)).toBe(noFraming);
    }
  });

  it('marks exactly the pages without credentials or customer data as embeddable', () => {
    const unframeable = routeIds.filter((id) => !('embeddable' in routes[id]));
    expect(unframeable.sort()).toEqual([
      'accountDeleted',
      'accountDeletion',
      'addressProof',
      'caseStatus',
      'contractWithdrawal',
      'dashboard',
      'employmentProtectionOrder',
      'membershipCancellation',
      // A member's questions to the team and their answers.
      'membershipQuestions',
      // An e-mail address and its consent, and the links of a subscriber's mails.
      'newsletterConfirmation',
      'newsletterSignUp',
      'newsletterUnsubscribe',
      'orderFunnel',
      'passwordChange',
      'passwordReset',
      'signIn',
      'signOut',
      'signUp',
      'staffAuditLog',
      'staffCase',
      'staffDeclarations',
      'staffEnrolment',
      'staffHome',
      'staffInbox',
      'staffMembers',
      'staffMemberships',
      'staffReviews',
      'staffSignIn',
      'tenantProtectionOrder',
    ]);
  });

  it("never lets the back office be framed, whatever the partner list says", () => {
    for (const path of ['/backoffice', '/backoffice/anmelden', '/en/backoffice/enrol', '/en/backoffice/audit-log']) {
      expect(frameAncestorsFor(path, 'https://partner.example')).toBe("'none'");
    }
  });
});

describe('FRAME_ANCESTORS', () => {
  it("defaults to 'self' and keeps a list of origins", () => {
    expect(partnerFrameAncestors(undefined)).toBe("'self'");
    expect(partnerFrameAncestors("  'self'   https://partner.example https://*.bank.example:8443 http://127.0.0.1:* ")).toBe(
      "'self' https://partner.example https://*.bank.example:8443 http://127.0.0.1:*",
    );
  });

  it('refuses values that could end the directive or add another', () => {
    for (const value of ["'self'; script-src *", 'https://partner.example,https://x.example', "'unsafe-inline'", 'javascript:', '*']) {
      expect(() => partnerFrameAncestors(value)).toThrow(/FRAME_ANCESTORS/);
    }
  });
});
