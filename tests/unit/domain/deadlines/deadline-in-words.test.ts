import type { Language } from '@/basics/language';
import { deadlineInShort, deadlineInWords, deadlineMoment } from '@/domain/deadlines/deadline-in-words';
import { deadlineStatus, dismissalClaimDeadline } from '@/domain/deadlines/dismissal-claim-deadline';
import type { LocalisedText } from '@/domain/localised-text';
import { createTestI18n } from '../../../support/render';

const say = (language: Language, text: LocalisedText) => (createTestI18n(language).t as unknown as (key: string, values: object) => string)(text.key, text.values);
const on = (today: string) => {
  const status = deadlineStatus('2026-03-23', today);
  return { ...status, day: status.deadline };
};

describe('deadlineMoment', () => {
  it('gives the last day its own moment, and a passed deadline whatever the warning says', () => {
    expect(deadlineMoment({ daysLeft: 13, warning: 'ok' })).toBe('ok');
    expect(deadlineMoment({ daysLeft: 6, warning: 'soon' })).toBe('soon');
    expect(deadlineMoment({ daysLeft: 2, warning: 'urgent' })).toBe('urgent');
    expect(deadlineMoment({ daysLeft: 0, warning: 'urgent' })).toBe('lastDay');
    expect(deadlineMoment({ daysLeft: -1, warning: 'urgent' })).toBe('passed');
    expect(deadlineMoment({ daysLeft: 3, warning: 'passed' })).toBe('passed');
  });
});

describe('the deadline in words', () => {
  it('tells someone about to order what to do now, with the plural the days need', () => {
    expect(say('de', deadlineInWords('order', on('2026-03-01'), 'de'))).toBe('Noch 22 Tage bis zum Fristende am 23.03.2026.');
    expect(say('de', deadlineInWords('order', on('2026-03-16'), 'de'))).toBe('Noch 7 Tage bis zum Fristende am 23.03.2026. Bitte schicken Sie uns Ihre Kündigung jetzt.');
    expect(say('en', deadlineInWords('order', on('2026-03-22'), 'en'))).toBe('Only 1 day left: the deadline is 23 March 2026. Commission us at once or contact the labour court directly.');
    expect(say('de', deadlineInWords('order', on('2026-03-23'), 'de'))).toMatch(/^Heute, am 23\.03\.2026, endet die Frist\./);
    expect(say('en', deadlineInWords('order', on('2026-03-24'), 'en'))).toMatch(/^The deadline passed on 23 March 2026\./);
  });

  it('tells the customer of a case that we keep the deadline in view, and when to call', () => {
    expect(say('de', deadlineInWords('case', on('2026-03-01'), 'de'))).toMatch(/^Die Klage muss bis zum 23\.03\.2026 beim Arbeitsgericht eingehen .*§ 4 KSchG/);
    expect(say('en', deadlineInWords('case', on('2026-03-21'), 'en'))).toMatch(/^The deadline ends on 23 March 2026\. If you have not heard from us/);
    expect(say('de', deadlineInWords('case', on('2026-03-23'), 'de'))).toMatch(/^Heute, am 23\.03\.2026, ist der letzte Tag/);
    expect(say('de', deadlineInWords('case', on('2026-04-01'), 'de'))).toMatch(/§ 5 KSchG/);
  });

  it('says the days left in a few words', () => {
    expect(say('de', deadlineInShort(on('2026-03-22')))).toBe('noch 1 Tag');
    expect(say('en', deadlineInShort(on('2026-03-13')))).toBe('10 days left');
    expect(say('de', deadlineInShort(on('2026-03-23')))).toBe('heute letzter Tag');
    expect(say('en', deadlineInShort(on('2026-03-30')))).toBe('passed');
  });

  it('says why a deadline moved', () => {
    const { skipped } = dismissalClaimDeadline('2026-03-13');
    const t = createTestI18n('de').t as unknown as (key: string, values?: object) => string;
    expect(t('cases:deadline.order.moved', { reason: t(`commissioning:holidays.${skipped[0].reason}`) })).toBe('Das Fristende fällt auf Karfreitag und verschiebt sich deshalb auf den nächsten Arbeitstag (Montag bis Freitag, kein Feiertag).');
  });
});
