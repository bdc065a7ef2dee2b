import { describe, expect, it } from 'vitest';

import type { CatalogueDestination } from '../src/plugins/catalogue-sync/package-matching';
import { MissingExchangeRateError, priceOf, type ExchangeRates, type PricingRules } from '../src/plugins/catalogue-sync/pricing-rules';
import { planSync, type SyncedVariant, type SyncOptions, type SyncPlan } from '../src/plugins/catalogue-sync/sync-plan';
import type { SupplierMoney, SupplierPackage } from '../src/plugins/esim-delivery/esim-supplier';
import { allDestinations } from '../src/seed/destination-list';
import { seededCatalogue } from './support/catalogue';

const GB = 1024;
const RATES: ExchangeRates = { USD: 1, EUR: 0.9 };
const RULES: PricingRules = {
  currencies: ['EUR', 'USD'],
  defaultMarginPercent: 35,
  margins: [],
  fixedAmountMinor: {},
  floor: { recommendedRetail: true },
};
const destinations: CatalogueDestination[] = allDestinations(seededCatalogue().data);
const OPTIONS: SyncOptions = { destinations };
const REGION: Record<string, string> = Object.fromEntries(destinations.map((destination) => [destination.code, destination.region]));

const usd = (amountMinor: number): SupplierMoney => ({ amountMinor, currency: 'USD' });

function pkg(
  packageId: string,
  country: string,
  gb: number,
  days: number,
  costMinor: number,
  extra: Partial<SupplierPackage> = {},
): SupplierPackage {
  return {
    packageId,
    title: `${country} ${gb} GB ${days} days`,
    countries: [country],
    dataMb: gb * GB,
    validityDays: days,
    wholesaleCost: usd(costMinor),
    networks: [{ country, operator: 'Orange', speeds: ['4G', '5G'] }],
    ...extra,
  };
}

/** The variant a sync that applied `from` left behind. */
function syncedFrom(from: SupplierPackage, id: string, overrides: Partial<SyncedVariant> = {}): SyncedVariant {
  const destinationCode = from.countries[0]?.toLowerCase() ?? '';
  const dataCode = `${(from.dataMb ?? 0) / GB}gb`;
  const durationCode = `${from.validityDays}d`;
  return {
    id,
    sku: [destinationCode, dataCode, durationCode].join('-').toUpperCase(),
    destinationCode,
    dataCode,
    durationCode,
    supplierPackageId: from.packageId,
    wholesaleCost: { ...from.wholesaleCost },
    prices: priceOf(from, REGION[destinationCode] ?? '', RULES, RATES).prices,
    enabled: true,
    ...overrides,
  };
}

/** What the caller does with a plan, in memory: new variants get ids `new-<sku>`. */
function applyPlan(current: readonly SyncedVariant[], plan: SyncPlan): SyncedVariant[] {
  const byId = new Map(current.map((variant) => [variant.id, { ...variant }]));
  for (const update of [...plan.repriced, ...plan.costChanged]) {
    byId.set(update.variant.id, {
      ...update.variant,
      supplierPackageId: update.supplierPackageId,
      wholesaleCost: update.wholesaleCost,
      prices: update.prices,
    });
  }
  for (const { variant } of plan.withdrawn) byId.set(variant.id, { ...variant, enabled: false });
  for (const added of plan.added) {
    byId.set(`new-${added.sku}`, {
      id: `new-${added.sku}`,
      sku: added.sku,
      destinationCode: added.destinationCode,
      dataCode: added.dataCode,
      durationCode: added.durationCode,
      supplierPackageId: added.supplierPackageId,
      wholesaleCost: added.wholesaleCost,
      prices: added.prices,
      enabled: added.enabled,
    });
  }
  return [...byId.values()];
}

