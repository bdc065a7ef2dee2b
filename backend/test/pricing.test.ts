import { describe, expect, it } from 'vitest';

import { planPrices, roundUpToCharmPrice } from '../src/seed/pricing';
import type { SeedPricing } from '../src/seed/seed-data-schema';

const pricing: SeedPricing = {
  baseCurrency: 'EUR',
  exchangeRates: { EUR: 1, USD: 1.08 },
  tiers: { standard: 1, premium: 1.25 },
  plans: [{ data: '5gb', duration: '30d', price: 1249 }],
};

describe('roundUpToCharmPrice', () => {
  it.each([
    [949, 949],
    [999, 999],
    [1000, 1049],
    [498.75, 499],
    [1348.92, 1349],
    [1350, 1399],
    [1, 49],
  ])('%d → %d', (input, expected) => {
    expect(roundUpToCharmPrice(input)).toBe(expected);
  });
});

describe('planPrices', () => {
  it('keeps a standard-tier base price as it is', () => {
    expect(planPrices(pricing, 'standard', 1249).EUR).toBe(1249);
  });

  it('multiplies by the tier factor, then rounds up to a charm price', () => {
    // 1249 × 1.25 = 1561.25
    expect(planPrices(pricing, 'premium', 1249).EUR).toBe(1599);
  });

  it('converts the rounded base price with the fixed rate', () => {
    // 1249 × 1.08 = 1348.92
    expect(planPrices(pricing, 'standard', 1249).USD).toBe(1349);
  });

  it('returns integer minor units for every currency of the rate table', () => {
    const prices = planPrices(pricing, 'premium', 399);
    expect(Object.keys(prices).sort()).toEqual(['EUR', 'USD']);
    for (const price of Object.values(prices)) expect(Number.isInteger(price)).toBe(true);
  });

  it('refuses an unknown tier instead of pricing at zero', () => {
    expect(() => planPrices(pricing, 'luxury', 399)).toThrow(/luxury/);
  });
});
