import { robotsTagFor } from '@/config/robots';

describe('X-Robots-Tag', () => {
  it('keeps every back-office page and the staff service out of search engines, in both languages', () => {
    for (const path of ['/backoffice', '/backoffice/anmelden', '/backoffice/protokoll', '/en/backoffice', '/en/backoffice/enrol', '/en/backoffice/staff', '/api/staff/me']) {
      expect(robotsTagFor(path)).toBe('noindex, nofollow');
    }
  });

  it('leaves the public pages to their own meta tags', () => {
    expect(robotsTagFor('/')).toBeUndefined();
    expect(robotsTagFor('/en/rent')).toBeUndefined();
  });
});