/** Every variant in exactly one bucket; every package supplies one variant or is unmatched. */
function expectAccounted(plan: SyncPlan, current: readonly SyncedVariant[], packages: readonly SupplierPackage[]): void {
  const variantIds = [...plan.repriced, ...plan.costChanged, ...plan.withdrawn, ...plan.unchanged].map(({ variant }) => variant.id);
  expect(variantIds.sort()).toEqual(current.map((variant) => variant.id).sort());
  const packageIds = [
    ...plan.added.map((added) => added.supplierPackageId),
    ...[...plan.repriced, ...plan.costChanged].map((update) => update.supplierPackageId),
    ...plan.unchanged.flatMap((entry) => (entry.package ? [entry.package.packageId] : [])),
    ...plan.unmatched.map((entry) => entry.packageId),
  ];
  expect(packageIds.sort()).toEqual(packages.map((supplied) => supplied.packageId).sort());
}

const bucketSizes = (plan: SyncPlan) =>
  Object.fromEntries(Object.entries(plan).map(([bucket, entries]) => [bucket, (entries as unknown[]).length]));

describe('planSync after a price list change', () => {
  const yesterday = [
    pkg('fr-5', 'FR', 5, 30, 500),
    pkg('de-1', 'DE', 1, 7, 200),
    pkg('it-3', 'IT', 3, 15, 300, { recommendedRetail: usd(600) }),
    pkg('es-10', 'ES', 10, 30, 1000),
    pkg('jp-5', 'JP', 5, 30, 700),
  ];
  const current = yesterday.map((supplied, index) => syncedFrom(supplied, `v${index + 1}`));
  const today = [
    pkg('fr-5', 'FR', 5, 30, 650), // cost up
    // de-1 withdrawn by the supplier
    pkg('it-3', 'IT', 3, 15, 300, { recommendedRetail: usd(900) }), // recommended retail raised
    pkg('es-10', 'ES', 10, 30, 1001), // cost up a cent: the charm price absorbs it
    pkg('jp-5', 'JP', 5, 30, 700),
    pkg('pt-5', 'PT', 5, 30, 500), // new
    pkg('aq-1', 'AQ', 1, 7, 300), // a country the shop does not sell
  ];
  const plan = planSync(current, today, RULES, RATES, OPTIONS);

  it('sorts every variant and package into its bucket', () => {
    expect(bucketSizes(plan)).toEqual({ added: 1, repriced: 2, costChanged: 1, withdrawn: 1, unchanged: 1, unmatched: 1 });
    expectAccounted(plan, current, today);
  });

  it('reprices a plan whose cost went up, and stores the new cost', () => {
    const france = plan.repriced.find((update) => update.variant.id === 'v1');
    expect(france).toMatchObject({
      supplierPackageId: 'fr-5',
      wholesaleCost: usd(650),
      // USD 6.50 × 1.35 = 8.775 → 8.99; EUR 5.85 × 1.35 = 7.8975 → 7.99 (yesterday 6.99 and 6.49)
      prices: { USD: 899, EUR: 799 },
      changes: { prices: ['EUR', 'USD'], cost: true, packageId: false },
    });
    expect(france?.variant.prices).toEqual({ USD: 699, EUR: 649 });
    expect(france?.explanation.perCurrency['USD']?.decidedBy).toBe('margin');
  });

  it('raises a price to the new recommended retail', () => {
    const italy = plan.repriced.find((update) => update.variant.id === 'v3');
    expect(italy).toMatchObject({ prices: { USD: 949, EUR: 849 }, changes: { prices: ['EUR', 'USD'], cost: false, packageId: false } });
    expect(italy?.explanation.perCurrency['USD']).toMatchObject({ recommendedRetailMinor: 900, decidedBy: 'recommendedRetail' });
  });

  it('keeps the prices when a cost change stays inside the charm step, and records the cost', () => {
    expect(plan.costChanged).toEqual([
      expect.objectContaining({
        variant: current[3],
        wholesaleCost: usd(1001),
        prices: current[3]?.prices,
        changes: { prices: [], cost: true, packageId: false },
      }),
    ]);
  });

  it('disables the plan whose package is gone, never deletes it', () => {
    expect(plan.withdrawn).toEqual([
      { variant: current[1], reason: 'package-gone', message: 'The supplier no longer lists package "de-1"' },
    ]);
  });

  it("adds a new package as a draft variant of its destination, with the seed's SKU", () => {
    expect(plan.added).toEqual([
      expect.objectContaining({
        sku: 'PT-5GB-30D',
        destinationCode: 'pt',
        dataCode: '5gb',
        durationCode: '30d',
        supplierPackageId: 'pt-5',
        wholesaleCost: usd(500),
        prices: { EUR: 649, USD: 699 },
        enabled: false,
      }),
    ]);
    expect(plan.added[0]?.match).toMatchObject({ region: 'europe', planType: 'local' });
    expect(plan.added[0]?.package.networks).toEqual([{ country: 'PT', operator: 'Orange', speeds: ['4G', '5G'] }]);
    expect(planSync(current, today, RULES, RATES, { ...OPTIONS, publishNew: true }).added[0]?.enabled).toBe(true);
  });

  it('leaves an unchanged plan alone and lists the unmatched package with its reason', () => {
    expect(plan.unchanged).toEqual([{ variant: current[4], package: today[3] }]);
    expect(plan.unmatched).toEqual([
      { packageId: 'aq-1', title: 'AQ 1 GB 7 days', reason: 'unknown-country', message: 'The shop sells no local plan for AQ' },
    ]);
  });

  it('has nothing left to do once applied', () => {
    const after = applyPlan(current, plan);
    const again = planSync(after, today, RULES, RATES, OPTIONS);
    expect(bucketSizes(again)).toEqual({ added: 0, repriced: 0, costChanged: 0, withdrawn: 0, unchanged: 6, unmatched: 1 });
    // the withdrawn variant stays, disabled, with no package
    expect(again.unchanged.find((entry) => entry.variant.id === 'v2')).toEqual({
      variant: { ...current[1], enabled: false },
      package: undefined,
    });
    expect(again.unchanged.find((entry) => entry.variant.id === 'new-PT-5GB-30D')?.variant.enabled).toBe(false);
  });

  it("reprices when only today's exchange rate moved", () => {
    const moved = planSync(current, yesterday, RULES, { USD: 1, EUR: 1.2 }, OPTIONS);
    expect(moved.repriced.map((update) => update.changes.prices)).toEqual(current.map(() => ['EUR']));
  });

  it('gives the same plan for the same lists in any order', () => {
    const shuffledVariants = [...current.slice(2), ...current.slice(0, 2)].reverse();
    const shuffledPackages = [...today.slice(3), ...today.slice(0, 3)].reverse();
    expect(planSync(shuffledVariants, shuffledPackages, RULES, RATES, OPTIONS)).toEqual(plan);
  });
});

