import { createHash } from 'node:crypto';

import { SHOP_LANGUAGES, type ShopLanguage } from '../../seed/languages';
import type { SupplierMoney, SupplierPackage } from '../esim-delivery/esim-supplier';
import { infoRowValue, infoRowValues, packageInfo, withInfoRows } from './info-rows';
import { compareText, type CatalogueDestination } from './package-matching';
import type { ExchangeRates, MarginChoice, PriceDecider, PriceExplanation, PricingRules } from './pricing-rules';
import { planSync, type SyncedVariant, type SyncPlan } from './sync-plan';

/*
 * The catalogue sync's preview (issue 32, point 3): the plan of sync-plan.ts summarised for staff
 * (each change with its prices before and after and the rule that decided them), the products
 * whose info rows change, and a fingerprint of everything the plan was made from, so applying it
 * later can refuse when the catalogue, the supplier's list, the rules or the rates moved since.
 */

/** A product the sync may rewrite the info rows of: its description per shop language. */
export interface CatalogueProduct {
  id: string;
  destinationCode: string;
  descriptions: Partial<Record<ShopLanguage, string>>;
}

/** Everything a sync plan is made from, read fresh for a preview and again before applying it. */
export interface SyncInputs {
  supplier: string;
  variants: SyncedVariant[];
  packages: SupplierPackage[];
  destinations: CatalogueDestination[];
  products: CatalogueProduct[];
  rules: PricingRules;
  rates: ExchangeRates;
  publishNew: boolean;
}

type PreviewBucket = 'added' | 'repriced' | 'costChanged' | 'withdrawn' | 'unmatched';

interface PreviewPrice {
  currencyCode: string;
  /** Minor units; null for a variant still to be added. */
  before: number | null;
  /** Minor units; null when the variant keeps its price (withdrawn). */
  after: number | null;
  /** What settled the new price: the margin, the cost floor or the supplier's recommended retail. */
  decidedBy: PriceDecider | null;
}

/** One line of the preview table. */
interface PreviewEntry {
  bucket: PreviewBucket;
  sku: string | null;
  variantId: string | null;
  packageId: string | null;
  /** The supplier's name of the package. */
  title: string | null;
  /** Whether the variant sells after applying (a draft stays disabled). */
  enabledAfter: boolean | null;
  prices: PreviewPrice[];
  costBefore: SupplierMoney | null;
  costAfter: SupplierMoney | null;
  /** The margin that applied: `Small plans (rule 1): 50 %`, `Default margin: 35 %`. */
  rule: string | null;
  /** The code of why it is withdrawn or unmatched (sync-plan.ts's reasons). */
  reason: string | null;
  /** Why, in words (withdrawn, unmatched), or what else changes (package id, cost). */
  message: string | null;
}

/** A product whose Speed and Roaming network rows change (English values, for the preview). */
interface InfoChange {
  productId: string;
  destinationCode: string;
  speedBefore: string | null;
  speedAfter: string;
  networksBefore: string | null;
  networksAfter: string;
  /** The new descriptions, by shop language: only those that change. */
  descriptions: Partial<Record<ShopLanguage, string>>;
}

export interface PreviewCounts {
  added: number;
  repriced: number;
  costChanged: number;
  withdrawn: number;
  unchanged: number;
  unmatched: number;
  infoChanged: number;
}

/** What staff see, and what is kept as the pending preview until applied or replaced. */
export interface SyncPreview {
  id: string;
  createdAt: string;
  supplier: string;
  fingerprint: string;
  counts: PreviewCounts;
  entries: PreviewEntry[];
  /** Without the new descriptions themselves: applying computes them again. */
  infoChanges: Array<Omit<InfoChange, 'descriptions'>>;
}

/** The plan and the info rows to write: what applying a preview does. */
export interface SyncWork {
  plan: SyncPlan;
  infoChanges: InfoChange[];
}

/** JSON with object keys sorted at every level: the same value always gives the same text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => compareText(a, b)))
      : inner,
  );
}

/**
 * A hash of everything the plan depends on, each list sorted: the same shop and supplier list in
 * any order give the same fingerprint, and any change to a variant, a package, a rule, a rate or a
 * description does not.
 */
