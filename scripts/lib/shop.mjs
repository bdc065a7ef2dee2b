import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { freePort, startNodeProcess } from './processes.mjs';
import { copySeededDatabase, keepSeededDatabase, seedsDefaultCatalogue } from './seeded-database.mjs';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The tests' shops ask PayPal about pending captures every 3 seconds (6-field cron, seconds
 * first) rather than every 5 minutes, so a test can see the schedule alone settle a payment.
 */
export const TEST_RECONCILE_SCHEDULE = '*/3 * * * * *';

/** Where the PayPal simulator posts its webhooks: the backend's listener on `backendPort`. */
export function paypalWebhookUrl(backendPort) {
  return `http://127.0.0.1:${backendPort}/payments/paypal/webhook`;
}

/**
 * Issue 30's limits raised for a test shop: all its shoppers are one machine (one address), pay
 * with the same few test cards, and some reuse an email address; the defaults would refuse them
 * after a few declines or emails. The alert to staff on a burst of declines stays out of the
 * shop's inbox, which journeys read. backend/test/abuse-limits.integration.test.ts runs a
 * backend of its own with the defaults.
 */
export const TEST_ABUSE_LIMITS = {
  CARD_DECLINES_PER_ADDRESS: '1000',
  CARD_DECLINES_PER_CARD: '1000',
  CARD_DECLINE_ALERT_AFTER: '1000',
  ACCOUNT_EMAILS_PER_HOUR: '20',
};

/**
 * The backend settings of the shop the Playwright journeys run against (`npm test` and the e2e
 * global setup): the sandbox eSIM provider refuses Tuvalu's plans, so the provisioning-failure
 * journey (e2e/purchase.spec.ts) can buy one; no other test buys Tuvalu. Every browser of the
 * journeys reaches the shop from 127.0.0.1, so the login/registration/reset limit per address
 * (10 a minute) is raised to 30; the api integration tests, which `npm test` runs on the same shop, read
 * the limit from ACCOUNT_RATE_LIMIT_PER_MINUTE. PayPal calls time out after 4 s instead of 10, so
 * the simulator's timeout faults are met within a test's time, and pending captures are reconciled
 * on TEST_RECONCILE_SCHEDULE. A card debit whose answer was lost is reconciled after 2 s instead
 * of 30, looked for on the same schedule, and an eSIM email a killed process lost is sent again after 30 s instead of 1 minute
 * (the cluster's tests kill a server and the worker). The sandbox eSIM provider's test control
 * (`POST /esim-sandbox/usage`) is on, so the usage journey can pin an eSIM's state.
 */
export const E2E_BACKEND_ENV = {
  ESIM_SANDBOX_FAIL_SKUS: 'TV-*',
  ESIM_SANDBOX_TEST_CONTROLS: 'true',
  ACCOUNT_RATE_LIMIT_PER_MINUTE: '30',
  FORM_SUBMISSION_RATE_LIMIT_PER_MINUTE: '60',
  PAYPAL_TIMEOUT_MS: '4000',
  PAYPAL_RECONCILE_SCHEDULE: TEST_RECONCILE_SCHEDULE,
  CARD_RECONCILE_AFTER_MS: '2000',
  CARD_RECONCILE_SCHEDULE: TEST_RECONCILE_SCHEDULE,
  ESIM_EMAIL_RESEND_AFTER_MS: '30000',
  ESIM_EMAIL_SWEEP_SCHEDULE: '*/2 * * * * *',
  ...TEST_ABUSE_LIMITS,
};
/**
 * What an operator gives a production start besides its secrets (issue 34): a real eSIM supplier,
 * card provider, PayPal app and SMTP server, and a sender on a real domain. The tests' production
 * starts give these, pointed at loopback addresses nothing answers on (nothing is contacted at
 * start; a test that pays points them at the simulators), so that only what a test leaves out is
 * a stand-in.
 */
export const PRODUCTION_PROVIDER_SETTINGS = {
  ESIM_SUPPLIER: 'esimaccess',
  ESIMACCESS_ACCESS_CODE: 'production-test-access-code',
  ESIMACCESS_WEBHOOK_SECRET: 'production-test-webhook-secret',
  ESIMACCESS_BASE_URL: 'http://127.0.0.1:9',
  CARD_PROVIDER: 'stripe',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_production_test',
  STRIPE_SECRET_KEY: 'sk_test_production_test',
  STRIPE_WEBHOOK_SECRET: 'whsec_production_test',
  STRIPE_API_URL: 'http://127.0.0.1:9',
  PAYPAL_BASE_URL: 'http://127.0.0.1:9',
  PAYPAL_CLIENT_ID: 'production-test-client-id',
  PAYPAL_CLIENT_SECRET: 'production-test-client-secret',
  PAYPAL_WEBHOOK_ID: 'PRODUCTIONTEST01',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: '"eSIM Shop" <orders@esim-shop.com>',
};