describe('planSync on the seeded catalogue', () => {
  const seeded = (sku: string, dataCode: string, durationCode: string, prices: Record<string, number>): SyncedVariant => ({
    id: `seed-${sku}`,
    sku,
    destinationCode: sku.split('-')[0]?.toLowerCase() ?? '',
    dataCode,
    durationCode,
    prices,
    enabled: true,
  });

  it('links a seeded variant to the package of its plan, and withdraws those no package sells', () => {
    const current = [
      seeded('FR-5GB-30D', '5gb', '30d', { EUR: 1249, USD: 1349 }),
      seeded('FR-1GB-7D', '1gb', '7d', { EUR: 399, USD: 449 }),
    ];
    const plan = planSync(current, [pkg('air-fr-5', 'FR', 5, 30, 500)], RULES, RATES, OPTIONS);
    expect(plan.repriced).toEqual([
      expect.objectContaining({
        variant: current[0],
        supplierPackageId: 'air-fr-5',
        prices: { EUR: 649, USD: 699 },
        changes: { prices: ['EUR', 'USD'], cost: true, packageId: true },
      }),
    ]);
    expect(plan.withdrawn).toEqual([{ variant: current[1], reason: 'no-package', message: 'No supplier package sells this plan' }]);
    // prices already right: only the link and the cost are new
    const linkOnly = planSync(
      [{ ...current[0]!, prices: { EUR: 649, USD: 699 } }],
      [pkg('air-fr-5', 'FR', 5, 30, 500)],
      RULES,
      RATES,
      OPTIONS,
    );
    expect(linkOnly.costChanged[0]?.changes).toEqual({ prices: [], cost: true, packageId: true });
  });

  it('matches a regional package to its regional product', () => {
    const europe = destinations.find((destination) => destination.code === 'eu')?.coverage.map((code) => code.toUpperCase()) ?? [];
    const plan = planSync([], [pkg('eu-10', 'FR', 10, 30, 1500, { countries: europe, region: 'europe' })], RULES, RATES, OPTIONS);
    expect(plan.added[0]).toMatchObject({ sku: 'EU-10GB-30D', destinationCode: 'eu', match: { planType: 'regional', region: 'europe' } });
  });
});

