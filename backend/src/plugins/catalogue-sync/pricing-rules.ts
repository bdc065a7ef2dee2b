import { z } from 'zod';

import { roundUpToCharmPrice } from '../../seed/pricing';
import type { SupplierMoney, SupplierPackage } from '../esim-delivery/esim-supplier';

/*
 * How the shop prices a supplier's package (issue 32, point 3). Staff edit the rules as JSON in the
 * dashboard, so everything here is checked by `pricingRulesSchema` before it is believed. Per shop
 * currency: wholesale cost converted at today's rate, plus the margin of the first margin rule that
 * fits the plan (else the default margin), plus that currency's fixed amount, raised to the floor
 * (never below cost, never below the supplier's recommended retail), then rounded up to a charm price.
 */

const ISO_CURRENCY = /^[A-Z]{3}$/;
const currencyCode = z.string().regex(ISO_CURRENCY, 'must be an upper-case ISO 4217 code');
/** A region facet value code, as the seed names root regions (`europe`, `middle-east`). */
const regionCode = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lower-case kebab-case region code');
/** A markup on cost: 35 means cost × 1.35. Negative margins make no sense beside a cost floor. */
const marginPercent = z.number().finite().min(0).max(1000);

/** A band of plan sizes in MB (1 GB = 1024 MB), both bounds included, or the unlimited plans. */
const sizeBandSchema = z.union([
  z.literal('unlimited'),
  z
    .strictObject({ minMb: z.number().int().min(0).optional(), maxMb: z.number().int().positive().optional() })
    .refine((band) => band.minMb !== undefined || band.maxMb !== undefined, 'a size band needs minMb or maxMb')
    .refine((band) => band.minMb === undefined || band.maxMb === undefined || band.minMb <= band.maxMb, 'minMb must not exceed maxMb'),
]);

const marginRuleSchema = z
  .strictObject({
    /** Shown in the preview's explanation ("small European plans"). */
    label: z.string().trim().min(1).max(80).optional(),
    /** Root region of the destination (`europe`); any region when absent. */
    region: regionCode.optional(),
    /** Plan size band; any size when absent. */
    size: sizeBandSchema.optional(),
    marginPercent,
  })
  .refine((rule) => rule.region !== undefined || rule.size !== undefined, 'a margin rule needs a region, a size or both');

const pricingRulesSchema = z
  .strictObject({
    /** The shop currencies prices are set in (the channel's): every one needs today's rate. */
    currencies: z.array(currencyCode).min(1),
    /** The margin of a plan no margin rule fits. */
    defaultMarginPercent: marginPercent,
    /** Tried in order; the first whose region and size both fit the plan decides its margin. */
    margins: z.array(marginRuleSchema).max(500).default([]),
    /** Added after the margin, in minor units of each currency (payment fees); 0 when absent. */
    fixedAmountMinor: z.record(currencyCode, z.number().int().min(0).max(100_000)).default({}),
    /** Never below cost always; `recommendedRetail`: never below the supplier's recommended price either. */
    floor: z.strictObject({ recommendedRetail: z.boolean() }).default({ recommendedRetail: true }),
  })
  .refine((rules) => new Set(rules.currencies).size === rules.currencies.length, 'currencies must not repeat');

export type PricingRules = z.infer<typeof pricingRulesSchema>;
type MarginRule = PricingRules['margins'][number];

/**
 * A starting point until staff set their own: the seed's currencies, a 35 % margin, 50 % on plans
 * of 1 GB or less (their cost is mostly fixed overhead), and the recommended-retail floor.
 */
export const DEFAULT_PRICING_RULES: PricingRules = {
  currencies: ['EUR', 'USD'],
  defaultMarginPercent: 35,
  margins: [{ label: 'Small plans', size: { maxMb: 1024 }, marginPercent: 50 }],
  fixedAmountMinor: {},
  floor: { recommendedRetail: true },
};

/**
 * Today's exchange rates: how much of each currency one US dollar buys (`{ EUR: 0.92, USD: 1 }`),
 * for every shop currency and every currency a supplier bills in. USD is 1 when absent.
 */
export type ExchangeRates = Readonly<Record<string, number>>;

export const exchangeRatesSchema = z.record(currencyCode, z.number().finite().positive());

export type PricingRulesCheck = { ok: true; rules: PricingRules } | { ok: false; problems: string[] };

/** Reads rules staff typed (the dashboard's JSON): the rules, or every problem with its path. */
export function parsePricingRules(input: unknown): PricingRulesCheck {
  const result = pricingRulesSchema.safeParse(input);
  if (result.success) return { ok: true, rules: result.data };
  return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(rules)'}: ${issue.message}`) };
}

/** What a margin came from, for the preview. */
export type MarginChoice = { source: 'default'; percent: number } | { source: 'rule'; index: number; label?: string; percent: number };

/** What settled one currency's price. */
export type PriceDecider = 'margin' | 'cost' | 'recommendedRetail';

