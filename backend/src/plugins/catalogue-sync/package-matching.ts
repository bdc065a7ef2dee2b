import type { SupplierPackage } from '../esim-delivery/esim-supplier';

/*
 * Which of the shop's products and plans a supplier's package is (issue 32, point 3): a local plan
 * is its one country's destination (flag code `fr`), a regional plan the regional destination its
 * countries cover best (or the one the caller maps the supplier's region key to); its data and days
 * become the option codes the seed uses (`5gb`, `30d`), and the SKU is built as the seed builds it.
 * Nothing here throws on a package: what cannot be matched says why, for the preview.
 */

/** A product the shop sells, as the seed's `Destination` (destination-list.ts) describes it. */
export interface CatalogueDestination {
  /** flag-icons code (`fr`, `eu`) or a region icon's name: the `destination` facet value code. */
  code: string;
  /** Root region (`europe`), the `region` facet value code: what margins per region key on. */
  region: string;
  /** Flag codes of the countries a regional plan covers; empty for a local plan. */
  coverage: readonly string[];
}

export interface MatchingSettings {
  /**
   * The supplier's region key → the shop's regional destination code (`{ europe: 'eu' }`). A key
   * found here decides, whatever the countries; other packages are matched by their countries.
   */
  regionKeys?: Readonly<Record<string, string>>;
  /** Supplier country codes that are not ISO 3166-1 → the ISO code (`{ UK: 'GB' }`). */
  countryAliases?: Readonly<Record<string, string>>;
  /**
   * The share of a regional destination's countries a package must cover to be sold as it: the
   * product page lists those countries. Default 0.8.
   */
  minRegionCoverage?: number;
  /**
   * The share of a package's countries that must lie in the region: a worldwide package is not a
   * European one, though it covers all of Europe. Default 0.5.
   */
  minPackageShare?: number;
}

const DEFAULT_MIN_REGION_COVERAGE = 0.8;
const DEFAULT_MIN_PACKAGE_SHARE = 0.5;

/** The seed's two plan types (destination-list.ts `PLAN_TYPES`). */
type PlanType = 'local' | 'regional';

interface RegionalCandidate {
  destination: CatalogueDestination;
  /** Upper-case ISO codes, as packages name countries. */
  countries: ReadonlySet<string>;
}

/** The shop's destinations, indexed once per sync. */
export interface DestinationIndex {
  readonly localByCountry: ReadonlyMap<string, CatalogueDestination>;
  readonly regionalByCode: ReadonlyMap<string, RegionalCandidate>;
  /** Sorted by code, so ties between regions are settled the same way every time. */
  readonly regional: readonly RegionalCandidate[];
  readonly regionKeys: ReadonlyMap<string, string>;
  readonly countryAliases: ReadonlyMap<string, string>;
  readonly minRegionCoverage: number;
  readonly minPackageShare: number;
}

const normalizeKey = (key: string) => key.trim().toLowerCase();

export function destinationIndex(destinations: readonly CatalogueDestination[], settings: MatchingSettings = {}): DestinationIndex {
  const localByCountry = new Map<string, CatalogueDestination>();
  const regional: RegionalCandidate[] = [];
  for (const destination of destinations) {
    if (destination.coverage.length === 0) localByCountry.set(destination.code.toUpperCase(), destination);
    else regional.push({ destination, countries: new Set(destination.coverage.map((code) => code.toUpperCase())) });
  }
  regional.sort((a, b) => compareText(a.destination.code, b.destination.code));
  return {
    localByCountry,
    regionalByCode: new Map(regional.map((candidate) => [candidate.destination.code, candidate])),
    regional,
    regionKeys: new Map(Object.entries(settings.regionKeys ?? {}).map(([key, code]) => [normalizeKey(key), code])),
    countryAliases: new Map(Object.entries(settings.countryAliases ?? {}).map(([alias, iso]) => [alias.toUpperCase(), iso.toUpperCase()])),
    minRegionCoverage: settings.minRegionCoverage ?? DEFAULT_MIN_REGION_COVERAGE,
    minPackageShare: settings.minPackageShare ?? DEFAULT_MIN_PACKAGE_SHARE,
  };
}

