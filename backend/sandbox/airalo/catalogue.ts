import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The simulator's price list, built from the shop's own seed (backend/seed/countries.json and
 * destinations.json) so that every destination the shop sells has Airalo-style packages: one
 * operator per country with five plans, one per regional plan of the seed, each covering its
 * countries with the seed's networks. The figures are invented but Airalo-shaped: `net_price` is
 * the wholesale cost, `price` the recommended retail (about 2.5 × cost), both in USD.
 */

interface CatalogueNetwork {
  name: string;
  /** Airalo's speed labels: `5G`, `LTE`. */
  types: string[];
}

interface CatalogueCoverage {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  networks: CatalogueNetwork[];
}

export interface CataloguePackage {
  id: string;
  type: 'sim' | 'topup';
  /** MB; 0 for unlimited, as Airalo shows it. */
  amountMb: number;
  days: number;
  unlimited: boolean;
  netPriceCents: number;
  priceCents: number;
}

export interface CatalogueOperator {
  id: number;
  title: string;
  type: 'local' | 'global';
  /** The country entry it is listed under: `france` / `FR`, or `europe` / `` for a regional plan. */
  slug: string;
  countryCode: string;
  countryTitle: string;
  /** Every country it covers, upper case. */
  countries: string[];
  coverages: CatalogueCoverage[];
  packages: CataloguePackage[];
}

/** Package ids Airalo's sandbox mode fails on purpose (docs/suppliers/airalo.md §11), with the error code each answers. */
export const FAILURE_PACKAGES: Readonly<Record<string, { code: number; reason: string }>> = {
  'test-insufficient-balance-7days-1gb': { code: 11, reason: 'Insufficient Airalo Credit: top up your account to place this order.' },
  'test-maintenance-mode-7days-1gb': {
    code: 13,
    reason: 'The requested operator is currently undergoing maintenance. Please try again later.',
  },
  'test-disabled-top-up-7days-1gb': { code: 23, reason: 'The requested top-up has been disabled by the operator.' },
  'test-not-enough-7days-1gb': {
    code: 33,
    reason: 'Insufficient stock of eSIMs remaining: 0. Please try your request again later.',
  },
  'test-out-of-stock-7days-1gb': {
    code: 34,
    reason: 'The requested eSIM package is invalid or it is currently out of stock. Please try again later.',
  },
};

/** The five plans each country sells by default (data in GB, days), then the padding for a larger catalogue. */
const BASE_PLANS: ReadonlyArray<readonly [number, number]> = [
  [1, 7],
  [3, 30],
  [5, 30],
  [10, 30],
  [20, 30],
];
const EXTRA_PLANS: ReadonlyArray<readonly [number | 'unlimited', number]> = [
  [2, 15],
  [1, 3],
  [50, 60],
  ['unlimited', 7],
  [3, 15],
  [5, 15],
  [10, 60],
  ['unlimited', 15],
  [20, 60],
  ['unlimited', 30],
  [2, 7],
  [15, 30],
  [30, 30],
  [40, 90],
  [100, 180],
];

const TIER_FACTOR: Readonly<Record<string, number>> = { budget: 0.7, standard: 1, premium: 1.5 };

interface SeedCountries {
  regions: Record<string, string[]>;
}
interface SeedDestinations {
  defaults: { speed: string; tier: string };
  regionDefaults: Record<string, { networks: string[]; speed?: string }>;
  tiers: Record<string, string[]>;
  overrides: Record<string, { networks?: string[]; speed?: string }>;
  regional: Array<{ code: string; region: string; names: { en: string }; coverage: string[]; networks: string[] }>;
}

/** backend/seed, found from here whether this runs as source (backend/sandbox/airalo) or built (backend/dist/sandbox/airalo). */
function seedDirectory(): string {
  for (let folder = __dirname; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'seed', 'countries.json');
    if (existsSync(candidate)) return path.dirname(candidate);
    if (path.dirname(folder) === folder) throw new Error('backend/seed/countries.json not found above the Airalo simulator');
  }
}

