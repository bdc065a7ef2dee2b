import { setTimeout as sleep } from 'node:timers/promises';

export interface SearchExpectation {
  collectionSlug: string;
  products: number;
}

async function countSearchResults(shopApiUrl: string, collectionSlug?: string): Promise<number> {
  const response = await fetch(shopApiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($slug: String) { search(input: { collectionSlug: $slug, groupByProduct: true, take: 1 }) { totalItems } }',
      variables: { slug: collectionSlug ?? null },
    }),
  });
  const body = (await response.json()) as { data?: { search?: { totalItems?: number } } };
  return body.data?.search?.totalItems ?? -1;
}

/** True when the public search finds nothing at all. */
export async function searchIndexIsEmpty(shopApiUrl: string): Promise<boolean> {
  return (await countSearchResults(shopApiUrl)) === 0;
}

/**
 * The proof that start-up is over: the public Shop API search lists every seeded product in
 * its collection, exactly what the storefront will ask first.
 */
export async function waitForShopSearch(shopApiUrl: string, expectations: SearchExpectation[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const { collectionSlug, products } of expectations) {
    let found = await countSearchResults(shopApiUrl, collectionSlug);
    while (found !== products) {
      if (Date.now() > deadline) {
        throw new Error(`Search lists ${found} products in "${collectionSlug}", expected ${products}`);
      }
      await sleep(200);
      found = await countSearchResults(shopApiUrl, collectionSlug);
    }
  }
}