/**
 * The journeys' third parties, on the reserved `.test` domain (nothing there resolves): each
 * journey that expects one answers for it in the browser (Playwright's `page.route`), and the
 * others show that nothing is asked of them before the shopper agrees or clicks.
 */
export const E2E_STOREFRONT_ENV = {
  GOOGLE_TAG_ID: 'G-E2ETEST1',
  TRACKING_SCRIPT_URLS: 'https://pixel.shop-e2e.test/pixel.js',
  CHAT_WIDGET_SCRIPT_URL: 'https://chat.shop-e2e.test/widget.js',
  INSTALL_VIDEO_APPLE_URL: 'https://videos.shop-e2e.test/embed/apple',
  INSTALL_VIDEO_ANDROID_URL: 'https://videos.shop-e2e.test/embed/android',
  // A staff change reaches the cached pages within about a second (e2e/page-cache.spec.ts), not 5.
  PAGE_CACHE_POLL_SECONDS: '1',
};

/**
 * The secrets of the shop whose data is in `dir` outside production (`npm start`: backend/data, the
 * backend's own default; a test's shop: its temporary folder): made on its first start, kept in
 * `dir/development-secrets.json` (owner-only) and read on every later one, by the backend's own code
 * (backend/src/startup/development-secrets.ts). The one place the backend and the storefront get
 * them from: the storefront checks the session cookie's signature with the same COOKIE_SECRET.
 * With NODE_ENV=production none is made: they must come from the environment.
 */
export async function shopSecrets(dir, { production = false } = {}) {
  if (production) return {};
  const module = await import(pathToFileURL(path.join(repoRoot, 'backend/dist/startup/development-secrets.js')).href);
  return module.developmentSecrets(path.join(dir, 'development-secrets.json'));
}

/** A Node entry of this repository, up once it prints `<readyWord> <url>`; resolves with that url. */
export async function startService(name, script, readyWord, options) {
  const started = await startNodeProcess({
    name,
    args: [path.join(repoRoot, script)],
    cwd: repoRoot,
    readyPattern: new RegExp(`^${readyWord} (\\S+)`),
    ...options,
  });
  return { ...started, url: started.match[1] };
}

/** Whether a process started with `env` (over this one's environment) runs in production. */
const isProduction = (env) => (env.NODE_ENV ?? process.env.NODE_ENV) === 'production';

/**
 * Vendure server with its in-process worker, on `dir` for the database, assets and mailbox. On an
 * empty `dir` it starts from the seeded database an earlier start of the same build kept
 * (seeded-database.mjs) unless `reuseSeed` is false; the first such start keeps its own.
 */