export function fingerprintOf(inputs: SyncInputs): string {
  const sorted = {
    supplier: inputs.supplier,
    variants: [...inputs.variants].sort((a, b) => compareText(a.id, b.id)),
    packages: [...inputs.packages].sort(
      (a, b) => compareText(String(a.packageId), String(b.packageId)) || compareText(stableJson(a), stableJson(b)),
    ),
    destinations: [...inputs.destinations].sort((a, b) => compareText(a.code, b.code)),
    products: [...inputs.products].sort((a, b) => compareText(a.id, b.id)),
    rules: inputs.rules,
    rates: inputs.rates,
    publishNew: inputs.publishNew,
  };
  return createHash('sha256').update(stableJson(sorted)).digest('hex');
}

function ruleText(margin: MarginChoice): string {
  if (margin.source === 'default') return `Default margin: ${margin.percent} %`;
  const name = margin.label === undefined ? `Rule ${margin.index + 1}` : `${margin.label} (rule ${margin.index + 1})`;
  return `${name}: ${margin.percent} %`;
}

function pricesOf(
  currencies: readonly string[],
  before: Readonly<Record<string, number>> | undefined,
  after: Readonly<Record<string, number>>,
  explanation: PriceExplanation,
): PreviewPrice[] {
  return currencies.map((currencyCode) => ({
    currencyCode,
    before: before?.[currencyCode] ?? null,
    after: after[currencyCode] ?? null,
    decidedBy: explanation.perCurrency[currencyCode]?.decidedBy ?? null,
  }));
}

function changeNote(changes: { cost: boolean; packageId: boolean }, packageId: string, before: SyncedVariant): string | null {
  const notes: string[] = [];
  if (changes.packageId)
    notes.push(before.supplierPackageId === undefined ? `Linked to package "${packageId}"` : `Now package "${packageId}"`);
  if (changes.cost) notes.push('Wholesale cost changes');
  return notes.length > 0 ? notes.join('; ') : null;
}

/** The packages that supply a variant selling after the plan is applied, by destination. */
function sellingPackages(plan: SyncPlan): Map<string, SupplierPackage[]> {
  const byDestination = new Map<string, SupplierPackage[]>();
  const add = (destination: string, pkg: SupplierPackage) => {
    const list = byDestination.get(destination);
    if (list) list.push(pkg);
    else byDestination.set(destination, [pkg]);
  };
  for (const entry of plan.added) if (entry.enabled) add(entry.destinationCode, entry.package);
  for (const entry of [...plan.repriced, ...plan.costChanged]) if (entry.variant.enabled) add(entry.variant.destinationCode, entry.package);
  for (const entry of plan.unchanged) if (entry.package && entry.variant.enabled) add(entry.variant.destinationCode, entry.package);
  return byDestination;
}

/**
 * The products whose Speed or Roaming network rows differ from what their selling packages say.
 * A product none of whose selling variants a package supplies keeps its rows (the seed's, or the
 * last sync's).
 */
function infoChangesOf(plan: SyncPlan, products: readonly CatalogueProduct[]): InfoChange[] {
  const packages = sellingPackages(plan);
  const changes: InfoChange[] = [];
  for (const product of [...products].sort((a, b) => compareText(a.destinationCode, b.destinationCode) || compareText(a.id, b.id))) {
    const info = packageInfo(packages.get(product.destinationCode) ?? []);
    if (!info) continue;
    const descriptions: Partial<Record<ShopLanguage, string>> = {};
    for (const language of SHOP_LANGUAGES) {
      const current = product.descriptions[language];
      if (current === undefined) continue;
      const next = withInfoRows(current, infoRowValues(info, language));
      if (next !== undefined) descriptions[language] = next;
    }
    if (Object.keys(descriptions).length === 0) continue;
    const english = product.descriptions.en ?? '';
    const after = infoRowValues(info, 'en');
    changes.push({
      productId: product.id,
      destinationCode: product.destinationCode,
      speedBefore: infoRowValue(english, 'speed') ?? null,
      speedAfter: after.speed,
      networksBefore: infoRowValue(english, 'roaming-network') ?? null,
      networksAfter: after['roaming-network'],
      descriptions,
    });
  }
  return changes;
}

