import { severanceOfAnswers } from '@/screens/OrderFunnel/severance-in-funnel';

const answers = {
  'letter-received': '2026-06-15',
  'notice-period-end': '2026-09-30',
  'employment-start': '2019-04-15',
  'company-size': 'more-than-10',
  salary: '4.200',
};

describe('the severance the dismissal funnel’s answers point to (§§ 1, 1a, 23 KSchG)', () => {
  it('counts the exact days from the start to the end of the notice period and rounds more than six months up', () => {
    // 15 April 2019 to 30 September 2026: 7 years, 5 months and 16 days, so 7 years, not rounded up.
    expect(severanceOfAnswers('dismissal', answers, 'de')).toEqual({
      service: { years: 7, wholeYears: 7, months: 5, roundedUp: false },
      protection: { protected: true, basis: 'applies' },
      estimate: { ruleOfThumb: 14700, negotiatedFrom: 14700, negotiatedTo: 29400 },
    });
    // To 15 October: more than six months beyond seven years.
    expect(severanceOfAnswers('dismissal', { ...answers, 'notice-period-end': '2026-10-15' }, 'de')?.service).toMatchObject({ years: 8, roundedUp: true });
  });

  it('says protection may apply for employment from before 2004 in a Betrieb of six to ten', () => {
    expect(severanceOfAnswers('dismissal', { ...answers, 'employment-start': '2003-06-01', 'company-size': '6-10' }, 'de')?.protection).toEqual({ protected: true, basis: 'older_employment' });
    const small = severanceOfAnswers('dismissal', { ...answers, 'company-size': '6-10' }, 'de');
    expect(small?.protection).toEqual({ protected: false, reason: 'small_business' });
    expect(small?.estimate).toBeUndefined();
  });

  it('judges the waiting period by the day the letter was received', () => {
    expect(severanceOfAnswers('dismissal', { ...answers, 'employment-start': '2026-01-01', 'letter-received': '2026-06-30' }, 'de')?.protection).toEqual({ protected: false, reason: 'waiting_period' });
    expect(severanceOfAnswers('dismissal', { ...answers, 'employment-start': '2026-01-01', 'letter-received': '2026-07-01' }, 'de')?.protection).toEqual({ protected: true, basis: 'applies' });
  });

  it('waits for a valid start, end and salary, and is only for dismissals', () => {
    expect(severanceOfAnswers('dismissal', { ...answers, 'notice-period-end': '' }, 'de')).toBeUndefined();
    expect(severanceOfAnswers('dismissal', { ...answers, salary: 'viel' }, 'de')).toBeUndefined();
    expect(severanceOfAnswers('termination-agreement', answers, 'de')).toBeUndefined();
  });
});
