/** @jest-environment node */
import { holidayNames } from '@/domain/calendar/public-holidays';
import { ibanProblems } from '@/domain/iban/iban';
import { languages } from '@/basics/language';
import { commissioningTexts } from '@/server/commissioning/texts';

describe('commissioning texts', () => {
  it.each(languages)('has a %s text for every IBAN problem and holiday', (language) => {
    const keys = [
      ...ibanProblems.map((problem) => `ibanErrors.${problem}`),
      ...['saturday', 'sunday', ...holidayNames].map((name) => `holidays.${name}`),
    ];
    const i18n = commissioningTexts(language);
    for (const key of keys) expect({ key, text: (i18n as unknown as (key: string) => string)(key) }).not.toEqual({ key, text: key });
  });
});