describe('planSync with a supplier that contradicts itself', () => {
  it('gives a plan to the cheapest of two packages, and keeps a linked one against a cheaper twin', () => {
    const twins = [pkg('fr-a', 'FR', 5, 30, 500), pkg('fr-b', 'FR', 5, 30, 450)];
    const fresh = planSync([], twins, RULES, RATES, OPTIONS);
    expect(fresh.added.map((added) => added.supplierPackageId)).toEqual(['fr-b']);
    expect(fresh.unmatched).toEqual([
      expect.objectContaining({
        packageId: 'fr-a',
        reason: 'duplicate-plan',
        message: 'Package "fr-b" supplies FR-5GB-30D (it is the cheapest)',
      }),
    ]);
    const linked = [syncedFrom(twins[0]!, 'v1')];
    const kept = planSync(linked, twins, RULES, RATES, OPTIONS);
    expect(kept.unchanged).toEqual([{ variant: linked[0], package: twins[0] }]);
    expect(kept.unmatched).toEqual([
      expect.objectContaining({
        packageId: 'fr-b',
        reason: 'duplicate-plan',
        message: 'Package "fr-a" supplies FR-5GB-30D (it already supplies that variant)',
      }),
    ]);
  });

  it('trusts neither copy of a package id listed twice', () => {
    const copies = [pkg('fr-5', 'FR', 5, 30, 500), pkg('fr-5', 'FR', 5, 30, 5)];
    const plan = planSync([syncedFrom(copies[0]!, 'v1')], copies, RULES, RATES, OPTIONS);
    expect(plan.unmatched.map((entry) => entry.reason)).toEqual(['duplicate-package-id', 'duplicate-package-id']);
    expect(plan.withdrawn).toEqual([expect.objectContaining({ reason: 'package-unmatched' })]);
  });

  it('moves a package that changed its plan to the new plan and withdraws the old variant', () => {
    const before = pkg('fr-x', 'FR', 5, 30, 500);
    const current = [syncedFrom(before, 'v1')];
    const plan = planSync(current, [{ ...before, dataMb: 10 * GB }], RULES, RATES, OPTIONS);
    expect(plan.withdrawn).toEqual([
      { variant: current[0], reason: 'plan-changed', message: 'Package "fr-x" is now FR-10GB-30D, another plan than this variant\'s' },
    ]);
    expect(plan.added.map((added) => added.sku)).toEqual(['FR-10GB-30D']);
  });

  it('withdraws the second of two variants linked to one package', () => {
    const supplied = pkg('fr-5', 'FR', 5, 30, 500);
    const current = [syncedFrom(supplied, 'v1'), syncedFrom(supplied, 'v2')];
    const plan = planSync(current, [supplied], RULES, RATES, OPTIONS);
    expect(plan.unchanged.map((entry) => entry.variant.id)).toEqual(['v1']);
    expect(plan.withdrawn).toEqual([expect.objectContaining({ variant: current[1], reason: 'package-taken' })]);
  });

  it("lists a package priced in a currency without a rate, and refuses to price without a shop currency's rate", () => {
    const pounds = pkg('gb-5', 'GB', 5, 30, 500, { wholesaleCost: { amountMinor: 500, currency: 'GBP' } });
    expect(planSync([], [pounds], RULES, RATES, OPTIONS).unmatched).toEqual([
      expect.objectContaining({
        packageId: 'gb-5',
        reason: 'no-exchange-rate',
        message: 'No exchange rate for GBP, the currency it is priced in',
      }),
    ]);
    expect(planSync([], [pounds], RULES, { ...RATES, GBP: 0.8 }, OPTIONS).added).toHaveLength(1);
    expect(() => planSync([], [pounds], RULES, { USD: 1 }, OPTIONS)).toThrow(MissingExchangeRateError);
  });

  it('lists a garbled package as unmatched instead of throwing', () => {
    const garbled = { ...pkg('fr-5', 'FR', 5, 30, 500), countries: null } as unknown as SupplierPackage;
    expect(planSync([], [garbled], RULES, RATES, OPTIONS).unmatched).toEqual([expect.objectContaining({ reason: 'invalid-package' })]);
  });

  it('leaves a disabled variant alone when its package is gone, and never enables one', () => {
    const gone = syncedFrom(pkg('fr-5', 'FR', 5, 30, 500), 'v1', { enabled: false });
    const draft = syncedFrom(pkg('de-5', 'DE', 5, 30, 500), 'v2', { enabled: false });
    const plan = planSync([gone, draft], [pkg('de-5', 'DE', 5, 30, 800)], RULES, RATES, OPTIONS);
    expect(plan.withdrawn).toEqual([]);
    expect(plan.unchanged).toEqual([{ variant: gone, package: undefined }]);
    expect(plan.repriced.map((update) => [update.variant.id, update.variant.enabled])).toEqual([['v2', false]]);
  });
});

