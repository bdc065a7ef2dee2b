import { randomUUID } from 'node:crypto';

import { beforeAll, describe, expect, inject, it } from 'vitest';

import { adminClient, type AdminClient } from './support/admin-orders.mjs';

/*
 * The published version in the running backend (issue 17, plugins/published-version): what the
 * storefronts poll to know their cached pages went stale. It changes after staff change a product,
 * content or a review's moderation, through the Admin API as the dashboard does, and not after a
 * shopper's own doings (an order, a review waiting for moderation).
 */

const backendUrl = inject('shopApiUrl').replace(/\/shop-api$/, '');
/** The backend publishes about 300 ms after a change, once the search index has followed; on a busy machine, more. */
const PUBLISH_DEADLINE_MS = 15_000;

let admin: AdminClient;

async function publishedVersion(): Promise<string> {
  const response = await fetch(`${backendUrl}/published-version`);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { version: unknown };
  expect(typeof body.version).toBe('string');
  return body.version as string;
}

/** Polls until the version is no longer `before` (bounded); answers the new one. */
async function versionAfter(before: string): Promise<string> {
  let current = before;
  await expect
    .poll(
      async () => {
        current = await publishedVersion();
        return current;
      },
      { timeout: PUBLISH_DEADLINE_MS, interval: 150 },
    )
    .not.toBe(before);
  return current;
}

beforeAll(async () => {
  admin = await adminClient(backendUrl);
});

describe('the published version', () => {
  it('changes when staff rename a product, and the search index already has the new name', { timeout: 30_000 }, async () => {
    const { products } = await admin.request<{ products: { items: Array<{ id: string; name: string }> } }>(
      '{ products(options: { filter: { slug: { eq: "liechtenstein" } } }) { items { id name } } }',
    );
    const product = products.items[0];
    expect(product).toBeTruthy();
    const before = await publishedVersion();
    // Renamed as staff name every plan ("<destination> eSIM"); shoppers search the destination.
    const destination = `Liechtenstein ${randomUUID().slice(0, 6)}`;
    const renamed = `${destination} eSIM`;
    await admin.request('mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }', {
      input: { id: product?.id, translations: [{ languageCode: 'en', name: renamed }] },
    });
    await versionAfter(before);
    // Listings read the search index and the listing's term the catalogue index: by the time the
    // version changed, both answer the new name.
    const search = await fetch(`${backendUrl}/shop-api?languageCode=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `{ search(input: { term: "${destination}", groupByProduct: true, take: 5 }) { items { productName } } }`,
      }),
    });
    const found = ((await search.json()) as { data: { search: { items: Array<{ productName: string }> } } }).data.search.items;
    expect(found.map((item) => item.productName)).toContain(renamed);
    await admin.request('mutation ($input: UpdateProductInput!) { updateProduct(input: $input) { id } }', {
      input: { id: product?.id, translations: [{ languageCode: 'en', name: product?.name }] },
    });
  });

  it('changes when staff add content, and again when they delete it', { timeout: 40_000 }, async () => {
    const { faqCategories } = await admin.request<{ faqCategories: { items: Array<{ id: string }> } }>(
      '{ faqCategories(options: { take: 1 }) { items { id } } }',
    );
    const before = await publishedVersion();
    const { createFaq } = await admin.request<{ createFaq: { id: string } }>(
      'mutation ($input: CreateFaqInput!) { createFaq(input: $input) { id } }',
      {
        input: {
          key: `published-${randomUUID().slice(0, 8)}`,
          position: 999,
          categoryId: faqCategories.items[0]?.id,
          translations: [{ languageCode: 'en', question: 'Does the shop cache its pages?', answer: 'Yes, until staff change them.' }],
        },
      },
    );
    const created = await versionAfter(before);
    await admin.request('mutation ($id: ID!) { deleteFaq(id: $id) { result } }', { id: createFaq.id });
    await versionAfter(created);
  });
});
