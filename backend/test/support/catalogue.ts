import { planCatalogue, type PlannedProduct } from '../../src/seed/catalogue-plan';
import { SHOP_LANGUAGES } from '../../src/seed/languages';
import { loadSeedData } from '../../src/seed/load-seed-data';
import type { SeedData } from '../../src/seed/seed-data-schema';
import type { DestinationRecord } from '../../src/plugins/catalog/matching/destination-record';

let cached: { data: SeedData; catalogue: PlannedProduct[] } | undefined;

/** The real seed data and the catalogue planned from it, built once per test file. */
export function seededCatalogue(): { data: SeedData; catalogue: PlannedProduct[] } {
  if (!cached) {
    const data = loadSeedData();
    cached = { data, catalogue: planCatalogue(data) };
  }
  return cached;
}

/** What the catalogue index reads back from the database after the seed, without a database. */
export function destinationRecords(): DestinationRecord[] {
  const { data, catalogue } = seededCatalogue();
  return catalogue.map((product, index) => ({
    productId: String(index + 1),
    flagCode: product.destinationCode,
    destinationValueId: `dv-${product.destinationCode}`,
    planType: product.planType,
    translations: Object.fromEntries(
      SHOP_LANGUAGES.map((language) => [
        language,
        {
          productName: product.names[language],
          slug: product.slugs[language],
          destinationName: product.destinationNames[language],
        },
      ]),
    ),
    coverage: product.coverage,
    aliases: data.aliases.aliases[product.destinationCode] ?? [],
  }));
}

export function plannedProduct(destinationCode: string): PlannedProduct {
  const found = seededCatalogue().catalogue.find((candidate) => candidate.destinationCode === destinationCode);
  if (!found) throw new Error(`no product for ${destinationCode}`);
  return found;
}

/** The European Union's 27 member states, written out apart from the seed data the tests check. */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
];