describe('planSync at the size of a real supplier list', () => {
  it('plans 3,000 packages against 3,000 variants', () => {
    const local = destinations
      .filter((destination) => destination.coverage.length === 0)
      .map((destination) => destination.code.toUpperCase());
    const slots = local.flatMap((country) => [1, 3, 5, 10, 20].flatMap((gb) => [7, 15, 30].map((days) => ({ country, gb, days }))));
    expect(slots.length).toBeGreaterThanOrEqual(3_300);
    const cost = (i: number) => 300 + ((i * 37) % 2000);

    const yesterday = slots.slice(0, 3_000).map(({ country, gb, days }, i) => pkg(`p${i}`, country, gb, days, cost(i)));
    // 2,700 variants sell yesterday's first packages; 300 more sell packages the supplier has dropped
    const current = [
      ...yesterday.slice(0, 2_700).map((supplied, i) => syncedFrom(supplied, `v${i}`)),
      ...slots.slice(3_000, 3_300).map(({ country, gb, days }, i) => syncedFrom(pkg(`gone${i}`, country, gb, days, cost(i)), `w${i}`)),
    ];
    // today: the first 900 cost 30 % more, the last 300 are new, and 10 are for a country not sold
    const today = [
      ...yesterday.map((supplied, i) => (i < 900 ? { ...supplied, wholesaleCost: usd(Math.round(cost(i) * 1.3)) } : supplied)),
      ...Array.from({ length: 10 }, (_, i) => pkg(`aq${i}`, 'AQ', 1, 7 + i, 300)),
    ];
    expect(current).toHaveLength(3_000);
    expect(today).toHaveLength(3_010);

    const plan = planSync(current, today, RULES, RATES, OPTIONS);
    expect(bucketSizes(plan)).toEqual({ added: 300, repriced: 900, costChanged: 0, withdrawn: 300, unchanged: 1_800, unmatched: 10 });
    expectAccounted(plan, current, today);
    expect(plan.withdrawn.every((entry) => entry.reason === 'package-gone')).toBe(true);
    expect(plan.added.every((added) => !added.enabled)).toBe(true);
  });
});
