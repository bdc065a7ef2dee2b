import type { SupplierMoney, SupplierPackage } from '../esim-delivery/esim-supplier';
import {
  compareText,
  destinationIndex,
  matchPackage,
  slotKey,
  type CatalogueDestination,
  type MatchFailure,
  type MatchingSettings,
  type PackageMatched,
} from './package-matching';
import { MissingExchangeRateError, priceOf, rateOf, type ExchangeRates, type PriceExplanation, type PricingRules } from './pricing-rules';

/*
 * What a catalogue sync would change (issue 32, point 3), computed without touching anything: the
 * preview shows it, and applying it is the caller's job. Every variant the shop passes ends in
 * exactly one bucket, every package either supplies a variant or is listed as unmatched. Built on
 * maps, so 3,000 packages against 3,000 variants take milliseconds; every list is sorted, so the
 * same inputs in any order give the same plan.
 */

/** What the shop knows of one of its variants. */
export interface SyncedVariant {
  id: string;
  sku: string;
  /** The product's `destination` facet value code (`fr`, `eu`). */
  destinationCode: string;
  /** Option codes: `5gb`, `30d`. */
  dataCode: string;
  durationCode: string;
  /** Set once a sync linked it; seeded variants have none. */
  supplierPackageId?: string | undefined;
  wholesaleCost?: SupplierMoney | undefined;
  /** Minor units per currency, as the variant sells now. */
  prices: Readonly<Record<string, number>>;
  enabled: boolean;
}

export interface SyncOptions {
  /** Every product the shop sells (the seed's `allDestinations`, or the same read from the database). */
  destinations: readonly CatalogueDestination[];
  matching?: MatchingSettings;
  /** New variants are published at once instead of waiting as drafts for staff. */
  publishNew?: boolean;
}

/** What a matched package makes of its variant. */
interface SuppliedValues {
  package: SupplierPackage;
  match: PackageMatched;
  supplierPackageId: string;
  wholesaleCost: SupplierMoney;
  prices: Record<string, number>;
  explanation: PriceExplanation;
}

/** A package no variant sells yet: a new variant of its destination's product. */
export interface AddedVariant extends SuppliedValues {
  sku: string;
  destinationCode: string;
  dataCode: string;
  durationCode: string;
  /** False (a draft) unless `publishNew`. */
  enabled: boolean;
}

/** An existing variant and what its package changes in it. */
export interface UpdatedVariant extends SuppliedValues {
  variant: SyncedVariant;
  changes: {
    /** Currencies whose price changes, in the order of the rules. */
    prices: string[];
    cost: boolean;
    /** The variant is linked to this package for the first time, or to another one than before. */
    packageId: boolean;
  };
}

type WithdrawReason = 'no-package' | 'package-gone' | 'package-unmatched' | 'plan-changed' | 'package-taken';

/** An enabled variant no package supplies any more: to disable, never to delete (past orders keep it). */
interface WithdrawnVariant {
  variant: SyncedVariant;
  reason: WithdrawReason;
  message: string;
}

/** Nothing to do: a package supplies it as it is, or it is disabled and no package supplies it. */
interface UnchangedVariant {
  variant: SyncedVariant;
  package: SupplierPackage | undefined;
}

type UnmatchedReason = MatchFailure | 'duplicate-package-id' | 'duplicate-plan' | 'no-exchange-rate';

interface UnmatchedPackage {
  packageId: string;
  title: string;
  reason: UnmatchedReason;
  message: string;
}

export interface SyncPlan {
  added: AddedVariant[];
  /** Prices change (the cost or package may change too). */
  repriced: UpdatedVariant[];
  /** Cost or package id changes, the prices stay. */
  costChanged: UpdatedVariant[];
  withdrawn: WithdrawnVariant[];
  unchanged: UnchangedVariant[];
  unmatched: UnmatchedPackage[];
}

interface Candidate {
  pkg: SupplierPackage;
  match: PackageMatched;
  costUsd: number;
}

