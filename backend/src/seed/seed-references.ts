import { billingCountries, planTaxZones } from './billing-regions-plan';
import { PLAN_TYPES, regionByCountry, soldCountryCodes } from './destination-list';
import { isKnownCountry } from './destination-names';
import type { SeedData } from './seed-data-schema';
import { POPULAR_SHELF_SLUG, SHELF_SIZE } from './shelves';
import { slugify } from './slugify';

/**
 * Checks what a schema cannot: that codes used in one file exist in another.
 * Returns every problem found, so one run shows all mistakes in the data.
 */
export function findSeedReferenceProblems(data: SeedData): string[] {
  return [
    ...facetProblems(data),
    ...countryProblems(data),
    ...destinationProblems(data),
    ...regionalPlanProblems(data),
    ...aliasProblems(data),
    ...lookAlikeProblems(data),
    ...collectionProblems(data),
    ...channelAndPricingProblems(data),
    ...billingProblems(data),
  ];
}

function regionCodes(data: SeedData): Set<string> {
  return new Set(data.facets.region.values.map((value) => value.code));
}

function facetProblems(data: SeedData): string[] {
  const planTypes = new Set(data.facets.planType.values.map((value) => value.code));
  return Object.values(PLAN_TYPES)
    .filter((planType) => !planTypes.has(planType))
    .map((planType) => `facets: plan-type needs the value "${planType}"`);
}

function countryProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const { excluded, alsoSold, regions, shortNames } = data.countries;
  const knownRegions = regionCodes(data);
  const flagIcons = new Map(data.flagIconsCountries.map((entry) => [entry.code, entry]));

  const listed = new Map<string, string>();
  for (const [region, codes] of Object.entries(regions)) {
    if (!knownRegions.has(region)) problems.push(`countries: "${region}" is not a region facet value`);
    for (const code of codes) {
      const other = listed.get(code);
      if (other) problems.push(`countries: "${code}" is in both "${other}" and "${region}"`);
      listed.set(code, region);
      if (code in excluded) problems.push(`countries: "${code}" is both excluded and in "${region}"`);
      if (!flagIcons.get(code)?.iso && !(code in alsoSold)) {
        problems.push(`countries: "${code}" is not an ISO entry of flag-icons; list it in alsoSold to sell it`);
      }
    }
  }
  for (const region of knownRegions) {
    if (!regions[region]?.length) problems.push(`countries: region "${region}" has no destination`);
  }
  for (const entry of data.flagIconsCountries) {
    if (entry.iso && !listed.has(entry.code) && !(entry.code in excluded)) {
      problems.push(`countries: flag-icons lists "${entry.code}" (${entry.name}); put it in a region or in excluded`);
    }
  }
  for (const code of Object.keys(excluded)) {
    if (!flagIcons.get(code)?.iso) problems.push(`countries: excluded "${code}" is not an ISO entry of flag-icons`);
  }
  for (const code of Object.keys(alsoSold)) {
    if (!flagIcons.has(code)) problems.push(`countries: alsoSold "${code}" has no flag in flag-icons`);
    if (!listed.has(code)) problems.push(`countries: alsoSold "${code}" is in no region`);
  }
  for (const code of listed.keys()) {
    if (!isKnownCountry(code)) problems.push(`countries: "${code}" is not a country CLDR names`);
  }
  const sold = new Set(listed.keys());
  for (const code of shortNames) {
    if (!sold.has(code)) problems.push(`countries: shortNames lists "${code}", which is not sold`);
  }
  return problems;
}

function destinationProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const { defaults, regionDefaults, tiers, overrides } = data.destinations;
  const knownRegions = regionCodes(data);
  const priceTiers = new Set(Object.keys(data.pricing.tiers));
  const sold = new Set(soldCountryCodes(data));

  if (!priceTiers.has(defaults.tier)) problems.push(`destinations: default tier "${defaults.tier}" has no price factor`);
  if (!priceTiers.has(PLAN_TYPES.regional)) problems.push(`pricing: regional plans need a "${PLAN_TYPES.regional}" tier`);
  for (const region of knownRegions) {
    if (!regionDefaults[region]) problems.push(`destinations: region "${region}" has no regionDefaults`);
  }
  for (const region of Object.keys(regionDefaults)) {
    if (!knownRegions.has(region)) problems.push(`destinations: regionDefaults "${region}" is not a region`);
  }
  const tiered = new Map<string, string>();
  for (const [tier, codes] of Object.entries(tiers)) {
    if (!priceTiers.has(tier)) problems.push(`destinations: tier "${tier}" has no price factor`);
    for (const code of codes) {
      if (!sold.has(code)) problems.push(`destinations: tier "${tier}" lists "${code}", which is not sold`);
      const other = tiered.get(code);
      if (other) problems.push(`destinations: "${code}" is in tiers "${other}" and "${tier}"`);
      tiered.set(code, tier);
    }
  }
  for (const code of Object.keys(overrides)) {
    if (!sold.has(code)) problems.push(`destinations: override for "${code}", which is not sold`);
  }
  return problems;
}

function regionalPlanProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const knownRegions = regionCodes(data);
  const regions = regionByCountry(data);
  const seen = new Set<string>();
  for (const plan of data.destinations.regional) {
    const where = `regional plan "${plan.code}"`;
    if (seen.has(plan.code)) problems.push(`${where} is listed twice`);
    seen.add(plan.code);
    if (regions.has(plan.code)) problems.push(`${where} uses the code of a local destination`);
    if (!knownRegions.has(plan.region)) problems.push(`${where}: unknown region "${plan.region}"`);
    if (new Set(plan.coverage).size !== plan.coverage.length) problems.push(`${where}: coverage lists a code twice`);
    for (const code of plan.coverage) {
      const region = regions.get(code);
      if (!region) problems.push(`${where}: covers "${code}", which is not sold`);
      else if (region !== plan.region) problems.push(`${where}: covers "${code}" of region "${region}"`);
    }
  }
  return problems;
}

function aliasProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const destinations = new Set([...soldCountryCodes(data), ...data.destinations.regional.map((plan) => plan.code)]);
  const owners = new Map<string, string>();
  for (const [code, aliases] of Object.entries(data.aliases.aliases)) {
    if (!destinations.has(code)) problems.push(`aliases: "${code}" is not a sold destination`);
    for (const alias of aliases) {
      const key = alias.toLocaleLowerCase('en');
      const other = owners.get(key);
      if (other && other !== code) problems.push(`aliases: "${alias}" names both "${other}" and "${code}"`);
      owners.set(key, code);
    }
  }
  return problems;
}

function lookAlikeProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const sold = new Set(soldCountryCodes(data));
  for (const group of data.lookAlikes.groups) {
    const where = `look-alikes "${group.reason}"`;
    if (new Set(group.codes).size !== group.codes.length) problems.push(`${where}: a code is listed twice`);
    for (const code of group.codes) {
      if (!sold.has(code)) problems.push(`${where}: "${code}" is not a sold destination`);
    }
    for (const code of group.showOn ?? []) {
      if (!group.codes.includes(code)) problems.push(`${where}: showOn "${code}" is not a member`);
    }
  }
  return problems;
}

function collectionProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const facetValues = new Map<string, Set<string>>([
    [data.facets.planType.code, new Set(data.facets.planType.values.map((value) => value.code))],
    [data.facets.region.code, regionCodes(data)],
  ]);
  const slugs = new Set<string>();
  for (const collection of data.collections) {
    const where = `collection "${collection.slug}"`;
    if (slugs.has(collection.slug)) problems.push(`${where} is listed twice`);
    slugs.add(collection.slug);
    const { filter } = collection;
    if ('destinations' in filter) {
      problems.push(...shelfProblems(data, where, filter.destinations));
    } else if (!facetValues.get(filter.facet)?.has(filter.value)) {
      problems.push(`${where}: filter ${filter.facet}=${filter.value} matches no facet value`);
    }
    if (collection.localizedSlugs && slugify(collection.names.en) !== collection.slug) {
      problems.push(`${where}: its English name "${collection.names.en}" must slugify to the slug`);
    }
  }
  const popular = data.collections.find((collection) => collection.slug === POPULAR_SHELF_SLUG);
  if (!popular || !('destinations' in popular.filter)) {
    problems.push(`collections: the home page needs a "${POPULAR_SHELF_SLUG}" collection listing its destinations`);
  }
  return problems;
}

/** A shelf's destinations: sold, each once, as many as the home page shows. */
function shelfProblems(data: SeedData, where: string, destinations: string[]): string[] {
  const problems: string[] = [];
  const sold = new Set([...soldCountryCodes(data), ...data.destinations.regional.map((plan) => plan.code)]);
  const seen = new Set<string>();
  for (const code of destinations) {
    if (seen.has(code)) problems.push(`${where}: "${code}" is listed twice`);
    seen.add(code);
    if (!sold.has(code)) problems.push(`${where}: "${code}" is not a sold destination`);
  }
  if (destinations.length < SHELF_SIZE.min || destinations.length > SHELF_SIZE.max) {
    problems.push(`${where}: lists ${destinations.length} destinations; a shelf holds ${SHELF_SIZE.min} to ${SHELF_SIZE.max}`);
  }
  return problems;
}

function channelAndPricingProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const { channel, pricing } = data;
  if (!channel.currencies.includes(channel.defaultCurrency)) {
    problems.push(`channel: default currency ${channel.defaultCurrency} is not among its currencies`);
  }
  if (pricing.baseCurrency !== channel.defaultCurrency) {
    problems.push(`pricing: baseCurrency must be the channel's default currency (${channel.defaultCurrency})`);
  }

  const seenPlans = new Set<string>();
  for (const plan of pricing.plans) {
    const key = `${plan.data}-${plan.duration}`;
    if (seenPlans.has(key)) problems.push(`pricing: plan ${key} is listed twice`);
    seenPlans.add(key);
  }
  return problems;
}

/** vat-rates.json, states.json and postcodes.json against the billing countries. */
function billingProblems(data: SeedData): string[] {
  const problems: string[] = [];
  const unknown = [
    ...Object.keys(data.vatRates.standardRates),
    ...Object.keys(data.states.countries),
    ...Object.keys(data.postcodes.countries),
  ].filter((code) => !isKnownCountry(code));
  for (const code of new Set(unknown)) problems.push(`billing: "${code}" is not a country CLDR knows`);
  if (unknown.length > 0) return problems;

  const billing = new Set(billingCountries(data).map((country) => country.code));
  if (!billing.has(data.channel.defaultCountry))
    problems.push(`channel: default country ${data.channel.defaultCountry} is not a billing country`);
  for (const code of Object.keys(data.states.countries)) {
    if (!billing.has(code)) problems.push(`states: "${code}" is not a billing country`);
  }
  for (const code of Object.keys(data.postcodes.countries)) {
    if (!billing.has(code)) problems.push(`postcodes: "${code}" is not a billing country`);
  }
  for (const [country, states] of Object.entries(data.states.countries)) {
    const codes = states.map((state) => state.code);
    for (const code of codes.filter((code, index) => codes.indexOf(code) !== index))
      problems.push(`states: ${country}-${code} is listed twice`);
  }
  const plan = planTaxZones(data);
  const names = plan.zones.map((zone) => zone.name);
  for (const name of names.filter((name, index) => names.indexOf(name) !== index))
    problems.push(`vat-rates: two zones are named "${name}"`);
  for (const name of plan.retiredZones.filter((name) => names.includes(name)))
    problems.push(`vat-rates: "${name}" is both retired and planned`);
  return problems;
}
