import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildAll } from '../../scripts/lib/build.mjs';
import { startBackend, temporaryDataDir } from '../../scripts/lib/shop.mjs';
import { DEFAULT_PRICING_RULES, priceOf, type ExchangeRates } from '../src/plugins/catalogue-sync/pricing-rules';
import { SandboxEsimSupplier } from '../src/plugins/esim-delivery/sandbox-esim-supplier';
import type { SupplierPackage } from '../src/plugins/esim-delivery/esim-supplier';
import { adminClient, type AdminClient } from './support/admin-orders.mjs';

/*
 * The catalogue sync (issue 32, point 3) against a real backend of its own (fresh SQLite in a
 * temporary folder, port 3801 unless CATALOGUE_SYNC_TEST_BACKEND_PORT says otherwise) and the
 * sandbox supplier, whose price list the test changes through `POST /esim-sandbox/packages`.
 */

const PORT = Number(process.env['CATALOGUE_SYNC_TEST_BACKEND_PORT'] ?? 3801);
/** The seed's fixed table (pricing.json: 1 EUR = 1.08 USD) as units per US dollar: the default rates. */
const RATES: ExchangeRates = { EUR: 1 / 1.08, USD: 1 };

let backend: Awaited<ReturnType<typeof startBackend>>;
let data: Awaited<ReturnType<typeof temporaryDataDir>>;
let admin: AdminClient;

beforeAll(async () => {
  if (!(await buildAll({ only: ['backend'] }))) throw new Error('The backend did not build');
  data = await temporaryDataDir();
  backend = await startBackend({
    dir: data.dir,
    port: PORT,
    storefrontOrigin: 'http://127.0.0.1:1',
    log: process.env['CATALOGUE_SYNC_TEST_LOG'] === '1',
    env: { ESIM_SANDBOX_TEST_CONTROLS: 'true' },
  });
  admin = await adminClient(backend.url);
}, 300_000);

afterAll(async () => {
  await backend?.stop();
  await data?.remove();
});

interface Money {
  amountMinor: number;
  currencyCode: string;
}
interface Entry {
  bucket: string;
  sku: string | null;
  variantId: string | null;
  packageId: string | null;
  enabledAfter: boolean | null;
  prices: Array<{ currencyCode: string; before: number | null; after: number | null; decidedBy: string | null }>;
  costBefore: Money | null;
  costAfter: Money | null;
  rule: string | null;
  reason: string | null;
  message: string | null;
}
interface Counts {
  added: number;
  repriced: number;
  costChanged: number;
  withdrawn: number;
  unchanged: number;
  unmatched: number;
  infoChanged: number;
}
interface Preview {
  __typename: 'CatalogueSyncPreview';
  id: string;
  supplier: string;
  hasChanges: boolean;
  counts: Counts;
  entries: Entry[];
  infoChanges: Array<{
    destinationCode: string;
    speedBefore: string | null;
    speedAfter: string;
    networksBefore: string | null;
    networksAfter: string;
  }>;
}
type SyncError = { __typename: 'CatalogueSyncError'; reason: string; message: string };

const PREVIEW = `
  mutation {
    catalogueSyncPreview {
      __typename
      ... on CatalogueSyncPreview {
        id supplier hasChanges
        counts { added repriced costChanged withdrawn unchanged unmatched infoChanged }
        entries {
          bucket sku variantId packageId enabledAfter rule reason message
          prices { currencyCode before after decidedBy }
          costBefore { amountMinor currencyCode }
          costAfter { amountMinor currencyCode }
        }
        infoChanges { destinationCode speedBefore speedAfter networksBefore networksAfter }
      }
      ... on CatalogueSyncError { reason message }
    }
  }`;

async function preview(): Promise<Preview> {
  const { catalogueSyncPreview } = await admin.request<{ catalogueSyncPreview: Preview | SyncError }>(PREVIEW);
  if (catalogueSyncPreview.__typename !== 'CatalogueSyncPreview') throw new Error(`Preview failed: ${catalogueSyncPreview.message}`);
  return catalogueSyncPreview;
}

async function apply(previewId: string) {
  const { applyCatalogueSync } = await admin.request<{ applyCatalogueSync: { __typename: string; counts?: Counts; reason?: string } }>(
    `mutation ($id: String!) {
      applyCatalogueSync(previewId: $id) {
        __typename
        ... on CatalogueSyncApplied { counts { added repriced costChanged withdrawn unchanged unmatched infoChanged } }
        ... on CatalogueSyncError { reason message }
      }
    }`,
    { id: previewId },
  );
  return applyCatalogueSync;
}

