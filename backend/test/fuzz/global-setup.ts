import type { TestProject } from 'vitest/node';

import { buildAll } from '../../../scripts/lib/build.mjs';
import { startShop } from '../../../scripts/lib/shop.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    fuzzBackendUrl: string;
    fuzzShopUrl: string;
  }
}

/**
 * The fuzzer gets a shop of its own (fresh database, every process of `npm start`): thousands of
 * hostile requests leave accounts, carts and rate-limit counters behind that no other test should
 * meet. The backend runs in development mode, so its schema can be introspected.
 */
export default async function setup(project: TestProject) {
  if (!(await buildAll())) throw new Error('The shop did not build');
  const shop = await startShop({ log: false });
  project.provide('fuzzBackendUrl', shop.backendUrl);
  project.provide('fuzzShopUrl', shop.shopUrl);
  return () => shop.stop();
}