function readSeed<T>(directory: string, file: string): T {
  return JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as T;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `4G/5G` (the seed's speed): the first network on 5G, the others on LTE; `4G`: all LTE. */
function networksOf(names: readonly string[], speed: string): CatalogueNetwork[] {
  const has5g = speed.includes('5G');
  return names.map((name, index) => ({ name, types: has5g && index === 0 ? ['5G'] : ['LTE'] }));
}

function priced(id: string, data: number | 'unlimited', days: number, tierFactor: number): CataloguePackage {
  const unlimited = data === 'unlimited';
  const gigabytes = unlimited ? 0 : data;
  const baseCents = unlimited ? 90 * days : 60 + 90 * gigabytes ** 0.8 + 2 * days;
  const netPriceCents = Math.max(50, Math.round(baseCents * tierFactor));
  // Retail ends in .50 or .00, as Airalo's do.
  const priceCents = Math.ceil((netPriceCents * 2.5) / 50) * 50;
  return { id, type: 'sim', amountMb: gigabytes * 1024, days, unlimited, netPriceCents, priceCents };
}

function packageId(operatorSlug: string, data: number | 'unlimited', days: number): string {
  return `${operatorSlug}-${days}days-${data === 'unlimited' ? 'unlimited' : `${data}gb`}`;
}

/**
 * The catalogue: local operators (one per sold country) then regional ones, each with the base
 * plans; with `packageCount` > 0, padded plan by plan across all operators (or cut) to that many.
 */
export function buildCatalogue(packageCount: number): CatalogueOperator[] {
  const directory = seedDirectory();
  const countries = readSeed<SeedCountries>(directory, 'countries.json');
  const destinations = readSeed<SeedDestinations>(directory, 'destinations.json');
  const tierOf = (code: string) =>
    Object.entries(destinations.tiers).find(([, codes]) => codes.includes(code))?.[0] ?? destinations.defaults.tier;
  const operators: CatalogueOperator[] = [];
  let operatorId = 1000;
  for (const [region, codes] of Object.entries(countries.regions)) {
    for (const code of codes) {
      const upper = code.toUpperCase();
      const title = regionNames.of(upper) ?? upper;
      const override = destinations.overrides[code];
      const regionDefault = destinations.regionDefaults[region];
      const speed = override?.speed ?? regionDefault?.speed ?? destinations.defaults.speed;
      const networkNames = override?.networks ?? regionDefault?.networks ?? ['Local Network'];
      const operatorTitle = `${title} Mobile`;
      operators.push({
        id: (operatorId += 1),
        title: operatorTitle,
        type: 'local',
        slug: slugOf(title),
        countryCode: upper,
        countryTitle: title,
        countries: [upper],
        coverages: [{ code: upper, networks: networksOf(networkNames, speed) }],
        packages: [],
      });
    }
  }
  for (const plan of destinations.regional) {
    const title = plan.names.en;
    const speed = destinations.regionDefaults[plan.region]?.speed ?? destinations.defaults.speed;
    const covered = plan.coverage.map((code) => code.toUpperCase());
    operators.push({
      id: (operatorId += 1),
      title: `${title} Link`,
      type: 'global',
      slug: slugOf(title),
      countryCode: '',
      countryTitle: title,
      countries: covered,
      coverages: covered.map((code) => ({ code, networks: networksOf(plan.networks.slice(0, 2), speed) })),
      packages: [],
    });
  }
  const tierFactors = operators.map((operator) =>
    operator.type === 'local' ? (TIER_FACTOR[tierOf(operator.countryCode.toLowerCase())] ?? 1) : 1.3,
  );
  const plans = packageCount > 0 ? [...BASE_PLANS, ...EXTRA_PLANS] : BASE_PLANS;
  let remaining = packageCount > 0 ? packageCount : Number.POSITIVE_INFINITY;
  for (const [data, days] of plans) {
    operators.forEach((operator, index) => {
      if (remaining <= 0) return;
      const operatorSlug = slugOf(operator.title);
      operator.packages.push(priced(packageId(operatorSlug, data, days), data, days, tierFactors[index] ?? 1));
      remaining -= 1;
    });
  }
  if (remaining > 0 && remaining !== Number.POSITIVE_INFINITY) {
    // More than the plan grid gives: longer variants of the same plans.
    for (let round = 2; remaining > 0; round += 1) {
      for (const [data, days] of plans) {
        operators.forEach((operator, index) => {
          if (remaining <= 0) return;
          operator.packages.push(
            priced(packageId(slugOf(operator.title), data, days * round), data, days * round, tierFactors[index] ?? 1),
          );
          remaining -= 1;
        });
      }
    }
  }
  return operators.filter((operator) => operator.packages.length > 0);
}

/** The top-up twin Airalo lists with `include=topup`: the same plan, recharged onto an eSIM. */
export function topupOf(item: CataloguePackage): CataloguePackage {
  return { ...item, id: `${item.id}-topup`, type: 'topup' };
}

export function dataLabel(item: Pick<CataloguePackage, 'amountMb' | 'unlimited'>): string {
  if (item.unlimited) return 'Unlimited';
  return item.amountMb % 1024 === 0 ? `${item.amountMb / 1024} GB` : `${item.amountMb} MB`;
}

export function planTitle(item: CataloguePackage): string {
  return `${dataLabel(item)} - ${item.days} Days`;
}
