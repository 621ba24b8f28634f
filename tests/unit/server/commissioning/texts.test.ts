/** @jest-environment node */
import { holidayNames } from '@/domain/calendar/public-holidays';
import { deadlineStatus, deadlineText, dismissalClaimDeadline } from '@/domain/deadlines/dismissal-claim-deadline';
import { ibanProblems } from '@/domain/iban/iban';
import { languages } from '@/basics/language';
import { commissioningTexts, inWords } from '@/server/commissioning/texts';

describe('commissioning texts', () => {
  it.each(languages)('has a %s text for every IBAN problem and holiday', (language) => {
    const keys = [
      ...ibanProblems.map((problem) => `ibanErrors.${problem}`),
      ...['saturday', 'sunday', ...holidayNames].map((name) => `holidays.${name}`),
    ];
    const i18n = commissioningTexts(language);
    for (const key of keys) expect({ key, text: (i18n as unknown as (key: string) => string)(key) }).not.toEqual({ key, text: key });
  });

  it('warns about the dismissal deadline in words', () => {
    const status = (today: string) => deadlineStatus('2026-03-23', today);
    expect(inWords('de', deadlineText(status('2026-03-01')))).toBe('Noch 22 Tage bis zum Fristende am 23.03.2026.');
    expect(inWords('de', deadlineText(status('2026-03-16')))).toBe('Noch 7 Tage bis zum Fristende am 23.03.2026. Bitte schicken Sie uns Ihre Kündigung jetzt.');
    expect(inWords('en', deadlineText(status('2026-03-22')))).toBe('Only 1 day left: the deadline is 23.03.2026. Commission us at once or contact the labour court directly.');
    expect(inWords('de', deadlineText(status('2026-03-23')))).toMatch(/^Heute, am 23\.03\.2026, endet die Frist\./);
    expect(inWords('en', deadlineText(status('2026-03-24')))).toMatch(/^The deadline passed on 23\.03\.2026\./);
  });

  it('says why a deadline moved', () => {
    const { skipped } = dismissalClaimDeadline('2026-03-13');
    const t = commissioningTexts('de') as unknown as (key: string, values?: object) => string;
    expect(t('deadline.moved', { reason: t(`holidays.${skipped[0].reason}`) })).toBe('Das Fristende fällt auf Karfreitag und verschiebt sich deshalb auf den nächsten Werktag.');
  });
});