/** Code-point order: the same in every locale and Node version. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** MB in a GB, as the port counts (esim-supplier.ts). */
const MB_PER_GB = 1024;
export const UNLIMITED_DATA_CODE = 'unlimited';

/** The data option code of a plan: `5gb`, `500mb` when not whole gigabytes, `unlimited`. */
export function dataCodeOf(dataMb: number | undefined): string {
  if (dataMb === undefined) return UNLIMITED_DATA_CODE;
  return dataMb % MB_PER_GB === 0 ? `${dataMb / MB_PER_GB}gb` : `${dataMb}mb`;
}

/** The MB a data option code stands for (Infinity for `unlimited`), to sort options; NaN if unknown. */
export function dataMbOfCode(dataCode: string): number {
  if (dataCode === UNLIMITED_DATA_CODE) return Infinity;
  const match = /^(\d+)(gb|mb)$/.exec(dataCode);
  if (!match?.[1]) return NaN;
  return Number(match[1]) * (match[2] === 'gb' ? MB_PER_GB : 1);
}

/** The duration option code of a plan: `30d`. */
export function durationCodeOf(validityDays: number): string {
  return `${validityDays}d`;
}

/** A variant's SKU as the seed forms it (catalogue-plan.ts): `FR-5GB-30D`, `NORTH-AMERICA-1GB-7D`. */
export function variantSku(destinationCode: string, dataCode: string, durationCode: string): string {
  return [destinationCode, dataCode, durationCode].join('-').toUpperCase();
}

/** One product variant's place: a destination and its two options. Two packages in one slot compete. */
export function slotKey(destinationCode: string, dataCode: string, durationCode: string): string {
  return `${destinationCode}|${dataCode}|${durationCode}`;
}

export type MatchFailure = 'invalid-package' | 'unknown-country' | 'unknown-region' | 'no-region-fits';

export interface PackageMatched {
  matched: true;
  destinationCode: string;
  region: string;
  planType: PlanType;
  dataCode: string;
  durationCode: string;
  sku: string;
  slot: string;
  /** The package's countries, upper case, without repeats or aliases. */
  countries: string[];
}

interface PackageUnmatched {
  matched: false;
  reason: MatchFailure;
  message: string;
}

export type PackageMatch = PackageMatched | PackageUnmatched;

const ISO_COUNTRY = /^[A-Z]{2}$/;
const ISO_CURRENCY = /^[A-Z]{3}$/;
const MAX_VALIDITY_DAYS = 3650;

function isMinorAmount(value: unknown, allowZero: boolean): boolean {
  return typeof value === 'number' && Number.isSafeInteger(value) && (allowZero ? value >= 0 : value > 0);
}

/** What is wrong with a package an adapter handed over, or undefined: the sync trusts no input. */
function packageProblem(pkg: SupplierPackage): string | undefined {
  if (typeof pkg.packageId !== 'string' || pkg.packageId.trim() === '') return 'it has no package id';
  if (!Array.isArray(pkg.countries) || pkg.countries.length === 0) return 'it names no country';
  if (pkg.dataMb !== undefined && !(Number.isSafeInteger(pkg.dataMb) && pkg.dataMb > 0))
    return `its data (${pkg.dataMb} MB) is not a positive whole number`;
  if (!(Number.isSafeInteger(pkg.validityDays) && pkg.validityDays > 0 && pkg.validityDays <= MAX_VALIDITY_DAYS)) {
    return `its validity (${pkg.validityDays} days) is not a whole number of days from 1 to ${MAX_VALIDITY_DAYS}`;
  }
  if (!isMinorAmount(pkg.wholesaleCost?.amountMinor, false) || !ISO_CURRENCY.test(pkg.wholesaleCost.currency)) {
    return 'its wholesale cost is not a positive amount in an ISO currency';
  }
  const retail = pkg.recommendedRetail;
  if (retail !== undefined && (!isMinorAmount(retail.amountMinor, true) || !ISO_CURRENCY.test(retail.currency))) {
    return 'its recommended retail price is not an amount in an ISO currency';
  }
  return undefined;
}

