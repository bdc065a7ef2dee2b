import { countryNames } from './destination-names';
import type { SeedData } from './seed-data-schema';

/**
 * Checks what a schema cannot: that codes used in one file exist in another.
 * Returns every problem found, so one run shows all mistakes in the data.
 */
export function findSeedReferenceProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const planTypes = new Set(data.facets.planType.values.map((value) => value.code));
  const regions = new Set(data.facets.region.values.map((value) => value.code));
  const tiers = new Set(Object.keys(data.pricing.tiers));
  const facetValues = new Map<string, Set<string>>([
    [data.facets.planType.code, planTypes],
    [data.facets.region.code, regions],
  ]);

  const seenCodes = new Set<string>();
  for (const destination of data.destinations.destinations) {
    const where = `destination "${destination.code}"`;
    if (seenCodes.has(destination.code)) problems.push(`${where} is listed twice`);
    seenCodes.add(destination.code);
    if (!planTypes.has(destination.planType)) problems.push(`${where}: unknown planType "${destination.planType}"`);
    if (!regions.has(destination.region)) problems.push(`${where}: unknown region "${destination.region}"`);
    if (!tiers.has(destination.tier)) problems.push(`${where}: unknown price tier "${destination.tier}"`);
    const isRegional = destination.planType === 'regional';
    if (isRegional && !(destination.names && destination.coverage)) {
      problems.push(`${where}: a regional plan needs "names" and "coverage"`);
    }
    if (!isRegional && destination.coverage) {
      problems.push(`${where}: a local plan covers only its own country, remove "coverage"`);
    }
    const countries = [...(destination.names ? [] : [destination.code.toUpperCase()]), ...(destination.coverage ?? [])];
    problems.push(...unknownCountries(countries, where));
  }

  for (const collection of data.collections) {
    const values = facetValues.get(collection.filter.facet);
    if (!values?.has(collection.filter.value)) {
      problems.push(
        `collection "${collection.slug}": filter ${collection.filter.facet}=${collection.filter.value} matches no facet value`,
      );
    }
  }

  const { channel, pricing } = data;
  if (!channel.currencies.includes(channel.defaultCurrency)) {
    problems.push(`channel: default currency ${channel.defaultCurrency} is not among its currencies`);
  }
  if (pricing.baseCurrency !== channel.defaultCurrency) {
    problems.push(`pricing: baseCurrency must be the channel's default currency (${channel.defaultCurrency})`);
  }
  const zoneCountries = channel.zones.flatMap((zone) => zone.countries);
  if (!zoneCountries.includes(channel.defaultCountry)) {
    problems.push(`channel: default country ${channel.defaultCountry} is in no zone`);
  }
  problems.push(...unknownCountries(zoneCountries, 'channel zones'));

  const seenPlans = new Set<string>();
  for (const plan of pricing.plans) {
    const key = `${plan.data}-${plan.duration}`;
    if (seenPlans.has(key)) problems.push(`pricing: plan ${key} is listed twice`);
    seenPlans.add(key);
  }
  return problems;
}

function unknownCountries(isoCodes: string[], where: string): string[] {
  const problems: string[] = [];
  for (const iso of isoCodes) {
    try {
      countryNames(iso);
    } catch {
      problems.push(`${where}: "${iso}" is not a country CLDR knows`);
    }
  }
  return problems;
}