function sameMoney(a: SupplierMoney | undefined, b: SupplierMoney): boolean {
  return a !== undefined && a.amountMinor === b.amountMinor && a.currency === b.currency;
}

function bySkuThenId(a: { variant: SyncedVariant }, b: { variant: SyncedVariant }): number {
  return compareText(a.variant.sku, b.variant.sku) || compareText(a.variant.id, b.variant.id);
}

function variantSlot(variant: SyncedVariant): string {
  return slotKey(variant.destinationCode, variant.dataCode, variant.durationCode);
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function cheaperFirst(a: Candidate, b: Candidate): number {
  return a.costUsd - b.costUsd || compareText(a.pkg.packageId, b.pkg.packageId);
}

/**
 * Plans a sync of `current` (the shop's variants) against `packages` (the supplier's list now).
 * Throws {@link MissingExchangeRateError} when a currency of `rules.currencies` has no rate: then
 * nothing can be priced. Everything wrong with a package lands in `unmatched` instead.
 */
export function planSync(
  current: readonly SyncedVariant[],
  packages: readonly SupplierPackage[],
  rules: PricingRules,
  rates: ExchangeRates,
  options: SyncOptions,
): SyncPlan {
  for (const currency of rules.currencies) if (rateOf(rates, currency) === undefined) throw new MissingExchangeRateError(currency);

  const index = destinationIndex(options.destinations, options.matching);
  const unmatched: UnmatchedPackage[] = [];
  const reject = (pkg: SupplierPackage, reason: UnmatchedReason, message: string) =>
    unmatched.push({ packageId: String(pkg.packageId), title: String(pkg.title), reason, message });

  // A package id listed twice cannot say which of its copies is true: both are left out.
  const copies = new Map<string, number>();
  for (const pkg of packages) copies.set(pkg.packageId, (copies.get(pkg.packageId) ?? 0) + 1);

  const packageById = new Map<string, SupplierPackage>();
  const matchById = new Map<string, PackageMatched>();
  const candidatesBySlot = new Map<string, Candidate[]>();
  for (const pkg of packages) {
    packageById.set(pkg.packageId, pkg);
    const count = copies.get(pkg.packageId) ?? 0;
    if (count > 1) {
      reject(pkg, 'duplicate-package-id', `The supplier lists package id "${pkg.packageId}" ${count} times`);
      continue;
    }
    const match = matchPackage(pkg, index);
    if (!match.matched) {
      reject(pkg, match.reason, match.message);
      continue;
    }
    const unrated = [pkg.wholesaleCost.currency, pkg.recommendedRetail?.currency].find(
      (currency) => currency !== undefined && rateOf(rates, currency) === undefined,
    );
    if (unrated !== undefined) {
      reject(pkg, 'no-exchange-rate', `No exchange rate for ${unrated}, the currency it is priced in`);
      continue;
    }
    matchById.set(pkg.packageId, match);
    const costUsd = pkg.wholesaleCost.amountMinor / (rateOf(rates, pkg.wholesaleCost.currency) as number);
    pushTo(candidatesBySlot, match.slot, { pkg, match, costUsd });
  }

  const variantsByPackage = new Map<string, SyncedVariant[]>();
  const variantsBySlot = new Map<string, SyncedVariant[]>();
  const sortedVariants = [...current].sort((a, b) => compareText(a.sku, b.sku) || compareText(a.id, b.id));
  for (const variant of sortedVariants) {
    if (variant.supplierPackageId !== undefined) pushTo(variantsByPackage, variant.supplierPackageId, variant);
    pushTo(variantsBySlot, variantSlot(variant), variant);
  }

  const added: AddedVariant[] = [];
  const repriced: UpdatedVariant[] = [];
  const costChanged: UpdatedVariant[] = [];
  const unchanged: UnchangedVariant[] = [];
  const supplied = new Set<SyncedVariant>();

  for (const [slot, candidates] of candidatesBySlot) {
    candidates.sort(cheaperFirst);
    // A package already linked to a variant of this slot keeps it, so a cheaper twin appearing
    // does not swap the supplier under a variant; otherwise the cheapest package gets the slot.
    let winner: Candidate | undefined;
    let variant: SyncedVariant | undefined;
    for (const candidate of candidates) {
      variant = variantsByPackage.get(candidate.pkg.packageId)?.find((linked) => variantSlot(linked) === slot);
      if (variant) {
        winner = candidate;
        break;
      }
    }
    winner ??= candidates[0] as Candidate;
    variant ??= variantsBySlot.get(slot)?.[0];

    const chosen = winner;
    for (const loser of candidates) {
      if (loser === chosen) continue;
      const why = variant?.supplierPackageId === chosen.pkg.packageId ? 'it already supplies that variant' : 'it is the cheapest';
      reject(loser.pkg, 'duplicate-plan', `Package "${chosen.pkg.packageId}" supplies ${chosen.match.sku} (${why})`);
    }

    const { prices, explanation } = priceOf(chosen.pkg, chosen.match.region, rules, rates);
    const values: SuppliedValues = {
      package: chosen.pkg,
      match: chosen.match,
      supplierPackageId: chosen.pkg.packageId,
      wholesaleCost: { ...chosen.pkg.wholesaleCost },
      prices,
      explanation,
    };
    if (!variant) {
      const { sku, destinationCode, dataCode, durationCode } = chosen.match;
      added.push({ ...values, sku, destinationCode, dataCode, durationCode, enabled: options.publishNew === true });
      continue;
    }
    supplied.add(variant);
    const changes = {
      prices: rules.currencies.filter((currency) => variant.prices[currency] !== prices[currency]),
      cost: !sameMoney(variant.wholesaleCost, chosen.pkg.wholesaleCost),
      packageId: variant.supplierPackageId !== chosen.pkg.packageId,
    };
    if (changes.prices.length > 0) repriced.push({ ...values, variant, changes });
    else if (changes.cost || changes.packageId) costChanged.push({ ...values, variant, changes });
    else unchanged.push({ variant, package: chosen.pkg });
  }

  const withdrawn: WithdrawnVariant[] = [];
  for (const variant of sortedVariants) {
    if (supplied.has(variant)) continue;
    if (!variant.enabled) {
      unchanged.push({ variant, package: undefined });
      continue;
    }
    withdrawn.push({ variant, ...withdrawReason(variant, packageById, matchById) });
  }

  added.sort((a, b) => compareText(a.sku, b.sku));
  repriced.sort(bySkuThenId);
  costChanged.sort(bySkuThenId);
  unchanged.sort(bySkuThenId);
  withdrawn.sort(bySkuThenId);
  unmatched.sort((a, b) => compareText(a.packageId, b.packageId) || compareText(a.reason, b.reason) || compareText(a.message, b.message));
  return { added, repriced, costChanged, withdrawn, unchanged, unmatched };
}

function withdrawReason(
  variant: SyncedVariant,
  packageById: ReadonlyMap<string, SupplierPackage>,
  matchById: ReadonlyMap<string, PackageMatched>,
): { reason: WithdrawReason; message: string } {
  const packageId = variant.supplierPackageId;
  if (packageId === undefined) return { reason: 'no-package', message: 'No supplier package sells this plan' };
  if (!packageById.has(packageId)) return { reason: 'package-gone', message: `The supplier no longer lists package "${packageId}"` };
  const match = matchById.get(packageId);
  if (!match) return { reason: 'package-unmatched', message: `Package "${packageId}" no longer matches a product (see unmatched)` };
  if (match.slot !== variantSlot(variant)) {
    return { reason: 'plan-changed', message: `Package "${packageId}" is now ${match.sku}, another plan than this variant's` };
  }
  return { reason: 'package-taken', message: `Package "${packageId}" supplies another variant of the same plan` };
}
