import type { FullConfig } from '@playwright/test';

// Plain ESM helpers shared with `npm start` and `npm test`, so every run starts the shop the same way.
import { buildAll } from '../../scripts/lib/build.mjs';
import { E2E_BACKEND_ENV, E2E_STOREFRONT_ENV, startShop } from '../../scripts/lib/shop.mjs';

/** Starts a shop of its own when `npm test` did not provide one; the returned function stops it. */
export default async function globalSetup(config: FullConfig) {
  if (process.env['SHOP_URL']) return undefined;
  if (!(await buildAll())) throw new Error('The shop did not build');
  const shop = await startShop({
    // E2E_SHOP_LOG=1 prints the shop's own output among the journeys' (to see what a journey met).
    log: process.env['E2E_SHOP_LOG'] === '1',
    backendEnv: { ...E2E_BACKEND_ENV },
    storefrontEnv: { ...E2E_STOREFRONT_ENV },
    paypalTestControls: true,
  });
  process.env['SHOP_URL'] = shop.shopUrl;
  process.env['BACKEND_URL'] = shop.backendUrl;
  process.env['MAILBOX_DIR'] = shop.mailboxDir;
  process.env['PAYPAL_URL'] = shop.paypalUrl;
  process.env['SHOP_MAILBOX_DIR'] = shop.mailboxDir;
  if (shop.esimLinkSecret) process.env['ESIM_LINK_SECRET'] = shop.esimLinkSecret;
  for (const project of config.projects) project.use.baseURL = shop.shopUrl;
  return () => shop.stop();
}
