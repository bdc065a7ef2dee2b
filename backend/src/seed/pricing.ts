import type { CurrencyCode, SeedPricing } from './seed-data-schema';

/**
 * Rounds a price in minor units up to the next one ending in ,49 or ,99
 * (1348.9 → 1349, 1350 → 1399, 949 → 949), so a converted or tier-adjusted price
 * looks like a shop price and never ends below what the table asks for.
 */
export function roundUpToCharmPrice(minorUnits: number): number {
  return Math.ceil((Math.round(minorUnits) + 1) / 50) * 50 - 1;
}

export type PlanPrices = Record<CurrencyCode, number>;

/**
 * Prices of one data×duration plan at one destination, excluding VAT, in minor units:
 * base price × destination tier, then converted with the table's fixed exchange rates.
 */
export function planPrices(pricing: SeedPricing, tier: string, basePrice: number): PlanPrices {
  const factor = pricing.tiers[tier];
  if (factor === undefined) throw new Error(`Unknown price tier "${tier}"`);
  const inBaseCurrency = roundUpToCharmPrice(basePrice * factor);
  const baseRate = pricing.exchangeRates[pricing.baseCurrency];
  const prices = {} as PlanPrices; // every currency of the rate table is filled below
  for (const [currency, rate] of Object.entries(pricing.exchangeRates) as Array<[CurrencyCode, number]>) {
    prices[currency] = currency === pricing.baseCurrency ? inBaseCurrency : roundUpToCharmPrice((inBaseCurrency * rate) / baseRate);
  }
  return prices;
}
