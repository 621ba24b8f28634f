import { marketingFigures } from '@/domain/marketing-figures';
import { COMPARATIVE_RENT_BAND_PERCENT, estimateReduction, RENT_BRAKE_CAP_PERCENT } from '@/server/calculators/rent-brake/estimate';

describe('estimate of the monthly reduction (§ 556d(1) BGB: at most 10 % above the local comparative rent)', () => {
  it('allows 10 percent above the comparative rent, assumed within 20 percent either side of the city figure', () => {
    expect(RENT_BRAKE_CAP_PERCENT).toBe(10);
    expect(COMPARATIVE_RENT_BAND_PERCENT).toBe(20);
  });

  it('gives the issue\'s Berlin 2016 case a range around the cap near 385 EUR instead of "no saving"', () => {
    // Mietspiegel 2015: 5.84 EUR/sqm; 60 sqm; lawful rent 5.84 × 1.10 × 60 = 385.44 at the city figure,
    // 308.35 (−20 %) to 462.53 (+20 %): a rent of 470 EUR is up to 161.65 EUR too high, rounded out to 170.
    expect(estimateReduction({ perSqm: 5.84, livingArea: 60, netColdRent: 470 })).toEqual({
      low: 0,
      high: 170,
      capped: false,
      allowedRentLow: 300,
      allowedRentHigh: 470,
    });
  });

  it('rounds both ends outwards to 10 EUR: a city figure gives no cents', () => {
    // 7.21 × 1.1 × 60: 380.69 to 571.03 lawful; 900 EUR rent → 328.97 to 519.31, cut at the marketed 400.
    const estimate = estimateReduction({ perSqm: 7.21, livingArea: 60, netColdRent: 700 });
    expect(estimate).toMatchObject({ low: 120, high: 320, capped: false });
    expect(estimate.low % 10).toBe(0);
    expect(estimate.high % 10).toBe(0);
  });

  it('never shows more than the marketed maximum of 400 EUR, and says when it cut the range', () => {
    expect(marketingFigures.maxMonthlySavings).toBe(400);
    expect(estimateReduction({ perSqm: 7.21, livingArea: 60, netColdRent: 900 })).toMatchObject({ low: 320, high: 400, capped: true });
    expect(estimateReduction({ perSqm: 7.21, livingArea: 70, netColdRent: 1_500 })).toMatchObject({ low: 400, high: 400, capped: true });
  });

  it('answers 0 to 0 when the rent lies below the lowest lawful rent', () => {
    expect(estimateReduction({ perSqm: 7.21, livingArea: 60, netColdRent: 350 })).toMatchObject({ low: 0, high: 0, capped: false });
  });

  it('lowers the low end to 0 after a modernisation, whose surcharge may raise the lawful rent (§ 556e(2) BGB)', () => {
    expect(estimateReduction({ perSqm: 7.21, livingArea: 60, netColdRent: 700, modernised: true })).toMatchObject({ low: 0, high: 320 });
  });
});
