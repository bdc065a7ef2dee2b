import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * The simulator's price list, in eSIM Access's package/list shape (docs › Get All Data Packages):
 * one local package per plan of the usual grid for every destination the shop sells
 * (backend/seed/countries.json), one per plan for each of the seed's regional bundles, with the
 * seed's operators as the networks. Prices are in the API's unit (USD × 10 000), some with a
 * fraction of a cent so the adapter's rounding is exercised. Deterministic: the same settings give
 * the same codes and prices, so a test can name a package.
 */

interface OperatorEntry {
  operatorName: string;
  networkType: string;
}

interface LocationNetwork {
  locationName: string;
  locationLogo: string;
  operatorList: OperatorEntry[];
}

/** Every field of the docs' field table (the docs' one example omits some). */
export interface SimPackage {
  packageCode: string;
  slug: string;
  name: string;
  price: number;
  currencyCode: string;
  volume: number;
  smsStatus: number;
  dataType: number;
  unusedValidTime: number;
  duration: number;
  durationUnit: string;
  location: string;
  description: string;
  activeType: number;
  favorite: boolean;
  retailPrice: number;
  speed: string;
  ipExport: string;
  supportTopUpType: number;
  fupPolicy: string;
  locationNetworkList: LocationNetwork[];
}

interface Plan {
  /** GB; 0.5 for 512 MB. */
  gb: number;
  days: number;
  /** Wholesale in USD for a standard-tier country. */
  usd: number;
}

const GIB = 1024 ** 3;

/** The shop's seeded grid (seed/pricing.json), which is also eSIM Access's common local grid. */
const CORE_PLANS: readonly Plan[] = [
  { gb: 1, days: 7, usd: 1.2 },
  { gb: 3, days: 15, usd: 2.9 },
  { gb: 5, days: 30, usd: 4.5 },
  { gb: 10, days: 30, usd: 7.9 },
  { gb: 20, days: 30, usd: 13.5 },
];

/** More plans per country, used only when the settings ask for a larger list (the sync benchmark). */
const EXTRA_PLANS: readonly Plan[] = [
  { gb: 0.5, days: 1, usd: 0.6 },
  { gb: 1, days: 1, usd: 0.9 },
  { gb: 2, days: 15, usd: 2.1 },
  { gb: 3, days: 30, usd: 3.2 },
  { gb: 5, days: 7, usd: 3.9 },
  { gb: 15, days: 30, usd: 10.9 },
  { gb: 30, days: 30, usd: 18.5 },
  { gb: 50, days: 90, usd: 29 },
  { gb: 100, days: 180, usd: 52 },
];

const TIER_FACTORS: Record<string, number> = { budget: 0.7, standard: 1, premium: 1.4, regional: 1.3 };

interface Destination {
  code: string;
  region: string;
  operators: string[];
  speed: string;
  tier: string;
}

interface Regional {
  code: string;
  name: string;
  coverage: string[];
}

interface SeedFiles {
  countries: { regions: Record<string, string[]>; alsoSold?: Record<string, string> };
  destinations: {
    defaults: { speed: string; tier: string };
    regionDefaults: Record<string, { networks: string[]; speed?: string }>;
    tiers: Record<string, string[]>;
    overrides: Record<string, { networks?: string[]; speed?: string }>;
    regional: Array<{ code: string; region: string; names: { en: string }; coverage: string[] }>;
  };
}

function readSeed(seedDir: string): SeedFiles {
  const read = (name: string): unknown => JSON.parse(readFileSync(path.join(seedDir, name), 'utf8'));
  return {
    countries: read('countries.json') as SeedFiles['countries'],
    destinations: read('destinations.json') as SeedFiles['destinations'],
  };
}

function destinationsOf(seed: SeedFiles): { local: Destination[]; regional: Regional[] } {
  const { defaults, regionDefaults, tiers, overrides } = seed.destinations;
  const tierOf = (code: string) => Object.entries(tiers).find(([, codes]) => codes.includes(code))?.[0] ?? defaults.tier;
  const local = Object.entries(seed.countries.regions).flatMap(([region, codes]) =>
    codes.map((code) => ({
      code,
      region,
      operators: overrides[code]?.networks ?? regionDefaults[region]?.networks ?? [],
      speed: overrides[code]?.speed ?? regionDefaults[region]?.speed ?? defaults.speed,
      tier: tierOf(code),
    })),
  );
  const known = new Set(local.map((destination) => destination.code));
  for (const code of Object.keys(seed.countries.alsoSold ?? {})) {
    if (!known.has(code))
      local.push({
        code,
        region: 'europe',
        operators: regionDefaults['europe']?.networks ?? [],
        speed: defaults.speed,
        tier: defaults.tier,
      });
  }
  local.sort((a, b) => a.code.localeCompare(b.code));
  const regional = seed.destinations.regional.map((bundle) => ({ code: bundle.code, name: bundle.names.en, coverage: bundle.coverage }));
  return { local, regional };
}

const regionNames = new Intl.DisplayNames('en', { type: 'region' });

/** The country's English name as eSIM Access writes it: `Hong Kong (China)` rather than CLDR's `Hong Kong SAR China`. */
function locationNameOf(code: string): string {
  const upper = code.toUpperCase();
  if (upper === 'XK') return 'Kosovo';
  const name = regionNames.of(upper) ?? upper;
  return name.replace(/ SAR China$/, ' (China)');
}

