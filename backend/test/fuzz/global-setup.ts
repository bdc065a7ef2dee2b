import type { TestProject } from 'vitest/node';

import { buildAll } from '../../../scripts/lib/build.mjs';
import { perCore } from '../../../scripts/lib/cores.mjs';
import { startShop } from '../../../scripts/lib/shop.mjs';

/** One shop the fuzzer sends to: its backend (Shop API) and its storefront (proxy and pages). */
export interface FuzzShop {
  backendUrl: string;
  shopUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzShops: FuzzShop[];
  }
}

/**
 * A Vendure backend is one Node process, so one shop keeps one core busy: the fuzzer gets a shop
 * per core (up to 4) and shares its requests between them (85,000 Shop API requests on 2 cores:
 * 455 s on one shop, 360 s on two). Each is a shop of its own
 * (fresh database, every process of `npm start`): thousands of hostile requests leave accounts,
 * carts and rate-limit counters behind that no other test should meet. The backends run in
 * development mode, so their schema can be introspected.
 */
const SHOPS = perCore(4);

export default async function setup(project: TestProject) {
  if (!(await buildAll())) throw new Error('The shop did not build');
  const started = await Promise.allSettled(Array.from({ length: SHOPS }, () => startShop({ log: false })));
  const shops = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = async () => {
    for (const shop of shops) await shop.stop();
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'fuzzShops',
    shops.map((shop) => ({ backendUrl: shop.backendUrl, shopUrl: shop.shopUrl })),
  );
  return stopAll;
}
