import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { SupplierPackage } from '../src/plugins/esim-delivery/esim-supplier';
import {
  convertMinor,
  DEFAULT_PRICING_RULES,
  marginFor,
  MissingExchangeRateError,
  parsePricingRules,
  priceOf,
  type ExchangeRates,
  type PricingRules,
} from '../src/plugins/catalogue-sync/pricing-rules';

type Priced = Pick<SupplierPackage, 'dataMb' | 'wholesaleCost' | 'recommendedRetail'>;

const RATES: ExchangeRates = { USD: 1, EUR: 0.9 };
const GB = 1024;

function rules(overrides: Partial<PricingRules> = {}): PricingRules {
  return {
    currencies: ['EUR', 'USD'],
    defaultMarginPercent: 35,
    margins: [],
    fixedAmountMinor: {},
    floor: { recommendedRetail: true },
    ...overrides,
  };
}

function usd(amountMinor: number, dataMb: number | undefined = 5 * GB, recommendedRetailMinor?: number): Priced {
  return {
    dataMb,
    wholesaleCost: { amountMinor, currency: 'USD' },
    ...(recommendedRetailMinor === undefined ? {} : { recommendedRetail: { amountMinor: recommendedRetailMinor, currency: 'USD' } }),
  };
}

describe('pricing rules as staff type them', () => {
  it('accepts the JSON a dashboard would store and fills what may be left out', () => {
    const check = parsePricingRules({
      currencies: ['EUR', 'USD'],
      defaultMarginPercent: 30,
      margins: [
        { label: 'Small European plans', region: 'europe', size: { maxMb: 1024 }, marginPercent: 60 },
        { size: 'unlimited', marginPercent: 25 },
      ],
      fixedAmountMinor: { EUR: 30 },
    });
    expect(check).toEqual({
      ok: true,
      rules: {
        currencies: ['EUR', 'USD'],
        defaultMarginPercent: 30,
        margins: [
          { label: 'Small European plans', region: 'europe', size: { maxMb: 1024 }, marginPercent: 60 },
          { size: 'unlimited', marginPercent: 25 },
        ],
        fixedAmountMinor: { EUR: 30 },
        floor: { recommendedRetail: true },
      },
    });
    expect(parsePricingRules(DEFAULT_PRICING_RULES)).toEqual({ ok: true, rules: DEFAULT_PRICING_RULES });
  });

  it.each([
    ['a negative margin', { defaultMarginPercent: -5 }, 'defaultMarginPercent'],
    ['a lower-case currency', { currencies: ['eur'] }, 'currencies.0'],
    ['a repeated currency', { currencies: ['EUR', 'EUR'] }, '(rules)'],
    ['no currency', { currencies: [] }, 'currencies'],
    ['a rule for every plan', { margins: [{ marginPercent: 10 }] }, 'margins.0'],
    ['an empty size band', { margins: [{ size: {}, marginPercent: 10 }] }, 'margins.0.size'],
    ['a size band upside down', { margins: [{ size: { minMb: 2048, maxMb: 1024 }, marginPercent: 10 }] }, 'margins.0.size'],
    ['a region in capitals', { margins: [{ region: 'Europe', marginPercent: 10 }] }, 'margins.0.region'],
    ['a fractional fixed amount', { fixedAmountMinor: { EUR: 0.5 } }, 'fixedAmountMinor.EUR'],
    ['an unknown key', { roundTo: 99 }, '(rules)'],
  ])('refuses %s, naming where', (_name, change, path) => {
    const check = parsePricingRules({ ...DEFAULT_PRICING_RULES, ...change });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems.some((problem) => problem.startsWith(`${path}:`))).toBe(true);
  });
});

