import { describe, expect, it } from 'vitest';

import {
  dataCodeOf,
  dataMbOfCode,
  destinationIndex,
  durationCodeOf,
  matchPackage,
  variantSku,
  type MatchingSettings,
  type PackageMatch,
} from '../src/plugins/catalogue-sync/package-matching';
import type { SupplierPackage } from '../src/plugins/esim-delivery/esim-supplier';
import { SandboxEsimSupplier } from '../src/plugins/esim-delivery/sandbox-esim-supplier';
import { allDestinations } from '../src/seed/destination-list';
import { seededCatalogue } from './support/catalogue';

const GB = 1024;
const { data, catalogue } = seededCatalogue();
const destinations = allDestinations(data);
const coverageOf = (code: string) =>
  (destinations.find((destination) => destination.code === code)?.coverage ?? []).map((c) => c.toUpperCase());

function supplierPackage(countries: string[], overrides: Partial<SupplierPackage> = {}): SupplierPackage {
  return {
    packageId: 'pkg-1',
    title: 'A plan',
    countries,
    dataMb: 5 * GB,
    validityDays: 30,
    wholesaleCost: { amountMinor: 500, currency: 'USD' },
    networks: [],
    ...overrides,
  };
}

function match(pkg: SupplierPackage, settings?: MatchingSettings): PackageMatch {
  return matchPackage(pkg, destinationIndex(destinations, settings));
}

describe('option codes and SKUs', () => {
  it('names data as the seed does, and what the seed lacks without a fraction', () => {
    expect(dataCodeOf(5 * GB)).toBe('5gb');
    expect(dataCodeOf(500)).toBe('500mb');
    expect(dataCodeOf(1536)).toBe('1536mb');
    expect(dataCodeOf(undefined)).toBe('unlimited');
    expect(durationCodeOf(30)).toBe('30d');
    for (const dataMb of [1, 500, GB, 1536, 20 * GB]) expect(dataMbOfCode(dataCodeOf(dataMb))).toBe(dataMb);
    expect(dataMbOfCode('unlimited')).toBe(Infinity);
    expect(dataMbOfCode('5 GB')).toBeNaN();
  });

  it("builds every seeded variant's SKU as the seed does", () => {
    for (const product of catalogue) {
      for (const variant of product.variants) {
        expect(variantSku(product.destinationCode, variant.dataCode, variant.durationCode)).toBe(variant.sku);
      }
    }
  });

  it("matches each of the sandbox's packages to the seeded variant it was made from", async () => {
    const packages = await new SandboxEsimSupplier({ failingSkus: [] }).packages();
    const index = destinationIndex(destinations);
    expect(packages.length).toBe(catalogue.reduce((sum, product) => sum + product.variants.length, 0));
    for (const pkg of packages) {
      const found = matchPackage(pkg, index);
      expect(found.matched ? found.sku : found.message).toBe(pkg.packageId);
    }
  });
});

describe('local plans', () => {
  it('sell under the flag code of their one country', () => {
    expect(match(supplierPackage(['FR']))).toEqual({
      matched: true,
      destinationCode: 'fr',
      region: 'europe',
      planType: 'local',
      dataCode: '5gb',
      durationCode: '30d',
      sku: 'FR-5GB-30D',
      slot: 'fr|5gb|30d',
      countries: ['FR'],
    });
    expect(match(supplierPackage(['jp'], { dataMb: undefined, validityDays: 7 }))).toMatchObject({
      destinationCode: 'jp',
      region: 'asia',
      sku: 'JP-UNLIMITED-7D',
    });
    // Kosovo is sold though ISO has not assigned its code; a package listing a country twice is still local
    expect(match(supplierPackage(['XK', 'xk']))).toMatchObject({ destinationCode: 'xk', planType: 'local' });
  });

  it("use the caller's aliases for codes a supplier spells its own way", () => {
    expect(match(supplierPackage(['UK']))).toMatchObject({ matched: false, reason: 'unknown-country' });
    expect(match(supplierPackage(['UK']), { countryAliases: { UK: 'GB' } })).toMatchObject({ destinationCode: 'gb', sku: 'GB-5GB-30D' });
  });

  it('are unmatched, with the reason, for a country the shop does not sell', () => {
    expect(match(supplierPackage(['AQ']))).toEqual({
      matched: false,
      reason: 'unknown-country',
      message: 'The shop sells no local plan for AQ',
    });
    expect(match(supplierPackage(['ZZ']))).toMatchObject({ matched: false, reason: 'unknown-country' });
  });
});