/** A stable number in [0, 1) from a text: prices vary by country without randomness. */
function spread(text: string): number {
  let hash = 2166136261;
  for (const char of text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) / 2 ** 32;
}

/** USD × 10 000, kept to a tenth of a cent: some prices then have a fraction of a cent. */
function apiPrice(usd: number): number {
  return Math.round(usd * 1000) * 10;
}

function networksOf(destination: Destination, publicUrl: string): LocationNetwork {
  const fiveG = destination.speed.includes('5G');
  return {
    locationName: locationNameOf(destination.code),
    locationLogo: `${publicUrl}/img/flags/${destination.code}.png`,
    // The first operator of a 5G country offers 5G; the others 4G only (real lists mix both).
    operatorList: destination.operators.map((operatorName, index) => ({
      operatorName,
      networkType: fiveG && index === 0 ? '4G/5G' : '4G',
    })),
  };
}

function gbLabel(gb: number): string {
  return gb < 1 ? `${Math.round(gb * 1024)}MB` : `${gb}GB`;
}

function makePackage(
  fields: { slug: string; name: string; codes: string[]; usd: number; plan: Plan; speed: string; networks: LocationNetwork[] },
  sequence: number,
): SimPackage {
  const price = apiPrice(fields.usd);
  return {
    packageCode: `CK${(sequence + 100).toString(36).toUpperCase().padStart(4, '0')}`,
    slug: fields.slug,
    name: fields.name,
    price,
    currencyCode: 'USD',
    volume: Math.round(fields.plan.gb * GIB),
    smsStatus: 0,
    dataType: 1,
    unusedValidTime: 180,
    duration: fields.plan.days,
    durationUnit: 'DAY',
    location: fields.codes.map((code) => code.toUpperCase()).join(','),
    description: fields.name,
    activeType: 1,
    favorite: false,
    // eSIM Access suggests about twice its wholesale price.
    retailPrice: apiPrice(fields.usd * 2),
    speed: fields.speed,
    ipExport: fields.codes.length === 1 ? (fields.codes[0] ?? '').toUpperCase() : 'HK',
    supportTopUpType: 2,
    fupPolicy: '',
    locationNetworkList: fields.networks,
  };
}

function localPackage(destination: Destination, plan: Plan, publicUrl: string, sequence: number): SimPackage {
  const country = locationNameOf(destination.code);
  const factor = (TIER_FACTORS[destination.tier] ?? 1) * (0.9 + spread(destination.code) * 0.2);
  return makePackage(
    {
      slug: `${destination.code.toUpperCase()}_${plan.gb}_${plan.days}`,
      name: `${country} ${gbLabel(plan.gb)} ${plan.days}Days`,
      codes: [destination.code],
      usd: plan.usd * factor,
      plan,
      speed: destination.speed.includes('5G') ? '4G/5G' : '3G/4G',
      networks: [networksOf(destination, publicUrl)],
    },
    sequence,
  );
}

/** eSIM Access names regions by two letters and the count of areas (`EU-42`, `NA-3`, `ME-12`). */
function regionKeyOf(code: string): string {
  const words = code.split('-');
  const letters = words.length > 1 ? words.map((word) => word[0] ?? '').join('') : code.slice(0, 2);
  return letters.toUpperCase();
}

function regionalPackage(
  regional: Regional,
  byCode: Map<string, Destination>,
  plan: Plan,
  publicUrl: string,
  sequence: number,
): SimPackage {
  const covered = regional.coverage
    .map((code) => byCode.get(code))
    .filter((destination): destination is Destination => destination !== undefined);
  const key = `${regionKeyOf(regional.code)}-${covered.length}`;
  return makePackage(
    {
      slug: `${key}_${plan.gb}_${plan.days}`,
      name: `${regional.name} (${covered.length} areas) ${gbLabel(plan.gb)} ${plan.days}Days`,
      codes: covered.map((destination) => destination.code),
      usd: plan.usd * (TIER_FACTORS['regional'] ?? 1),
      plan,
      speed: '4G/5G',
      networks: covered.map((destination) => networksOf(destination, publicUrl)),
    },
    sequence,
  );
}

/** The whole price list: the realistic one, then more plans per country until `packageCount`. */
export function buildCatalogue(settings: { seedDir: string; publicUrl: string; packageCount: number }): SimPackage[] {
  const { local, regional } = destinationsOf(readSeed(settings.seedDir));
  const byCode = new Map(local.map((destination) => [destination.code, destination]));
  const packages: SimPackage[] = [];
  for (const destination of local)
    for (const plan of CORE_PLANS) packages.push(localPackage(destination, plan, settings.publicUrl, packages.length));
  for (const bundle of regional)
    for (const plan of CORE_PLANS) packages.push(regionalPackage(bundle, byCode, plan, settings.publicUrl, packages.length));
  for (const plan of EXTRA_PLANS) {
    for (const destination of local) {
      if (packages.length >= settings.packageCount) return packages;
      packages.push(localPackage(destination, plan, settings.publicUrl, packages.length));
    }
  }
  return packages;
}
