import type { EsimPlan, EsimUsage, EsimUsageState, SupplierMoney, SupplierNetwork, SupplierPackage } from '../../esim-supplier';
import type { EsimAccessEsim, EsimAccessPackage } from './esimaccess-schemas';

/*
 * eSIM Access's units as the shop's: money is USD × 10 000 (docs › Get All Data Packages:
 * "10000 = $1.00"), data in bytes, validity in `durationUnit`s, times like `2024-05-29T18:34:17+0000`.
 */

const MIB = 1024 * 1024;
const DAY_MS = 86_400_000;

/**
 * A cost or a price floor in cents, rounded UP: $1.1470 is 115 cents, so a price computed from it
 * is never below what the supplier charges or recommends.
 */
export function centsUp(apiAmount: number, currency = 'USD'): SupplierMoney {
  return { amountMinor: Math.ceil(apiAmount / 100), currency: currency.toUpperCase() };
}

/** The balance in cents, rounded DOWN: what is left is never overstated. */
export function centsDown(apiAmount: number, currency = 'USD'): SupplierMoney {
  return { amountMinor: Math.floor(apiAmount / 100), currency };
}

function megabytes(bytes: number): number {
  return Math.round(bytes / MIB);
}

/** Days of `duration` `durationUnit`; undefined for a unit the shop cannot sell as days (hours, day passes). */
function validityDaysOf(duration: number, unit: string | null | undefined): number | undefined {
  const normalised = (unit ?? 'DAY').toUpperCase();
  if (normalised === 'DAY' || normalised === 'DAYS') return duration;
  if (normalised === 'MONTH' || normalised === 'MONTHS') return duration * 30;
  return undefined;
}

/** `2024-05-29T18:34:17+0000` (esim/query), `2026-04-22T17:16:34Z` (webhooks) or undefined. */
function parseApiTime(text: string | null | undefined): Date | undefined {
  if (!text) return undefined;
  const iso = text.trim().replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}

/** `LPA:1$<SM-DP+ address>$<matching id>[$…]` (GSMA SGP.22) → its parts; undefined when it is not one. */
export function parseActivationCode(ac: string | null | undefined): { smdpAddress: string; matchingId: string } | undefined {
  const parts = (ac ?? '').trim().split('$');
  const [format, smdpAddress, matchingId] = parts;
  if (format?.toUpperCase() !== 'LPA:1' || !smdpAddress || !matchingId) return undefined;
  if (!/^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(smdpAddress) || !/^[A-Za-z0-9-]{1,64}$/.test(matchingId)) return undefined;
  return { smdpAddress, matchingId };
}

const regionNames = new Intl.DisplayNames('en', { type: 'region' });

/** A country name reduced for comparison: `Hong Kong (China)` and CLDR's `Hong Kong SAR China` are both `hongkong`. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/\bsar china\b/g, '')
    .replace(/[^a-z]/g, '');
}

/**
 * The networks of a package per country. eSIM Access names each location (`Slovenia`), not its
 * code: it is matched with the package's own codes by English name; a single-country package's
 * one location is that country whatever its name.
 */
function networksOf(item: EsimAccessPackage, countries: string[]): SupplierNetwork[] {
  const byName = new Map(countries.map((code) => [nameKey(regionNames.of(code) ?? code), code]));
  const locations = item.locationNetworkList ?? [];
  return locations.flatMap((location) => {
    const code =
      (location.locationCode && countries.includes(location.locationCode.toUpperCase())
        ? location.locationCode.toUpperCase()
        : undefined) ??
      byName.get(nameKey(location.locationName ?? '')) ??
      (countries.length === 1 && locations.length === 1 ? countries[0] : undefined);
    if (code === undefined) return [];
    return (location.operatorList ?? []).map((operator) => ({
      country: code,
      operator: operator.operatorName.trim(),
      speeds: (operator.networkType ?? item.speed ?? '')
        .split('/')
        .map((speed) => speed.trim())
        .filter((speed) => /^[A-Za-z0-9+ ]{1,10}$/.test(speed)),
    }));
  });
}

/**
 * A package of package/list as the catalogue sync's input; undefined for one the shop cannot sell
 * as "data for days" (daily-limit day passes, unknown units, no valid country).
 */