/** One currency's price, step by step (amounts in minor units; the converted ones unrounded). */
interface CurrencyPriceSteps {
  costMinor: number;
  afterMarginMinor: number;
  fixedAmountMinor: number;
  /** The supplier's recommended retail in this currency, when it sets one. */
  recommendedRetailMinor?: number;
  /** The highest floor that applies: cost, or the recommended retail when it is higher and applies. */
  floorMinor: number;
  /** `margin` when margin plus fixed amount reached the floor; else the floor that raised it. */
  decidedBy: PriceDecider;
  /** After charm rounding: what the variant costs. */
  priceMinor: number;
}

export interface PriceExplanation {
  region: string;
  margin: MarginChoice;
  perCurrency: Record<string, CurrencyPriceSteps>;
}

export interface PriceQuote {
  /** Minor units per shop currency, excluding VAT (as the shop's prices are). */
  prices: Record<string, number>;
  explanation: PriceExplanation;
}

export class MissingExchangeRateError extends Error {
  constructor(readonly currency: string) {
    super(`No exchange rate for ${currency}`);
    this.name = 'MissingExchangeRateError';
  }
}

/** Units of `currency` one USD buys; USD is 1 unless the caller says otherwise. */
export function rateOf(rates: ExchangeRates, currency: string): number | undefined {
  const rate = rates[currency] ?? (currency === 'USD' ? 1 : undefined);
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

/** `money` in `currency`'s minor units, unrounded. Both currencies are assumed to have 2 decimals. */
export function convertMinor(money: SupplierMoney, currency: string, rates: ExchangeRates): number {
  const from = rateOf(rates, money.currency);
  if (from === undefined) throw new MissingExchangeRateError(money.currency);
  const to = rateOf(rates, currency);
  if (to === undefined) throw new MissingExchangeRateError(currency);
  return money.currency === currency ? money.amountMinor : (money.amountMinor * to) / from;
}

function fitsSize(size: MarginRule['size'], dataMb: number | undefined): boolean {
  if (size === undefined) return true;
  if (size === 'unlimited') return dataMb === undefined;
  if (dataMb === undefined) return false;
  return (size.minMb === undefined || dataMb >= size.minMb) && (size.maxMb === undefined || dataMb <= size.maxMb);
}

/** The margin a plan of `dataMb` at a destination of `region` gets: the first rule that fits. */
export function marginFor(
  rules: Pick<PricingRules, 'margins' | 'defaultMarginPercent'>,
  region: string,
  dataMb: number | undefined,
): MarginChoice {
  const index = rules.margins.findIndex((rule) => (rule.region === undefined || rule.region === region) && fitsSize(rule.size, dataMb));
  const rule = rules.margins[index];
  if (!rule) return { source: 'default', percent: rules.defaultMarginPercent };
  return { source: 'rule', index, percent: rule.marginPercent, ...(rule.label === undefined ? {} : { label: rule.label }) };
}

/**
 * The whole minor unit at or above `minor`. Converted amounts carry binary noise (1000 × 1.1 is
 * 1100.0000000000002), which must not push a price to the next charm step; a millionth of a cent
 * is below any real difference.
 */
function ceilMinor(minor: number): number {
  return Math.ceil(minor - 1e-6);
}

/**
 * Prices one package at a destination of `region` in every currency of `rules.currencies`.
 * Throws {@link MissingExchangeRateError} when a shop currency or the package's currencies have
 * no rate: the sync checks that first and lists such packages as unmatched.
 */
export function priceOf(
  pkg: Pick<SupplierPackage, 'dataMb' | 'wholesaleCost' | 'recommendedRetail'>,
  region: string,
  rules: PricingRules,
  rates: ExchangeRates,
): PriceQuote {
  const margin = marginFor(rules, region, pkg.dataMb);
  const prices: Record<string, number> = {};
  const perCurrency: Record<string, CurrencyPriceSteps> = {};
  for (const currency of rules.currencies) {
    const costMinor = convertMinor(pkg.wholesaleCost, currency, rates);
    const afterMarginMinor = costMinor * (1 + margin.percent / 100);
    const fixedAmountMinor = rules.fixedAmountMinor[currency] ?? 0;
    const recommendedRetailMinor = pkg.recommendedRetail ? convertMinor(pkg.recommendedRetail, currency, rates) : undefined;
    const retailFloor = rules.floor.recommendedRetail ? (recommendedRetailMinor ?? 0) : 0;
    const floorMinor = Math.max(costMinor, retailFloor);
    const marked = afterMarginMinor + fixedAmountMinor;
    // a floor decides only when it is what lifted the price; on a tie the margin decided
    const decidedBy: PriceDecider = marked >= floorMinor ? 'margin' : floorMinor === costMinor ? 'cost' : 'recommendedRetail';
    const priceMinor = roundUpToCharmPrice(ceilMinor(Math.max(marked, floorMinor)));
    prices[currency] = priceMinor;
    perCurrency[currency] = {
      costMinor,
      afterMarginMinor,
      fixedAmountMinor,
      ...(recommendedRetailMinor === undefined ? {} : { recommendedRetailMinor }),
      floorMinor,
      decidedBy,
      priceMinor,
    };
  }
  return { prices, explanation: { region, margin, perCurrency } };
}