describe('priceOf', () => {
  it("applies the default margin as written, converts at today's rate and rounds up to ,49 or ,99", () => {
    const quote = priceOf(usd(1000), 'europe', rules(), RATES);
    // USD: 10.00 × 1.35 = 13.50 → 13.99; EUR: 9.00 × 1.35 = 12.15 → 12.49
    expect(quote.prices).toEqual({ USD: 1399, EUR: 1249 });
    expect(quote.explanation.margin).toEqual({ source: 'default', percent: 35 });
    expect(quote.explanation.perCurrency['EUR']).toEqual({
      costMinor: 900,
      afterMarginMinor: 1215,
      fixedAmountMinor: 0,
      floorMinor: 900,
      decidedBy: 'margin',
      priceMinor: 1249,
    });
  });

  it('takes the margin of the first rule whose region and size both fit', () => {
    const margins: PricingRules['margins'] = [
      { label: 'small in Europe', region: 'europe', size: { maxMb: GB }, marginPercent: 80 },
      { region: 'europe', marginPercent: 50 },
      { size: { minMb: GB, maxMb: 3 * GB }, marginPercent: 60 },
      { size: 'unlimited', marginPercent: 20 },
    ];
    const table = rules({ margins });
    expect(marginFor(table, 'europe', GB)).toEqual({ source: 'rule', index: 0, label: 'small in Europe', percent: 80 });
    expect(marginFor(table, 'europe', GB + 1)).toEqual({ source: 'rule', index: 1, percent: 50 });
    expect(marginFor(table, 'europe', undefined)).toEqual({ source: 'rule', index: 1, percent: 50 });
    // bounds are included
    expect(marginFor(table, 'asia', GB)).toEqual({ source: 'rule', index: 2, percent: 60 });
    expect(marginFor(table, 'asia', 3 * GB)).toEqual({ source: 'rule', index: 2, percent: 60 });
    expect(marginFor(table, 'asia', 3 * GB + 1)).toEqual({ source: 'default', percent: 35 });
    // a band of sizes never takes an unlimited plan, the unlimited band takes only those
    expect(marginFor(table, 'asia', undefined)).toEqual({ source: 'rule', index: 3, percent: 20 });
    expect(marginFor(rules({ margins: [{ size: 'unlimited', marginPercent: 20 }] }), 'asia', 100 * GB).source).toBe('default');

    // USD 10.00 + 60 % = 16.00 → 16.49
    expect(priceOf(usd(1000, 2 * GB), 'asia', table, RATES).prices['USD']).toBe(1649);
    // + 80 % = 18.00 → 18.49
    expect(priceOf(usd(1000, 512), 'europe', table, RATES).prices['USD']).toBe(1849);
  });

  it("adds each currency's fixed amount after the margin", () => {
    const quote = priceOf(usd(1000), 'asia', rules({ fixedAmountMinor: { USD: 60 } }), RATES);
    // USD: 13.50 + 0.60 = 14.10 → 14.49; EUR has no fixed amount: 12.15 → 12.49
    expect(quote.prices).toEqual({ USD: 1449, EUR: 1249 });
    expect(quote.explanation.perCurrency['USD']).toMatchObject({ afterMarginMinor: 1350, fixedAmountMinor: 60, decidedBy: 'margin' });
  });

  it("never sells below the supplier's recommended retail, unless staff turn that floor off", () => {
    const pkg = usd(1000, 5 * GB, 2000);
    const quote = priceOf(pkg, 'asia', rules(), RATES);
    expect(quote.prices).toEqual({ USD: 2049, EUR: 1849 });
    expect(quote.explanation.perCurrency['USD']).toMatchObject({
      recommendedRetailMinor: 2000,
      floorMinor: 2000,
      decidedBy: 'recommendedRetail',
    });
    expect(priceOf(pkg, 'asia', rules({ floor: { recommendedRetail: false } }), RATES).prices).toEqual({ USD: 1399, EUR: 1249 });
    // a recommended retail under the margin's price changes nothing
    expect(priceOf(usd(1000, 5 * GB, 1100), 'asia', rules(), RATES).explanation.perCurrency['USD']?.decidedBy).toBe('margin');
  });

  it('converts a recommended retail in another currency than the cost', () => {
    const pkg: Priced = {
      dataMb: GB,
      wholesaleCost: { amountMinor: 500, currency: 'USD' },
      recommendedRetail: { amountMinor: 1800, currency: 'EUR' },
    };
    // EUR 18.00 = USD 20.00
    expect(priceOf(pkg, 'asia', rules(), RATES).prices).toEqual({ EUR: 1849, USD: 2049 });
  });

  it('never sells below cost, even with rules the schema would refuse', () => {
    const quote = priceOf(usd(1000), 'asia', rules({ defaultMarginPercent: -40 }), RATES);
    expect(quote.prices).toEqual({ USD: 1049, EUR: 949 });
    expect(quote.explanation.perCurrency['USD']).toMatchObject({ floorMinor: 1000, decidedBy: 'cost' });
  });

  it('prices a cost billed in euros (the sandbox bills in euros)', () => {
    const pkg: Priced = { dataMb: GB, wholesaleCost: { amountMinor: 900, currency: 'EUR' } };
    expect(priceOf(pkg, 'asia', rules(), RATES).prices).toEqual({ EUR: 1249, USD: 1399 });
    expect(convertMinor({ amountMinor: 900, currency: 'EUR' }, 'EUR', RATES)).toBe(900);
  });

  it('does not let binary noise push a price to the next charm step', () => {
    // 15.90 × 1.10 is 17.490000000000002 in floating point: 17.49, not 17.99
    expect(priceOf(usd(1590), 'asia', rules({ currencies: ['USD'], defaultMarginPercent: 10 }), {}).prices).toEqual({ USD: 1749 });
  });

  it('throws for a currency without a rate; USD needs none', () => {
    expect(() => priceOf(usd(1000), 'asia', rules({ currencies: ['GBP'] }), RATES)).toThrow(MissingExchangeRateError);
    const inPounds: Priced = { dataMb: GB, wholesaleCost: { amountMinor: 1000, currency: 'GBP' } };
    expect(() => priceOf(inPounds, 'asia', rules(), RATES)).toThrow(MissingExchangeRateError);
    expect(priceOf(usd(1000), 'asia', rules({ currencies: ['USD'] }), {}).prices).toEqual({ USD: 1399 });
  });
});