/** Plans the sync of `inputs` (throws MissingExchangeRateError when a shop currency has no rate). */
export function syncWorkOf(inputs: SyncInputs): SyncWork {
  const plan = planSync(inputs.variants, inputs.packages, inputs.rules, inputs.rates, {
    destinations: inputs.destinations,
    publishNew: inputs.publishNew,
  });
  return { plan, infoChanges: infoChangesOf(plan, inputs.products) };
}

/** The staff's view of a plan. */
export function previewOf(work: SyncWork, inputs: SyncInputs, id: string, createdAt: Date): SyncPreview {
  const { plan, infoChanges } = work;
  const currencies = inputs.rules.currencies;
  const entries: PreviewEntry[] = [];
  for (const added of plan.added) {
    entries.push({
      bucket: 'added',
      sku: added.sku,
      variantId: null,
      packageId: added.supplierPackageId,
      title: String(added.package.title),
      enabledAfter: added.enabled,
      prices: pricesOf(currencies, undefined, added.prices, added.explanation),
      costBefore: null,
      costAfter: added.wholesaleCost,
      rule: ruleText(added.explanation.margin),
      reason: null,
      message: added.enabled ? 'Published at once' : 'A draft until staff publish it',
    });
  }
  for (const [bucket, updates] of [
    ['repriced', plan.repriced],
    ['costChanged', plan.costChanged],
  ] as const) {
    for (const update of updates) {
      entries.push({
        bucket,
        sku: update.variant.sku,
        variantId: update.variant.id,
        packageId: update.supplierPackageId,
        title: String(update.package.title),
        enabledAfter: update.variant.enabled,
        prices: pricesOf(currencies, update.variant.prices, update.prices, update.explanation),
        costBefore: update.variant.wholesaleCost ?? null,
        costAfter: update.wholesaleCost,
        rule: ruleText(update.explanation.margin),
        reason: null,
        message: changeNote(update.changes, update.supplierPackageId, update.variant),
      });
    }
  }
  for (const withdrawn of plan.withdrawn) {
    entries.push({
      bucket: 'withdrawn',
      sku: withdrawn.variant.sku,
      variantId: withdrawn.variant.id,
      packageId: withdrawn.variant.supplierPackageId ?? null,
      title: null,
      enabledAfter: false,
      prices: currencies.map((currencyCode) => ({
        currencyCode,
        before: withdrawn.variant.prices[currencyCode] ?? null,
        after: null,
        decidedBy: null,
      })),
      costBefore: withdrawn.variant.wholesaleCost ?? null,
      costAfter: null,
      rule: null,
      reason: withdrawn.reason,
      message: withdrawn.message,
    });
  }
  for (const unmatched of plan.unmatched) {
    entries.push({
      bucket: 'unmatched',
      sku: null,
      variantId: null,
      packageId: unmatched.packageId,
      title: unmatched.title,
      enabledAfter: null,
      prices: [],
      costBefore: null,
      costAfter: null,
      rule: null,
      reason: unmatched.reason,
      message: unmatched.message,
    });
  }
  return {
    id,
    createdAt: createdAt.toISOString(),
    supplier: inputs.supplier,
    fingerprint: fingerprintOf(inputs),
    counts: {
      added: plan.added.length,
      repriced: plan.repriced.length,
      costChanged: plan.costChanged.length,
      withdrawn: plan.withdrawn.length,
      unchanged: plan.unchanged.length,
      unmatched: plan.unmatched.length,
      infoChanged: infoChanges.length,
    },
    entries,
    infoChanges: infoChanges.map(({ descriptions: _descriptions, ...change }) => change),
  };
}

/** Whether applying the preview would change anything (unmatched packages change nothing). */
export function hasChanges(counts: PreviewCounts): boolean {
  return counts.added + counts.repriced + counts.costChanged + counts.withdrawn + counts.infoChanged > 0;
}
