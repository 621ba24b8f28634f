import { dayInGermany, isCalendarDate } from '@/basics/calendar';
import { landCodes } from '@/contracts/vocabulary/calculators';
import { type AreaPeriod, RENT_BRAKE_LAW_START, rentBrakeAreas } from '@/server/calculators/rent-brake/areas';
import { localitiesOf, postalCodesNamed } from '@/server/calculators/rent-brake/postal-codes';
import { searchKey } from '@/basics/search-key';

/** The first two digits of a municipality key (AGS) name its Land (Destatis, Gemeindeverzeichnis). */
const landByKeyPrefix: Record<string, string> = {
  '01': 'SH', '02': 'HH', '03': 'NI', '04': 'HB', '05': 'NW', '06': 'HE', '07': 'RP', '08': 'BW',
  '09': 'BY', '10': 'SL', '11': 'BE', '12': 'BB', '13': 'MV', '14': 'SN', '15': 'ST', '16': 'TH',
};

const today = dayInGermany(new Date());
const periodsOf = (land: string) => rentBrakeAreas.lands.find((each) => each.land === land)?.periods ?? [];
const label = (land: string, period: AreaPeriod) => `${land} ${period.from}–${period.until ?? 'open'} (${period.status})`;
const everyPeriod = rentBrakeAreas.lands.flatMap((land) => land.periods.map((period) => [label(land.land, period), land.land, period] as const));
const everyListed = everyPeriod.flatMap(([name, land, period]) =>
  [...(period.municipalities ?? []), ...(period.uncertain ?? [])].map((entry) => [`${name}: ${entry.name}`, land, entry] as const),
);

/** The next day, for checking that periods follow each other without a gap. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('rent-brake areas data (data/rent-brake-areas.json)', () => {
  it('has every Land once', () => {
    expect(rentBrakeAreas.lands.map((land) => land.land).sort()).toEqual([...landCodes].sort());
  });

  it.each(everyPeriod)('%s has a source, a period and a verification note', (_, __, period) => {
    expect(period.source.trim().length).toBeGreaterThan(10);
    expect(period.verification.trim().length).toBeGreaterThan(10);
    expect(isCalendarDate(period.from)).toBe(true);
    if (period.until !== null) {
      expect(isCalendarDate(period.until)).toBe(true);
      expect(period.until >= period.from).toBe(true);
    }
    if (period.status === 'ordinance') {
      expect(period.ordinance).toBeTruthy();
      expect(typeof period.complete).toBe('boolean');
    }
  });

  // An ordinance that has run out must be followed by what is known after it (a successor, "none"
  // or an explicit "unknown" with a review date), so an expired list can't go unnoticed.
  it.each(rentBrakeAreas.lands.map((land) => [land.land]))('%s is described without a gap from the rent-brake law to today', (land) => {
    const periods = periodsOf(land);
    let coveredUntil = nextDay('2015-05-30');
    for (const period of [...periods].sort((a, b) => a.from.localeCompare(b.from))) {
      expect(period.from <= nextDay(coveredUntil) || period.from === RENT_BRAKE_LAW_START).toBe(true);
      if (period.until === null) coveredUntil = '9999-12-31';
      else if (period.until > coveredUntil) coveredUntil = period.until;
    }
    expect(periods[0]?.from).toBe(RENT_BRAKE_LAW_START);
    expect(coveredUntil >= today).toBe(true);
  });

  it('has no open entry past its review date', () => {
    const open = everyPeriod.filter(([, , period]) => period.until === null);
    for (const [name, , period] of open) {
      expect({ name, reviewBy: period.reviewBy && isCalendarDate(period.reviewBy) }).toEqual({ name, reviewBy: true });
      expect({ name, due: (period.reviewBy ?? '') < today }).toEqual({ name, due: false });
    }
  });

  it.each(everyListed)('%s is a municipality of the postal table, with its key where given and its sourced codes', (_, land, entry) => {
    const names = [entry.name, ...(entry.aliases ?? [])];
    expect({ names, inPostalTable: names.some((name) => postalCodesNamed(name).length > 0) }).toEqual({ names, inPostalTable: true });
    if (entry.ags !== undefined) {
      expect(entry.ags).toMatch(/^\d{8}$/);
      expect(landByKeyPrefix[entry.ags.slice(0, 2)]).toBe(land);
    }
    // Codes given by hand come with the source they were read from, and each serves the municipality.
    expect(entry.postalCodes === undefined || (entry.postalCodesSource ?? '').length > 10).toBe(true);
    for (const code of entry.postalCodes ?? []) {
      expect({ code, served: localitiesOf(code).some((locality) => names.map(searchKey).includes(searchKey(locality))) }).toEqual({ code, served: true });
    }
  });

  it('knows a municipality by one name in all periods of its Land, and lists it once per period', () => {
    for (const land of rentBrakeAreas.lands) {
      const nameByKey = new Map<string, string>();
      for (const period of land.periods) {
        const names = (period.municipalities ?? []).map((entry) => entry.name);
        expect({ land: land.land, from: period.from, duplicates: names.filter((name, index) => names.indexOf(name) !== index) }).toEqual({ land: land.land, from: period.from, duplicates: [] });
        for (const entry of [...(period.municipalities ?? []), ...(period.uncertain ?? [])]) {
          if (entry.ags === undefined) continue;
          expect({ ags: entry.ags, name: nameByKey.get(entry.ags) ?? entry.name }).toEqual({ ags: entry.ags, name: entry.name });
          nameByKey.set(entry.ags, entry.name);
        }
      }
    }
  });

  it('marks the lists known to be partial (Bayern, Baden-Württemberg 2026) as incomplete', () => {
    const bavaria2026 = periodsOf('BY').find((period) => period.from === '2026-01-01');
    const bw2026 = periodsOf('BW').find((period) => period.from === '2026-01-01');
    expect(bavaria2026).toMatchObject({ complete: false, countOfficial: 285 });
    expect((bavaria2026?.municipalities ?? []).length).toBeLessThan(285);
    expect(bw2026).toMatchObject({ complete: false });
  });
});