function unmatched(reason: MatchFailure, message: string): PackageUnmatched {
  return { matched: false, reason, message };
}

function matchedTo(pkg: SupplierPackage, destination: CatalogueDestination, planType: PlanType, countries: string[]): PackageMatched {
  const dataCode = dataCodeOf(pkg.dataMb);
  const durationCode = durationCodeOf(pkg.validityDays);
  return {
    matched: true,
    destinationCode: destination.code,
    region: destination.region,
    planType,
    dataCode,
    durationCode,
    sku: variantSku(destination.code, dataCode, durationCode),
    slot: slotKey(destination.code, dataCode, durationCode),
    countries,
  };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

function matchRegional(pkg: SupplierPackage, countries: string[], index: DestinationIndex): PackageMatch {
  const keyed = pkg.region === undefined ? undefined : index.regionKeys.get(normalizeKey(pkg.region));
  if (keyed !== undefined) {
    const candidate = index.regionalByCode.get(keyed);
    if (!candidate) return unmatched('unknown-region', `Region key "${pkg.region}" maps to "${keyed}", which the shop does not sell`);
    return matchedTo(pkg, candidate.destination, 'regional', countries);
  }
  let best: { candidate: RegionalCandidate; coverage: number; share: number } | undefined;
  for (const candidate of index.regional) {
    let covered = 0;
    for (const country of countries) if (candidate.countries.has(country)) covered += 1;
    if (covered === 0) continue;
    const coverage = covered / candidate.countries.size;
    const share = covered / countries.length;
    // the earlier candidate (lower code) keeps a tie
    if (!best || coverage > best.coverage || (coverage === best.coverage && share > best.share)) best = { candidate, coverage, share };
  }
  const keyNote = pkg.region === undefined ? '' : ` (its region key "${pkg.region}" is not in the mapping table)`;
  if (!best) return unmatched('unknown-region', `None of its ${countries.length} countries is in a regional plan the shop sells${keyNote}`);
  const { candidate, coverage, share } = best;
  if (coverage < index.minRegionCoverage || share < index.minPackageShare) {
    return unmatched(
      'no-region-fits',
      `Closest regional plan "${candidate.destination.code}": it covers ${percent(coverage)} of its countries (at least ` +
        `${percent(index.minRegionCoverage)} needed) and ${percent(share)} of the package's ${countries.length} countries lie in it ` +
        `(at least ${percent(index.minPackageShare)} needed)${keyNote}`,
    );
  }
  return matchedTo(pkg, candidate.destination, 'regional', countries);
}

/** The shop's destination, options and SKU of one supplier package, or why there are none. */
export function matchPackage(pkg: SupplierPackage, index: DestinationIndex): PackageMatch {
  const problem = packageProblem(pkg);
  if (problem) return unmatched('invalid-package', `The package is unusable: ${problem}`);
  const countries = [
    ...new Set(
      pkg.countries.map((code) => {
        const upper = String(code).trim().toUpperCase();
        return index.countryAliases.get(upper) ?? upper;
      }),
    ),
  ].sort(compareText);
  const malformed = countries.find((code) => !ISO_COUNTRY.test(code));
  if (malformed !== undefined) return unmatched('invalid-package', `The package is unusable: "${malformed}" is not an ISO country code`);
  if (countries.length === 1) {
    const country = countries[0] as string;
    const destination = index.localByCountry.get(country);
    if (!destination) return unmatched('unknown-country', `The shop sells no local plan for ${country}`);
    return matchedTo(pkg, destination, 'local', countries);
  }
  return matchRegional(pkg, countries, index);
}