export function toSupplierPackage(item: EsimAccessPackage): SupplierPackage | undefined {
  const countries = [
    ...new Set(
      item.location
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter((code) => /^[A-Z]{2}$/.test(code)),
    ),
  ];
  if (countries.length === 0) return undefined;
  // dataType 2 and 3 are a daily allowance (the volume is per day): not a plan of the shop's grid.
  const dataType = item.dataType ?? 1;
  if (dataType === 2 || dataType === 3) return undefined;
  const validityDays = validityDaysOf(item.duration, item.durationUnit);
  if (validityDays === undefined) return undefined;
  const currency = item.currencyCode ?? 'USD';
  // Regional slugs are `<region>-<count>_<GB>_<days>` (`EU-42_5_30`): the region's key.
  const region = countries.length > 1 ? /^([A-Z]{2,3}-\d{1,3})_/i.exec(item.slug ?? '')?.[1]?.toLowerCase() : undefined;
  return {
    packageId: item.packageCode,
    title: item.name,
    countries,
    ...(region ? { region } : {}),
    // dataType 4 is unlimited every day.
    dataMb: dataType === 4 ? undefined : megabytes(item.volume),
    validityDays,
    wholesaleCost: centsUp(item.price, currency),
    ...(item.retailPrice ? { recommendedRetail: centsUp(item.retailPrice, currency) } : {}),
    networks: networksOf(item, countries),
  };
}

/** esimStatus values (docs › Query All Allocated Profiles; webhooks spell REVOKED). */
const NOT_YET = new Set(['CREATE', 'PAYING', 'PAID', 'GETTING_RESOURCE']);
const DELIVERABLE = new Set(['GOT_RESOURCE', 'IN_USE', 'USED_UP', 'SUSPENDED']);
const DEAD = new Set(['CANCEL', 'REVOKE', 'REVOKED', 'UNUSED_EXPIRED', 'USED_EXPIRED']);

export type EsimReadiness = 'pending' | 'deliverable' | 'dead';

/** Unknown statuses wait: delivering an eSIM in a state nobody documented could hand out a dead one. */
export function readinessOf(esim: EsimAccessEsim): EsimReadiness {
  const status = (esim.esimStatus ?? '').toUpperCase();
  if (DELIVERABLE.has(status)) return 'deliverable';
  if (DEAD.has(status)) return 'dead';
  if (NOT_YET.has(status)) return 'pending';
  return 'pending';
}

/** smdpStatus once a phone downloaded the profile (RELEASED: not yet). */
const INSTALLED_SMDP = new Set(['DOWNLOAD', 'INSTALLATION', 'ENABLED', 'DISABLED', 'DELETED']);

/**
 * One eSIM's usage from its esim/query record, with the data figures of esim/usage/query when it
 * gave them (the same figures, "updated every 2-3 hours"). The plan the shop sold is the fallback
 * for what the supplier leaves out.
 */
export function toUsage(
  esim: EsimAccessEsim,
  data: { usedBytes: number; totalBytes: number } | undefined,
  plan: EsimPlan,
  now: Date,
): EsimUsage {
  const totalBytes = data?.totalBytes ?? esim.totalVolume ?? plan.dataTotalMb * MIB;
  const dataTotalMb = megabytes(totalBytes);
  const dataUsedMb = Math.min(dataTotalMb, megabytes(data?.usedBytes ?? esim.orderUsage ?? 0));
  const validityDays = (esim.totalDuration ? validityDaysOf(esim.totalDuration, esim.durationUnit) : undefined) ?? plan.validityDays;
  const status = (esim.esimStatus ?? '').toUpperCase();
  const installedAt = parseApiTime(esim.activateTime);
  const installed =
    installedAt !== undefined || INSTALLED_SMDP.has((esim.smdpStatus ?? '').toUpperCase()) || status === 'IN_USE' || status === 'USED_UP';
  const expiresAt = installed ? parseApiTime(esim.expiredTime) : undefined;
  let state: EsimUsageState;
  if (DEAD.has(status) || (expiresAt !== undefined && expiresAt.getTime() <= now.getTime())) state = 'expired';
  else if (status === 'USED_UP' || (dataTotalMb > 0 && dataUsedMb >= dataTotalMb)) state = 'exhausted';
  else if (installed) state = 'active';
  else state = 'notInstalled';
  const daysLeft =
    state === 'expired'
      ? 0
      : state === 'notInstalled' || expiresAt === undefined
        ? validityDays
        : Math.max(0, Math.min(validityDays, Math.ceil((expiresAt.getTime() - now.getTime()) / DAY_MS)));
  return {
    state,
    dataTotalMb,
    dataUsedMb,
    validityDays,
    daysLeft,
    ...(installedAt ? { installedAt } : {}),
    ...(expiresAt ? { expiresAt } : {}),
    checkedAt: now,
  };
}