async function changePackages(body: unknown): Promise<void> {
  const response = await fetch(`${backend.url}/esim-sandbox/packages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(204);
}

interface AdminVariant {
  id: string;
  sku: string;
  enabled: boolean;
  prices: Array<{ currencyCode: string; price: number }>;
  options: Array<{ code: string }>;
  customFields: { supplierPackageId: string | null; wholesaleCostMinor: number | null; wholesaleCurrency: string | null };
}

async function variant(sku: string): Promise<AdminVariant | undefined> {
  const { productVariants } = await admin.request<{ productVariants: { items: AdminVariant[] } }>(
    `query ($sku: String!) {
      productVariants(options: { filter: { sku: { eq: $sku } }, take: 1 }) {
        items { id sku enabled prices { currencyCode price } options { code } customFields { supplierPackageId wholesaleCostMinor wholesaleCurrency } }
      }
    }`,
    { sku },
  );
  return productVariants.items[0];
}

const priceMap = (prices: AdminVariant['prices']) => Object.fromEntries(prices.map(({ currencyCode, price }) => [currencyCode, price]));
const entryOf = (plan: Preview, sku: string) => plan.entries.find((entry) => entry.sku === sku);

const seeded = new SandboxEsimSupplier({ failingSkus: [] }).seededPackages();
const seededPackage = (sku: string): SupplierPackage => {
  const found = seeded.find((pkg) => pkg.packageId === sku);
  if (!found) throw new Error(`${sku} is not a seeded package`);
  return found;
};

describe('the catalogue sync', () => {
  it('links every seeded variant to its sandbox package, keeping its prices', async () => {
    const first = await preview();
    expect(first.supplier).toBe('sandbox');
    expect(first.counts).toEqual({
      added: 0,
      repriced: 0,
      costChanged: seeded.length,
      withdrawn: 0,
      unchanged: 0,
      unmatched: 0,
      infoChanged: 0,
    });
    const france = entryOf(first, 'FR-1GB-7D');
    expect(france).toMatchObject({
      bucket: 'costChanged',
      packageId: 'FR-1GB-7D',
      enabledAfter: true,
      costBefore: null,
      costAfter: { amountMinor: Math.round(399 * 0.6), currencyCode: 'EUR' },
      rule: 'Small plans (rule 1): 50 %',
      message: 'Linked to package "FR-1GB-7D"; Wholesale cost changes',
    });
    // the seed's prices are the sandbox's recommended retail: the floor keeps them
    expect(france?.prices).toEqual([
      { currencyCode: 'EUR', before: 399, after: 399, decidedBy: 'recommendedRetail' },
      { currencyCode: 'USD', before: 449, after: 449, decidedBy: 'recommendedRetail' },
    ]);

    const applied = await apply(first.id);
    expect(applied).toMatchObject({ __typename: 'CatalogueSyncApplied', counts: first.counts });
    expect((await variant('FR-1GB-7D'))?.customFields).toEqual({
      supplierPackageId: 'FR-1GB-7D',
      wholesaleCostMinor: 239,
      wholesaleCurrency: 'EUR',
    });

    const again = await preview();
    expect(again.hasChanges).toBe(false);
    expect(again.counts.unchanged).toBe(seeded.length);
  }, 60_000); // two previews and an apply over every seeded variant: 13 s alone, over 20 s beside the story tests

  it('refuses a preview that is no longer pending, and one the price list moved under', async () => {
    const stale = await preview();
    await preview();
    expect(await apply(stale.id)).toMatchObject({ __typename: 'CatalogueSyncError', reason: 'PREVIEW_NOT_FOUND' });

    const outdated = await preview();
    await changePackages({ changes: { costs: { 'IT-1GB-7D': 9_999 } } });
    expect(await apply(outdated.id)).toMatchObject({ __typename: 'CatalogueSyncError', reason: 'PREVIEW_OUTDATED' });
    await changePackages({ packages: null });
  });

  it('lists every problem of pricing rules staff typed, and saves good ones', async () => {
    const update = (json: string) =>
      admin.request<{ updatePricingRules: { __typename: string; problems?: string[]; json?: string } }>(
        `mutation ($json: String!) {
          updatePricingRules(json: $json) {
            __typename
            ... on InvalidPricingRulesError { problems }
            ... on CatalogueSyncPricingRules { json }
          }
        }`,
        { json },
      );
    expect((await update('{ not json')).updatePricingRules).toMatchObject({ __typename: 'InvalidPricingRulesError' });
    const bad = await update(JSON.stringify({ currencies: ['EUR', 'usd'], defaultMarginPercent: -5, margins: [{ marginPercent: 10 }] }));
    expect(bad.updatePricingRules.__typename).toBe('InvalidPricingRulesError');
    expect(bad.updatePricingRules.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^currencies\.1: /),
        expect.stringMatching(/^defaultMarginPercent: /),
        expect.stringMatching(/^margins\.0: a margin rule needs a region, a size or both/),
      ]),
    );
    const missingUsd = await update(JSON.stringify({ ...DEFAULT_PRICING_RULES, currencies: ['EUR'] }));
    expect(missingUsd.updatePricingRules.problems).toEqual([
      'currencies: USD, a currency of the channel, is missing (its prices would not follow)',
    ]);
    const good = await update(JSON.stringify(DEFAULT_PRICING_RULES));
    expect(good.updatePricingRules.__typename).toBe('CatalogueSyncPricingRules');
    expect(JSON.parse(good.updatePricingRules.json ?? '')).toEqual(DEFAULT_PRICING_RULES);
  });

  it('reprices a dearer package, disables a withdrawn one, adds a new one as a draft and takes the networks of the packages', async () => {
    const newFranceCost = 1_500;
    const portugal: SupplierPackage = {
      packageId: 'sandbox-pt-2gb-10d',
      title: 'Portugal 2 GB 10 days',
      countries: ['PT'],
      dataMb: 2 * 1024,
      validityDays: 10,
      wholesaleCost: { amountMinor: 500, currency: 'USD' },
      networks: [{ country: 'PT', operator: 'MEO', speeds: ['5G'] }],
    };
    const franceSkus = seeded.filter((pkg) => pkg.packageId.startsWith('FR-')).map((pkg) => pkg.packageId);
    const franceNetworks = [
      { country: 'FR', operator: 'Orange', speeds: ['4G', '5G'] },
      { country: 'FR', operator: 'Free', speeds: ['4G'] },
    ];
    await changePackages({
      changes: {
        costs: { 'FR-5GB-30D': newFranceCost },
        withdrawn: ['DE-1GB-7D'],
        networks: Object.fromEntries(franceSkus.map((sku) => [sku, franceNetworks])),
        added: [portugal],
      },
    });

    const plan = await preview();
    expect(plan.counts).toMatchObject({ added: 1, repriced: 1, costChanged: 0, withdrawn: 1, unmatched: 0, infoChanged: 1 });

    const dearer = { ...seededPackage('FR-5GB-30D'), wholesaleCost: { amountMinor: newFranceCost, currency: 'EUR' } };
    const expected = priceOf(dearer, 'europe', DEFAULT_PRICING_RULES, RATES).prices;
    // EUR 15.00 × 1.35 = 20.25 → 20.49; USD 16.20 × 1.35 = 21.87 → 21.99: the margin beats the recommended 12.49
    expect(expected).toEqual({ EUR: 2049, USD: 2199 });
    expect(entryOf(plan, 'FR-5GB-30D')).toMatchObject({
      bucket: 'repriced',
      rule: 'Default margin: 35 %',
      costBefore: { amountMinor: Math.round(1249 * 0.6), currencyCode: 'EUR' },
      costAfter: { amountMinor: newFranceCost, currencyCode: 'EUR' },
      prices: [
        { currencyCode: 'EUR', before: 1249, after: 2049, decidedBy: 'margin' },
        { currencyCode: 'USD', before: 1349, after: 2199, decidedBy: 'margin' },
      ],
    });
    expect(entryOf(plan, 'DE-1GB-7D')).toMatchObject({
      bucket: 'withdrawn',
      enabledAfter: false,
      reason: 'package-gone',
      message: 'The supplier no longer lists package "DE-1GB-7D"',
    });
    const portugalPrices = priceOf(portugal, 'europe', DEFAULT_PRICING_RULES, RATES).prices;
    expect(entryOf(plan, 'PT-2GB-10D')).toMatchObject({
      bucket: 'added',
      packageId: 'sandbox-pt-2gb-10d',
      enabledAfter: false,
      costAfter: { amountMinor: 500, currencyCode: 'USD' },
      prices: [
        { currencyCode: 'EUR', before: null, after: portugalPrices['EUR'], decidedBy: 'margin' },
        { currencyCode: 'USD', before: null, after: portugalPrices['USD'], decidedBy: 'margin' },
      ],
    });
    expect(plan.infoChanges).toEqual([
      {
        destinationCode: 'fr',
        speedBefore: '4G/5G',
        speedAfter: '4G/5G',
        networksBefore: 'Orange, SFR, and Bouygues Telecom',
        networksAfter: 'Orange and Free',
      },
    ]);

    expect(await apply(plan.id)).toMatchObject({ __typename: 'CatalogueSyncApplied' });

    const france = await variant('FR-5GB-30D');
    expect(priceMap(france?.prices ?? [])).toEqual({ EUR: 2049, USD: 2199 });
    expect(france?.customFields).toMatchObject({ wholesaleCostMinor: newFranceCost, wholesaleCurrency: 'EUR' });
    expect((await variant('DE-1GB-7D'))?.enabled).toBe(false);
    const added = await variant('PT-2GB-10D');
    expect(added).toMatchObject({
      enabled: false,
      options: expect.arrayContaining([{ code: '2gb' }, { code: '10d' }]),
      customFields: { supplierPackageId: 'sandbox-pt-2gb-10d', wholesaleCostMinor: 500, wholesaleCurrency: 'USD' },
    });
    expect(priceMap(added?.prices ?? [])).toEqual(portugalPrices);

    const { product } = await admin.request<{ product: { description: string } }>(
      `query { product(slug: "france") { description } }`,
      {},
      { languageCode: 'fr' },
    );
    expect(product.description).toContain('<li data-row="roaming-network"><strong>');
    expect(product.description).toMatch(/Orange et Free<\/li>/);

    const settled = await preview();
    expect(settled.hasChanges).toBe(false);
    expect(settled.entries).toEqual([]);
  });
});
