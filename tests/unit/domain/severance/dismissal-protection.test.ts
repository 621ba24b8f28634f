import { companySizes, dismissalProtection } from '@/domain/severance/dismissal-protection';

const employee = { moreThanSixMonths: true, companySize: '11-50', employmentStart: '2015-03-01' } as const;

describe('protection against dismissal (§§ 1, 23 KSchG)', () => {
  it('needs more than six months in the Betrieb when the dismissal was received (§ 1 Abs. 1 KSchG), whatever the size', () => {
    for (const companySize of companySizes) {
      expect(dismissalProtection({ ...employee, companySize, moreThanSixMonths: false })).toEqual({ protected: false, reason: 'waiting_period' });
    }
  });

  it.each([
    ['1-5', { protected: false, reason: 'small_business' }],
    ['6-10', { protected: false, reason: 'small_business' }],
    ['11-50', { protected: true, basis: 'applies' }],
    ['51-500', { protected: true, basis: 'applies' }],
    ['500+', { protected: true, basis: 'applies' }],
    ['unknown', { protected: true, basis: 'to_check' }],
  ] as const)('a Betrieb of %s counted staff (more than ten, § 23 Abs. 1 Satz 3 KSchG)', (companySize, expected) => {
    expect(dismissalProtection({ ...employee, companySize })).toEqual(expected);
  });

  it('may apply in a Betrieb of six to ten for employment that began by 31 December 2003 (§ 23 Abs. 1 Satz 2 KSchG)', () => {
    expect(dismissalProtection({ ...employee, companySize: '6-10', employmentStart: '2003-12-01' })).toEqual({ protected: true, basis: 'older_employment' });
    expect(dismissalProtection({ ...employee, companySize: '6-10', employmentStart: '2003-12-31' })).toEqual({ protected: true, basis: 'older_employment' });
    expect(dismissalProtection({ ...employee, companySize: '6-10', employmentStart: '2004-01-01' })).toEqual({ protected: false, reason: 'small_business' });
    // The old threshold was more than five as well: five or fewer stay unprotected.
    expect(dismissalProtection({ ...employee, companySize: '1-5', employmentStart: '1998-06-01' })).toEqual({ protected: false, reason: 'small_business' });
  });
});
