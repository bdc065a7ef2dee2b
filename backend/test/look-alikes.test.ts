import { describe, expect, it } from 'vitest';

import { CatalogDirectory } from '../src/plugins/catalog/matching/catalog-directory';
import { soldCountryCodes } from '../src/seed/destination-list';
import { destinationRecords, seededCatalogue } from './support/catalogue';

const { data } = seededCatalogue();
const records = destinationRecords();
const directory = new CatalogDirectory(records, data.lookAlikes.groups, 'en');

function productId(flagCode: string): string {
  const record = records.find((r) => r.flagCode === flagCode);
  if (!record) throw new Error(`no record for ${flagCode}`);
  return record.productId;
}

describe('look-alike groups', () => {
  it('name only sold destinations', () => {
    const sold = new Set(soldCountryCodes(data));
    for (const group of data.lookAlikes.groups) {
      for (const code of group.codes) expect(sold.has(code), `${group.reason}: ${code}`).toBe(true);
    }
  });

  it('cover the confusions travellers make most', () => {
    const pairs = data.lookAlikes.groups.map((group) => [...group.codes].sort().join('/'));
    for (const pair of ['at/au', 'ne/ng', 'dm/do', 'cd/cg', 'si/sk', 'ie/is', 'sd/ss', 'ml/mw', 'gm/zm', 'iq/ir', 'lt/lv']) {
      expect(pairs, pair).toContain(pair);
    }
    expect(pairs).toContain('gn/gq/gw/pg');
  });

  it('link the other members in the shopper language', () => {
    expect(directory.lookAlikesOf(productId('at'), 'de')).toEqual([{ code: 'au', name: 'Australien', slug: 'australien' }]);
    expect(directory.lookAlikesOf(productId('gn'), 'en').map((d) => d.code)).toEqual(['gw', 'gq', 'pg']);
    expect(directory.lookAlikesOf(productId('gw'), 'fr').map((d) => d.name)).toEqual([
      'Guinée',
      'Guinée équatoriale',
      'Papouasie-Nouvelle-Guinée',
    ]);
  });

  it('show a one-way guard only where it is asked for (Georgia the country, not the United States)', () => {
    expect(directory.lookAlikesOf(productId('ge'), 'en')).toEqual([{ code: 'us', name: 'United States', slug: 'united-states' }]);
    expect(directory.lookAlikesOf(productId('us'), 'en')).toEqual([]);
  });

  it('are empty for destinations nobody confuses and for regional plans', () => {
    expect(directory.lookAlikesOf(productId('jp'), 'en')).toEqual([]);
    expect(directory.lookAlikesOf(productId('eu'), 'en')).toEqual([]);
    expect(directory.lookAlikesOf('no-such-product', 'en')).toEqual([]);
  });
});

describe('coverage of a product', () => {
  it('lists a regional plan’s destinations alphabetically in the shopper language, linked to their plans', () => {
    const coverage = directory.coverageOf(productId('north-america'), 'es');
    expect(coverage).toEqual([
      { code: 'ca', name: 'Canadá', slug: 'canada' },
      { code: 'us', name: 'Estados Unidos', slug: 'estados-unidos' },
      { code: 'mx', name: 'México', slug: 'mexico' },
    ]);
    expect(directory.coverageOf(productId('eu'), 'ja').map((d) => d.slug)).toContain('germany');
  });

  it('prefers the coverage codes of the product at hand over the snapshot', () => {
    expect(directory.coverageOf(productId('north-america'), 'en', ['us']).map((d) => d.code)).toEqual(['us']);
  });

  it('is empty for a local plan', () => {
    expect(directory.coverageOf(productId('fr'), 'en')).toEqual([]);
  });

  it('names a destination that is not sold on its own by CLDR, without a link', () => {
    expect(directory.destination('aq', 'fr')).toEqual({ code: 'aq', name: 'Antarctique', slug: null });
  });
});
