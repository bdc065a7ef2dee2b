import type { TestProject } from 'vitest/node';

import { buildAll } from '../../scripts/lib/build.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import {
  paypalWebhookUrl,
  shopSecrets,
  startBackend,
  startCardSandbox,
  startPayPalSandbox,
  startViesSandbox,
  TEST_ABUSE_LIMITS,
  TEST_RECONCILE_SCHEDULE,
  temporaryDataDir,
} from '../../scripts/lib/shop.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    shopApiUrl: string;
    /** The sandbox card acquirer behind that backend; empty when a given backend named none. */
    cardGatewayUrl: string;
    /** The PayPal simulator behind that backend, its test controls on; empty when a given backend named none. */
    paypalUrl: string;
    viesUrl: string;
    /** The backend's sandbox outbox (one `.eml` per email); empty when a given backend named none. */
    mailboxDir: string;
  }
}

/** The integration tests talk to a real Vendure: the one `npm test` started, or one of their own. */
export default async function setup(project: TestProject) {
  const given = process.env['SHOP_API_URL'];
  if (given) {
    project.provide('shopApiUrl', given);
    project.provide('cardGatewayUrl', process.env['CARD_GATEWAY_URL'] ?? '');
    project.provide('paypalUrl', process.env['PAYPAL_URL'] ?? '');
    project.provide('viesUrl', process.env['VIES_SANDBOX_URL'] ?? '');
    project.provide('mailboxDir', process.env['MAILBOX_DIR'] ?? '');
    return undefined;
  }
  if (!(await buildAll({ only: ['backend', 'cardSandbox', 'paypalSandbox', 'viesSandbox'] }))) throw new Error('The backend did not build');
  const data = await temporaryDataDir();
  const storefrontOrigin = 'http://127.0.0.1:1';
  const backendPort = await freePort();
  const cardSandbox = await startCardSandbox({ port: await freePort(), storefrontOrigin, log: false });
  const paypal = await startPayPalSandbox({
    port: await freePort(),
    storefrontOrigin,
    log: false,
    testControls: true,
    webhookUrl: paypalWebhookUrl(backendPort),
  }).catch(async (error: unknown) => {
    await cardSandbox.stop();
    throw error;
  });
  const vies = await startViesSandbox({ port: await freePort(), log: false, testControls: true }).catch(async (error: unknown) => {
    await paypal.stop();
    await cardSandbox.stop();
    throw error;
  });
  const backend = await startBackend({
    dir: data.dir,
    port: backendPort,
    storefrontOrigin,
    log: process.env['INTEGRATION_BACKEND_LOG'] === '1',
    env: {
      CARD_GATEWAY_URL: cardSandbox.url,
      PAYPAL_BASE_URL: paypal.url,
      PAYPAL_TIMEOUT_MS: '4000',
      VIES_URL: vies.url,
      PAYPAL_RECONCILE_SCHEDULE: TEST_RECONCILE_SCHEDULE,
      // eSIM usage tests pin a sandbox eSIM's state (api/operations/esim-status/esim-usage.integration.test.ts).
      ESIM_SANDBOX_TEST_CONTROLS: 'true',
      // The same test cards and addresses from every test (the journeys' shop has the same).
      ...TEST_ABUSE_LIMITS,
    },
  }).catch(async (error: unknown) => {
    await vies.stop();
    await paypal.stop();
    await cardSandbox.stop();
    throw error;
  });
  // The guest eSIM link tests sign links with the backend's secret (test-support/esim-sandbox.ts).
  process.env['ESIM_LINK_SECRET'] = (await shopSecrets(data.dir)).ESIM_LINK_SECRET;
  project.provide('shopApiUrl', `${backend.url}/shop-api`);
  project.provide('cardGatewayUrl', cardSandbox.url);
  project.provide('paypalUrl', paypal.url);
  project.provide('viesUrl', vies.url);
  project.provide('mailboxDir', backend.mailboxDir);
  return async () => {
    await backend.stop();
    await vies.stop();
    await paypal.stop();
    await cardSandbox.stop();
    await data.remove();
  };
}
