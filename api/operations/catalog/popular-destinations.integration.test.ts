import { setTimeout as sleep } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { admin } from '../../test-support/account-customer';
import { realShopClient } from '../../test-support/clients';
import { bootstrap } from '../bootstrap';
import { getCategoryTree } from './category-tree';
import { getPopularDestinations } from './popular-destinations';

/*
 * The home page's popular destinations are the `popular` collection (backend/seed/collections.json),
 * whose "Products in the order listed" filter staff arrange in the dashboard. Editing it here goes
 * through the Admin API mutation the dashboard's collection page sends.
 */

const SEEDED_ORDER = ['us', 'jp', 'fr', 'es', 'it', 'gb', 'th', 'tr', 'mx', 'kr', 'gr', 'ae', 'eu', 'asia', 'north-america'];

interface AdminFilter {
  code: string;
  args: Array<{ name: string; value: string }>;
}

async function popularCollection(): Promise<{ id: string; filters: AdminFilter[] }> {
  const { collection } = await admin<{ collection: { id: string; filters: AdminFilter[] } | null }>(
    'query { collection(slug: "popular") { id filters { code args { name value } } } }',
  );
  if (!collection) throw new Error('the popular collection is seeded');
  return collection;
}

async function setPopularProducts(id: string, productIds: string[]): Promise<void> {
  await admin('mutation ($input: UpdateCollectionInput!) { updateCollection(input: $input) { id } }', {
    input: {
      id,
      filters: [
        {
          code: 'ordered-products-filter',
          arguments: [
            { name: 'productIds', value: JSON.stringify(productIds) },
            { name: 'combineWithAnd', value: 'true' },
          ],
        },
      ],
    },
  });
}

/** Polls until `read` satisfies `done`: the collection's contents follow a staff edit through a job and the search index. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await sleep(250);
  }
}

const flagsOf = (items: Array<{ flagCode: string }>) => items.map((item) => item.flagCode);

describe('getPopularDestinations', () => {
  it('answers the seeded popular plans in the order staff keep, local and regional, in the asked language', async () => {
    const english = await getPopularDestinations(realShopClient({ locale: 'en' }));
    expect(english.map((item) => item.slug).slice(0, 3)).toEqual(['united-states', 'japan', 'france']);
    expect(english.map((item) => item.planType)).toEqual([...Array<string>(12).fill('local'), 'regional', 'regional', 'regional']);
    for (const item of english) {
      expect(item.fromPrice.amount).toBeGreaterThan(0);
      expect(item.fromPrice.currency).toBe('EUR');
    }
    const german = await getPopularDestinations(realShopClient({ locale: 'de', currency: 'USD' }));
    expect(german.map((item) => item.name).slice(0, 3)).toEqual(['Vereinigte Staaten eSIM', 'Japan eSIM', 'Frankreich eSIM']);
    expect(german[0]?.fromPrice.currency).toBe('USD');
  });

  it('is a shelf, not a category: neither the menu nor the category tree lists it', async () => {
    const client = realShopClient();
    expect((await bootstrap(client)).menuItems.map((item) => item.slug)).not.toContain('popular');
    expect((await getCategoryTree(client)).map((node) => node.slug)).not.toContain('popular');
  });

  it('follows a staff edit: the new order at once, an added and a removed plan once the collection is applied', async () => {
    const client = realShopClient();
    const collection = await popularCollection();
    const seeded = collection.filters.find((filter) => filter.code === 'ordered-products-filter');
    const seededIds = JSON.parse(seeded?.args.find((arg) => arg.name === 'productIds')?.value ?? '[]') as string[];
    expect(seededIds).toHaveLength(SEEDED_ORDER.length);
    const { products } = await admin<{ products: { items: Array<{ id: string }> } }>(
      'query { products(options: { filter: { slug: { eq: "portugal" } } }) { items { id } } }',
    );
    const portugal = products.items[0]?.id;
    if (!portugal) throw new Error('Portugal is sold');
    try {
      // Greece first, Mexico out, Portugal in at the end.
      const greece = seededIds[SEEDED_ORDER.indexOf('gr')];
      const mexico = seededIds[SEEDED_ORDER.indexOf('mx')];
      const edited = [greece, ...seededIds.filter((id) => id !== greece && id !== mexico), portugal].filter((id) => id !== undefined);
      await setPopularProducts(collection.id, edited);
      const expected = ['gr', ...SEEDED_ORDER.filter((code) => code !== 'gr' && code !== 'mx'), 'pt'];
      const after = await eventually(
        () => getPopularDestinations(client),
        (items) => flagsOf(items).join() === expected.join(),
      );
      expect(flagsOf(after)).toEqual(expected);
    } finally {
      await setPopularProducts(collection.id, seededIds);
      const restored = await eventually(
        () => getPopularDestinations(client),
        (items) => flagsOf(items).join() === SEEDED_ORDER.join(),
      );
      expect(flagsOf(restored)).toEqual(SEEDED_ORDER);
    }
  });
});