describe('priceOf, for any package, rules and rates', () => {
  const money = (currencies: string[]) =>
    fc.record({ amountMinor: fc.integer({ min: 1, max: 200_000 }), currency: fc.constantFrom(...currencies) });
  const packageArbitrary: fc.Arbitrary<Priced> = fc.record(
    {
      dataMb: fc.option(fc.integer({ min: 1, max: 100 * GB }), { nil: undefined }),
      wholesaleCost: money(['USD', 'EUR']),
      recommendedRetail: money(['USD', 'EUR']),
    },
    { requiredKeys: ['dataMb', 'wholesaleCost'] },
  );
  const percent = fc.double({ min: 0, max: 300, noNaN: true });
  const sizeBand = fc.oneof(
    fc.constant('unlimited' as const),
    fc
      .tuple(fc.integer({ min: 0, max: 50 * GB }), fc.integer({ min: 0, max: 50 * GB }))
      .map(([a, b]) => ({ minMb: Math.min(a, b), maxMb: Math.max(a, b) + 1 })),
  );
  const regions = ['europe', 'asia', 'africa'];
  const marginRule = fc
    .record({
      region: fc.option(fc.constantFrom(...regions), { nil: undefined }),
      size: fc.option(sizeBand, { nil: undefined }),
      marginPercent: percent,
    })
    .filter((rule) => rule.region !== undefined || rule.size !== undefined)
    .map((rule) => Object.fromEntries(Object.entries(rule).filter(([, value]) => value !== undefined)) as PricingRules['margins'][number]);
  const rulesArbitrary: fc.Arbitrary<PricingRules> = fc.record({
    currencies: fc.constant(['EUR', 'USD']),
    defaultMarginPercent: percent,
    margins: fc.array(marginRule, { maxLength: 6 }),
    fixedAmountMinor: fc.record({ EUR: fc.integer({ min: 0, max: 500 }), USD: fc.integer({ min: 0, max: 500 }) }, { requiredKeys: [] }),
    floor: fc.record({ recommendedRetail: fc.boolean() }),
  });
  const ratesArbitrary = fc.double({ min: 0.3, max: 3, noNaN: true }).map((eur): ExchangeRates => ({ USD: 1, EUR: eur }));
  const region = fc.constantFrom(...regions, 'oceania');
  // converted amounts are exact reals; prices may round them by less than a millionth of a cent
  const EPSILON = 1e-6;

  it('holds every rule: the rules validate, floors hold, margins apply as written, prices end in 49 or 99', () => {
    fc.assert(
      fc.property(packageArbitrary, rulesArbitrary, ratesArbitrary, region, (pkg, table, rates, where) => {
        expect(parsePricingRules(table).ok).toBe(true);
        const { prices, explanation } = priceOf(pkg, where, table, rates);
        expect(Object.keys(prices).sort()).toEqual(['EUR', 'USD']);
        expect(explanation.margin).toEqual(marginFor(table, where, pkg.dataMb));
        for (const currency of table.currencies) {
          const price = prices[currency] as number;
          const cost = convertMinor(pkg.wholesaleCost, currency, rates);
          const marked = cost * (1 + explanation.margin.percent / 100) + (table.fixedAmountMinor[currency] ?? 0);
          expect(Number.isSafeInteger(price)).toBe(true);
          expect(price % 50).toBe(49);
          expect(price).toBeGreaterThanOrEqual(cost - EPSILON);
          expect(price).toBeGreaterThanOrEqual(marked - EPSILON);
          if (pkg.recommendedRetail && table.floor.recommendedRetail) {
            expect(price).toBeGreaterThanOrEqual(convertMinor(pkg.recommendedRetail, currency, rates) - EPSILON);
          }
          // rounding only ever adds less than one charm step (and the cent it rounds up to)
          const floor = explanation.perCurrency[currency]?.floorMinor ?? 0;
          expect(price).toBeLessThan(Math.max(marked, floor) + 51);
          if (explanation.perCurrency[currency]?.decidedBy === 'margin') expect(price).toBeLessThan(marked + 51);
        }
      }),
    );
  });
});
