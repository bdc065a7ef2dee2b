import { describe, expect, it } from 'vitest';

import { infoRowValue, packageInfo, withInfoRows } from '../src/plugins/catalogue-sync/info-rows';
import { dataOptionNamesOf, durationOptionNamesOf } from '../src/plugins/catalogue-sync/option-texts';
import { DEFAULT_PRICING_RULES } from '../src/plugins/catalogue-sync/pricing-rules';
import { fingerprintOf, hasChanges, previewOf, syncWorkOf, type SyncInputs } from '../src/plugins/catalogue-sync/sync-preview';
import type { SupplierPackage } from '../src/plugins/esim-delivery/esim-supplier';
import { buildDescriptionHtml } from '../src/seed/description';
import { loadSeedData } from '../src/seed/load-seed-data';

const description = buildDescriptionHtml({
  intro: 'Stay online in France.',
  rows: {
    speed: { label: 'Speed:', value: '4G/5G' },
    'calls-sms': { label: 'Calls & SMS:', value: 'Data only' },
    'roaming-network': { label: 'Roaming network:', value: 'Orange, SFR, and Bouygues Telecom' },
    activation: { label: 'Activation:', value: 'On arrival' },
    'compatible-devices': { label: 'Compatible devices:', value: 'eSIM phones' },
    coverage: { label: 'Coverage:', value: 'France' },
  },
});

function pkg(packageId: string, costMinor: number, networks: SupplierPackage['networks']): SupplierPackage {
  return {
    packageId,
    title: packageId,
    countries: ['FR'],
    dataMb: 5 * 1024,
    validityDays: 30,
    wholesaleCost: { amountMinor: costMinor, currency: 'USD' },
    networks,
  };
}

describe('the info rows a product takes from its packages', () => {
  it('lists the most widespread operators first, and every speed slowest first', () => {
    expect(
      packageInfo([
        { networks: [{ country: 'FR', operator: 'Free', speeds: ['5G', '4G'] }] },
        {
          networks: [
            { country: 'FR', operator: 'Orange', speeds: ['4G/5G'] },
            { country: 'FR', operator: 'Free', speeds: ['3G'] },
          ],
        },
      ]),
    ).toEqual({ speed: '3G/4G/5G', networks: ['Free', 'Orange'] });
    expect(packageInfo([{ networks: [] }])).toBeUndefined();
  });

  it("rewrites only the two rows' values, escaped, and nothing when they are right", () => {
    const next = withInfoRows(description, { speed: '5G', 'roaming-network': 'Orange & Free' });
    expect(next).toContain('<li data-row="speed"><strong>Speed:</strong> 5G</li>');
    expect(next).toContain('<li data-row="roaming-network"><strong>Roaming network:</strong> Orange &amp; Free</li>');
    expect(next?.replace(/<li data-row="(speed|roaming-network)">.*?<\/li>/g, '')).toBe(
      description.replace(/<li data-row="(speed|roaming-network)">.*?<\/li>/g, ''),
    );
    expect(infoRowValue(next ?? '', 'roaming-network')).toBe('Orange & Free');
    expect(withInfoRows(description, { speed: '4G/5G', 'roaming-network': 'Orange, SFR, and Bouygues Telecom' })).toBeUndefined();
    expect(withInfoRows('<p>Staff removed the rows</p>', { speed: '5G', 'roaming-network': 'Free' })).toBeUndefined();
  });
});

describe('the preview of a sync', () => {
  const inputs: SyncInputs = {
    supplier: 'test',
    variants: [
      {
        id: '1',
        sku: 'FR-5GB-30D',
        destinationCode: 'fr',
        dataCode: '5gb',
        durationCode: '30d',
        prices: { EUR: 1249, USD: 1349 },
        enabled: true,
      },
    ],
    packages: [
      pkg('fr-5', 500, [
        { country: 'FR', operator: 'Orange', speeds: ['5G'] },
        { country: 'FR', operator: 'Free', speeds: ['4G'] },
      ]),
    ],
    destinations: [{ code: 'fr', region: 'europe', coverage: [] }],
    products: [{ id: '10', destinationCode: 'fr', descriptions: { en: description, fr: description } }],
    rules: DEFAULT_PRICING_RULES,
    rates: { EUR: 0.9, USD: 1 },
    publishNew: false,
  };

  it('shows old and new prices, the deciding rule, and the info rows in English', () => {
    const preview = previewOf(syncWorkOf(inputs), inputs, 'p1', new Date('2026-12-01T04:00:00Z'));
    expect(preview.entries).toEqual([
      {
        bucket: 'repriced',
        sku: 'FR-5GB-30D',
        variantId: '1',
        packageId: 'fr-5',
        title: 'fr-5',
        enabledAfter: true,
        prices: [
          { currencyCode: 'EUR', before: 1249, after: 649, decidedBy: 'margin' },
          { currencyCode: 'USD', before: 1349, after: 699, decidedBy: 'margin' },
        ],
        costBefore: null,
        costAfter: { amountMinor: 500, currency: 'USD' },
        rule: 'Default margin: 35 %',
        reason: null,
        message: 'Linked to package "fr-5"; Wholesale cost changes',
      },
    ]);
    expect(preview.infoChanges).toEqual([
      {
        productId: '10',
        destinationCode: 'fr',
        speedBefore: '4G/5G',
        speedAfter: '4G/5G',
        networksBefore: 'Orange, SFR, and Bouygues Telecom',
        networksAfter: 'Orange and Free',
      },
    ]);
    expect(hasChanges(preview.counts)).toBe(true);
    // the French description is rewritten in French
    expect(syncWorkOf(inputs).infoChanges[0]?.descriptions.fr).toContain('Orange et Free');
  });

  it('fingerprints the inputs whatever their order, and changes with any of them', () => {
    const base = fingerprintOf(inputs);
    const second = pkg('fr-5b', 700, []);
    const withSecond = { ...inputs, packages: [...inputs.packages, second] };
    expect(fingerprintOf({ ...withSecond, packages: [...withSecond.packages].reverse() })).toBe(fingerprintOf(withSecond));
    expect(fingerprintOf(withSecond)).not.toBe(base);
    expect(fingerprintOf({ ...inputs, rates: { EUR: 0.91, USD: 1 } })).not.toBe(base);
    expect(fingerprintOf({ ...inputs, variants: [{ ...inputs.variants[0]!, enabled: false }] })).not.toBe(base);
  });
});

describe('the names of options the seed never made', () => {
  const { texts } = loadSeedData();

  it('names megabytes, unlimited data and any number of days in the 8 languages', () => {
    expect(dataOptionNamesOf('500mb', texts.optionNames.data)).toMatchObject({ en: '500 MB', fr: '500 Mo', ja: '500MB' });
    expect(dataOptionNamesOf('2gb', texts.optionNames.data)).toMatchObject({ en: '2 GB', fr: '2 Go' });
    expect(dataOptionNamesOf('unlimited', texts.optionNames.data)).toMatchObject({ en: 'Unlimited', de: 'Unbegrenzt' });
    expect(durationOptionNamesOf('1d', texts.optionNames.duration)).toMatchObject({ en: '1 day', fr: '1 jour' });
    expect(() => dataOptionNamesOf('lots', texts.optionNames.data)).toThrow();
  });
});