describe('regional plans', () => {
  const europe = coverageOf('eu');

  it('sell as the regional plan whose countries they cover', () => {
    expect(match(supplierPackage(europe, { region: 'europe' }))).toMatchObject({
      destinationCode: 'eu',
      region: 'europe',
      planType: 'regional',
      sku: 'EU-5GB-30D',
    });
    // a few countries beyond the shop's list do not matter
    expect(match(supplierPackage([...europe, 'UA', 'TR', 'RS']))).toMatchObject({ destinationCode: 'eu' });
    expect(match(supplierPackage(['US', 'CA', 'MX']))).toMatchObject({ destinationCode: 'north-america', region: 'america' });
    expect(match(supplierPackage(coverageOf('south-america')))).toMatchObject({ destinationCode: 'south-america' });
  });

  it('are unmatched when they cover too little of the closest region, or too much beyond it', () => {
    const half = match(supplierPackage(europe.slice(0, europe.length / 2)));
    expect(half).toMatchObject({ matched: false, reason: 'no-region-fits' });
    expect(!half.matched && half.message).toMatch(/^Closest regional plan "eu": it covers 50 % of its countries/);
    // the product page promises Mexico too
    expect(match(supplierPackage(['US', 'CA']))).toMatchObject({ matched: false, reason: 'no-region-fits' });
    // a worldwide package covers Europe, but is not a European plan
    const world = [...new Set(destinations.flatMap((destination) => destination.coverage.map((code) => code.toUpperCase())))];
    expect(match(supplierPackage(world, { region: 'global' }))).toMatchObject({ matched: false, reason: 'no-region-fits' });
    expect(match(supplierPackage(['AQ', 'BV']))).toMatchObject({ matched: false, reason: 'unknown-region' });
  });

  it('take the thresholds the caller sets', () => {
    expect(match(supplierPackage(['US', 'CA']), { minRegionCoverage: 0.6 })).toMatchObject({ destinationCode: 'north-america' });
  });

  it("follow the caller's mapping of the supplier's region keys before the countries", () => {
    const regionKeys = { Europe: 'eu', 'latam-lite': 'south-america', oops: 'atlantis' };
    expect(match(supplierPackage(['FR', 'DE', 'IT'], { region: 'europe' }), { regionKeys })).toMatchObject({ destinationCode: 'eu' });
    expect(match(supplierPackage(['BR', 'AR'], { region: 'latam-lite' }), { regionKeys })).toMatchObject({
      destinationCode: 'south-america',
    });
    expect(match(supplierPackage(['FR', 'DE'], { region: 'oops' }), { regionKeys })).toEqual({
      matched: false,
      reason: 'unknown-region',
      message: 'Region key "oops" maps to "atlantis", which the shop does not sell',
    });
    const unmapped = match(supplierPackage(['FR', 'DE'], { region: 'balkans' }), { regionKeys });
    expect(!unmapped.matched && unmapped.message).toMatch(/region key "balkans" is not in the mapping table/);
  });
});

describe('packages an adapter should never have passed', () => {
  const cost = { amountMinor: 500, currency: 'USD' };
  it.each<[string, Partial<SupplierPackage>]>([
    ['no id', { packageId: ' ' }],
    ['no country', { countries: [] }],
    ['a three-letter country', { countries: ['FRA'] }],
    ['no data', { dataMb: 0 }],
    ['a fraction of an MB', { dataMb: 1.5 }],
    ['no days', { validityDays: 0 }],
    ['a century of validity', { validityDays: 36_500 }],
    ['a free package', { wholesaleCost: { ...cost, amountMinor: 0 } }],
    ['a fractional cost', { wholesaleCost: { ...cost, amountMinor: 4.5 } }],
    ['a currency in words', { wholesaleCost: { ...cost, currency: 'dollar' } }],
    ['a negative recommended retail', { recommendedRetail: { ...cost, amountMinor: -1 } }],
  ])('are unmatched as invalid: %s', (_name, change) => {
    expect(match(supplierPackage(['FR'], change))).toMatchObject({ matched: false, reason: 'invalid-package' });
  });
});
