import { countryNames } from './destination-names';
import type { Translations } from './languages';
import type { SeedData } from './seed-data-schema';

/** The two values of the `plan-type` facet the code depends on (facets.json must have both). */
export const PLAN_TYPES = { local: 'local', regional: 'regional' } as const;
type PlanType = (typeof PLAN_TYPES)[keyof typeof PLAN_TYPES];

/** One product to sell: a country or territory (local plan) or a region (regional plan). */
export interface Destination {
  /** flag-icons code (`fr`, `eu`) or our region icon's name; also the `destination` facet value code. */
  code: string;
  planType: PlanType;
  /** Root region of spec §3, a `region` facet value code. */
  region: string;
  tier: string;
  networks: string[];
  speed: string;
  names: Translations;
  /** Flag codes of the local destinations a regional plan covers; empty for a local plan. */
  coverage: string[];
}

/** Region of every sold local destination, from countries.json. */
export function regionByCountry(data: SeedData): Map<string, string> {
  const regions = new Map<string, string>();
  for (const [region, codes] of Object.entries(data.countries.regions)) {
    for (const code of codes) regions.set(code, region);
  }
  return regions;
}

/**
 * The countries and territories sold: flag-icons' ISO entries minus the excluded ones, plus
 * the few non-ISO ones allowed explicitly. Sorted by code, so the list does not depend on the
 * order of either file.
 */
export function soldCountryCodes(data: Pick<SeedData, 'countries' | 'flagIconsCountries'>): string[] {
  const { excluded, alsoSold } = data.countries;
  const iso = data.flagIconsCountries.filter((entry) => entry.iso && !(entry.code in excluded));
  return [...new Set([...iso.map((entry) => entry.code), ...Object.keys(alsoSold)])].sort();
}

function tierByCountry(data: SeedData): Map<string, string> {
  const tiers = new Map<string, string>();
  for (const [tier, codes] of Object.entries(data.destinations.tiers)) {
    for (const code of codes) tiers.set(code, tier);
  }
  return tiers;
}

function required<V>(value: V | undefined, message: string): V {
  if (value === undefined) throw new Error(message);
  return value;
}

export function localDestinations(data: SeedData): Destination[] {
  const { defaults, regionDefaults, overrides } = data.destinations;
  const regions = regionByCountry(data);
  const tiers = tierByCountry(data);
  const shortNames = new Set(data.countries.shortNames);
  return soldCountryCodes(data).map((code): Destination => {
    const region = required(regions.get(code), `Destination "${code}" has no region in countries.json`);
    const regional = required(regionDefaults[region], `Region "${region}" has no regionDefaults`);
    const override = overrides[code];
    return {
      code,
      planType: PLAN_TYPES.local,
      region,
      tier: tiers.get(code) ?? defaults.tier,
      networks: override?.networks ?? regional.networks,
      speed: override?.speed ?? regional.speed ?? defaults.speed,
      names: countryNames(code, shortNames.has(code) ? 'short' : 'long'),
      coverage: [],
    };
  });
}

/** Regional plans are priced with the tier named like their plan type. */
function regionalDestinations(data: SeedData): Destination[] {
  return data.destinations.regional.map((plan) => ({
    code: plan.code,
    planType: PLAN_TYPES.regional,
    region: plan.region,
    tier: PLAN_TYPES.regional,
    networks: plan.networks,
    speed: plan.speed ?? data.destinations.defaults.speed,
    names: plan.names,
    coverage: plan.coverage,
  }));
}

/** Every product of the catalogue: local plans first, then regional ones. */
export function allDestinations(data: SeedData): Destination[] {
  return [...localDestinations(data), ...regionalDestinations(data)];
}