export async function startBackend({ dir, port, storefrontOrigin, log = true, env = {}, reuseSeed = true }) {
  const seedsFromNothing = reuseSeed && seedsDefaultCatalogue(dir, env);
  const copied = seedsFromNothing && (await copySeededDatabase(dir));
  const backend = await startService('backend', 'backend/dist/index.js', 'BACKEND_READY', {
    log,
    env: {
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(port),
      SQLITE_PATH: path.join(dir, 'shop.sqlite'),
      ASSETS_DIR: path.join(dir, 'assets'),
      MAILBOX_DIR: path.join(dir, 'outbox'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      STOREFRONT_ORIGIN: storefrontOrigin,
      ...(await shopSecrets(dir, { production: isProduction(env) })),
      ...env,
    },
    timeoutMs: 240_000,
  });
  if (seedsFromNothing && !copied) {
    // A copy kept only saves the next start its seeding: one that fails (SQLITE_BUSY while the
    // backend checkpoints) leaves this shop as good, and the next start seeds again.
    await keepSeededDatabase(dir).catch((error) => {
      console.warn(`The seeded database was not kept for the next start: ${error instanceof Error ? error.message : error}`);
    });
  }
  return { ...backend, mailboxDir: path.join(dir, 'outbox') };
}

/**
 * The sandbox card acquirer (backend/sandbox/card-acquirer): a stand-in third party on its own
 * origin, started before the backend, which reaches it through CARD_GATEWAY_URL.
 */
export async function startCardSandbox({ port, storefrontOrigin, log = true, env = {} }) {
  return startService('card-sandbox', 'backend/dist/sandbox/card-acquirer/server.js', 'CARD_SANDBOX_READY', {
    log,
    env: { CARD_SANDBOX_HOST: '127.0.0.1', CARD_SANDBOX_PORT: String(port), STOREFRONT_ORIGIN: storefrontOrigin, ...env },
    timeoutMs: 30_000,
  });
}

/**
 * The PayPal simulator (backend/sandbox/paypal): PayPal's REST endpoints and approval page on
 * their own origin; the backend reaches it through PAYPAL_BASE_URL. `testControls` opens its
 * `/__sandbox/*` endpoints (stats, faults, pending captures, webhook delivery, reset) for the
 * tests; never for `npm start`. `webhookUrl` is where it posts PayPal's webhooks (the backend's
 * listener, which need not be up yet: deliveries are retried).
 */
export async function startPayPalSandbox({ port, storefrontOrigin, log = true, testControls = false, webhookUrl, env = {} }) {
  return startService('paypal-sandbox', 'backend/dist/sandbox/paypal/server.js', 'PAYPAL_SANDBOX_READY', {
    log,
    env: {
      PAYPAL_SANDBOX_HOST: '127.0.0.1',
      PAYPAL_SANDBOX_PORT: String(port),
      PAYPAL_SANDBOX_TEST_CONTROLS: String(testControls),
      STOREFRONT_ORIGIN: storefrontOrigin,
      ...(webhookUrl ? { PAYPAL_SANDBOX_WEBHOOK_URL: webhookUrl } : {}),
      ...env,
    },
    timeoutMs: 30_000,
  });
}

/**
 * The VIES simulator (backend/sandbox/vies): the EU's VAT number check on its own origin; the
 * backend reaches it through VIES_URL. `testControls` opens `/__sandbox/down` (the service down).
 */
export async function startViesSandbox({ port, log = true, testControls = false }) {
  return startService('vies-sandbox', 'backend/dist/sandbox/vies/server.js', 'VIES_SANDBOX_READY', {
    log,
    env: { VIES_SANDBOX_HOST: '127.0.0.1', VIES_SANDBOX_PORT: String(port), VIES_SANDBOX_TEST_CONTROLS: String(testControls) },
    timeoutMs: 30_000,
  });
}

/**
 * The storefront server (built `storefront/build`) on `port` (a free one by default), talking to
 * the backend at `backendUrl`; the shop starts one, and a benchmark may start a second beside it.
 * `env` names the backend's COOKIE_SECRET (shopSecrets) and, when the shop is reached through
 * another address (a load balancer), its public origin as STOREFRONT_ORIGIN.
 */
export async function startStorefront({ backendUrl, cardGatewayUrl, port, log = true, env = {} }) {
  const listenPort = port ?? (await freePort());
  return startService('storefront', 'storefront/server/index.mjs', 'STOREFRONT_READY', {
    log,
    env: {
      NODE_ENV: 'production',
      BACKEND_URL: backendUrl,
      CARD_GATEWAY_PUBLIC_URL: cardGatewayUrl,
      STOREFRONT_HOST: '127.0.0.1',
      STOREFRONT_PORT: String(listenPort),
      STOREFRONT_ORIGIN: `http://127.0.0.1:${listenPort}`,
      ...env,
    },
    timeoutMs: 60_000,
  });
}

/** A directory for one run's database; `remove()` deletes it. */
export async function temporaryDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'esim-shop-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The outside providers' simulators (backend/sandbox/<provider>), each started when the setting
 * that chooses its provider names it without the provider's real credentials: the variable that,
 * once set, means real credentials (then no simulator runs), the addresses the backend is told,
 * and the backend route its webhooks go to (with the webhook secret of a shop on the simulator).
 */
const PROVIDER_SIMULATORS = [
  {
    chosenBy: { variable: 'ESIM_SUPPLIER', value: 'airalo' },
    name: 'airalo-sandbox',
    script: 'backend/dist/sandbox/airalo/server.js',
    readyWord: 'AIRALO_SANDBOX_READY',
    envPrefix: 'AIRALO_SANDBOX_',
    credential: 'AIRALO_CLIENT_ID',
    backendEnvOf: (url) => ({ AIRALO_BASE_URL: `${url}/v2` }),
    webhookPath: '/esim-supplier/webhook',
  },
  {
    chosenBy: { variable: 'ESIM_SUPPLIER', value: 'esimaccess' },
    name: 'esimaccess-sandbox',
    script: 'backend/dist/sandbox/esimaccess/server.js',
    readyWord: 'ESIMACCESS_SANDBOX_READY',
    envPrefix: 'ESIMACCESS_SANDBOX_',
    credential: 'ESIMACCESS_ACCESS_CODE',
    backendEnvOf: (url) => ({ ESIMACCESS_BASE_URL: url }),
    webhookPath: '/esim-supplier/webhook/sandbox-esimaccess-webhook-secret',
  },
  {
    chosenBy: { variable: 'CARD_PROVIDER', value: 'stripe' },
    name: 'stripe-sandbox',
    script: 'backend/dist/sandbox/stripe/server.js',
    readyWord: 'STRIPE_SANDBOX_READY',
    envPrefix: 'STRIPE_SANDBOX_',
    credential: 'STRIPE_SECRET_KEY',
    // The API for the backend, and the Stripe.js stand-in the browsers load from the same origin.
    backendEnvOf: (url) => ({ STRIPE_API_URL: url, STRIPE_JS_URL: `${url}/v3/` }),
    webhookPath: '/payments/stripe/webhook',
  },
];

/** The simulators the backend's settings (ESIM_SUPPLIER, CARD_PROVIDER) need: none for the sandboxes or real credentials. */
function providerSimulatorsOf(backendEnv) {
  const env = { ...process.env, ...backendEnv };
  return PROVIDER_SIMULATORS.filter(({ chosenBy, credential }) => env[chosenBy.variable] === chosenBy.value && !env[credential]);
}

/** What the storefront needs of the card provider: which one, and where browsers load Stripe.js from (its CSP). */
function cardProviderStorefrontEnv(backendEnv, providerBackendEnv) {
  const env = { ...process.env, ...providerBackendEnv, ...backendEnv };
  if (env.CARD_PROVIDER !== 'stripe') return {};
  return { CARD_PROVIDER: 'stripe', ...(env.STRIPE_JS_URL ? { STRIPE_JS_URL: env.STRIPE_JS_URL } : {}) };
}

/** The eSIM supplier's simulator ESIM_SUPPLIER needs, or undefined (the sandbox, or real credentials). */
export function supplierSimulatorOf(backendEnv) {
  return providerSimulatorsOf(backendEnv).find(({ chosenBy }) => chosenBy.variable === 'ESIM_SUPPLIER');
}

/** Stripe's simulator CARD_PROVIDER=stripe needs, or undefined (the sandbox, or Stripe's real keys). */
export function cardProviderSimulatorOf(backendEnv) {
  return providerSimulatorsOf(backendEnv).find(({ chosenBy }) => chosenBy.variable === 'CARD_PROVIDER');
}

/**
 * Starts a provider's simulator, posting its webhooks to the backend on `backendPort` (which need
 * not be up yet: deliveries are retried). `testControls` opens its `/__sandbox/*` endpoints for the
 * tests, never for `npm start`; `env` sets its other settings (`<PREFIX>ALLOCATION_DELAY_MS`, …).
 */
export async function startProviderSimulator({ simulator, port, backendPort, log = true, testControls = false, env = {} }) {
  const started = await startService(simulator.name, simulator.script, simulator.readyWord, {
    log,
    env: {
      [`${simulator.envPrefix}HOST`]: '127.0.0.1',
      [`${simulator.envPrefix}PORT`]: String(port),
      [`${simulator.envPrefix}TEST_CONTROLS`]: String(testControls),
      [`${simulator.envPrefix}WEBHOOK_URL`]: `http://127.0.0.1:${backendPort}${simulator.webhookPath}`,
      ...env,
    },
    timeoutMs: 30_000,
  });
  return { ...started, backendEnv: simulator.backendEnvOf(started.url) };
}

/**
 * Starts the whole shop: the sandbox card acquirer, the PayPal and VIES simulators, Vendure (server + in-process worker), then the
 * storefront server; `stop()` stops them in reverse order.
 * With `dataDir` unset it uses a fresh temporary database that `stop()` deletes.
 */
export async function startShop({
  dataDir,
  backendPort,
  storefrontPort,
  cardSandboxPort,
  paypalSandboxPort,
  paypalTestControls = false,
  viesTestControls = false,
  providerTestControls = false,
  providerSimulatorEnv = {},
  log = true,
  backendEnv = {},
  storefrontEnv = {},
  reuseSeed = true,
} = {}) {
  const temporary = dataDir ? undefined : await temporaryDataDir();
  const dir = dataDir ?? temporary.dir;
  const ports = {
    backend: backendPort ?? (await freePort()),
    storefront: storefrontPort ?? (await freePort()),
    cardSandbox: cardSandboxPort ?? (await freePort()),
    paypalSandbox: paypalSandboxPort ?? (await freePort()),
  };
  const started = [];
  const stop = async () => {
    for (const running of started.reverse()) await running.stop();
    await temporary?.remove();
  };
  try {
    const storefrontOrigin = `http://127.0.0.1:${ports.storefront}`;
    const cardSandbox = await startCardSandbox({ port: ports.cardSandbox, storefrontOrigin, log });
    started.push(cardSandbox);
    const paypalSandbox = await startPayPalSandbox({
      port: ports.paypalSandbox,
      storefrontOrigin,
      log,
      testControls: paypalTestControls,
      webhookUrl: paypalWebhookUrl(ports.backend),
    });
    started.push(paypalSandbox);
    const viesSandbox = await startViesSandbox({ port: await freePort(), log, testControls: viesTestControls });
    started.push(viesSandbox);
    const providerSimulators = {};
    for (const simulator of providerSimulatorsOf(backendEnv)) {
      const running = await startProviderSimulator({
        simulator,
        port: await freePort(),
        backendPort: ports.backend,
        log,
        testControls: providerTestControls,
        env: Object.fromEntries(Object.entries(providerSimulatorEnv).filter(([name]) => name.startsWith(simulator.envPrefix))),
      });
      started.push(running);
      providerSimulators[simulator.chosenBy.variable] = running;
    }
    const providerBackendEnv = Object.assign({}, ...Object.values(providerSimulators).map(({ backendEnv: env }) => env));
    const backend = await startBackend({
      dir,
      port: ports.backend,
      storefrontOrigin,
      log,
      env: {
        CARD_GATEWAY_URL: cardSandbox.url,
        PAYPAL_BASE_URL: paypalSandbox.url,
        VIES_URL: viesSandbox.url,
        ...providerBackendEnv,
        ...backendEnv,
      },
      reuseSeed,
    });
    started.push(backend);
    // The backend's own secrets: this shop's development ones, unless the caller (or, in production, the environment) named them.
    const secrets = { ...(await shopSecrets(dir, { production: isProduction(backendEnv) })), ...backendEnv };
    const cookieSecret = secrets.COOKIE_SECRET ?? process.env.COOKIE_SECRET;
    const storefront = await startStorefront({
      backendUrl: backend.url,
      cardGatewayUrl: cardSandbox.url,
      port: ports.storefront,
      log,
      env: {
        ...(cookieSecret ? { COOKIE_SECRET: cookieSecret } : {}),
        ...cardProviderStorefrontEnv(backendEnv, providerBackendEnv),
        ...storefrontEnv,
      },
    });
    started.push(storefront);
    return {
      shopUrl: storefront.url,
      backendUrl: backend.url,
      cardGatewayUrl: cardSandbox.url,
      paypalUrl: paypalSandbox.url,
      viesUrl: viesSandbox.url,
      supplierSimulatorUrl: providerSimulators.ESIM_SUPPLIER?.url,
      cardProviderSimulatorUrl: providerSimulators.CARD_PROVIDER?.url,
      dataDir: dir,
      mailboxDir: backend.mailboxDir,
      // What a test signs a guest eSIM link with, as the backend does (the environment's in production).
      esimLinkSecret: secrets.ESIM_LINK_SECRET ?? process.env.ESIM_LINK_SECRET,
      cookieSecret,
      processes: {
        cardSandbox,
        paypalSandbox,
        viesSandbox,
        ...(providerSimulators.ESIM_SUPPLIER ? { supplierSandbox: providerSimulators.ESIM_SUPPLIER } : {}),
        ...(providerSimulators.CARD_PROVIDER ? { cardProviderSandbox: providerSimulators.CARD_PROVIDER } : {}),
        backend,
        storefront,
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
