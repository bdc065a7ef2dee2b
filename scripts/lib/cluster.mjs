import { mkdirSync } from 'node:fs';
import path from 'node:path';

import { startHaproxy } from './haproxy.mjs';
import { findPostgresBin, startPostgres } from './postgres.mjs';
import { freePort } from './processes.mjs';
import { startRedis } from './redis.mjs';
import { paypalWebhookUrl, shopSecrets, startCardSandbox, startPayPalSandbox, startService, startStorefront } from './shop.mjs';
import { supervise } from './supervisor.mjs';
import { startTcpGate } from './tcp-gate.mjs';

/*
 * The shop on Vendure's production topology, on one machine (issue 18): PostgreSQL and Redis,
 * one worker that runs every job and scheduled task (BullMQ over Redis), two Vendure servers
 * that run none, two storefronts, and HAProxy in front of each tier. Every process but
 * PostgreSQL (a daemon of its own, stopped through pg_ctl) is supervised: one that dies is
 * started again while the other instance of its tier answers. README's "Many processes" describes each
 * process, its settings and health check.
 */

/** `npm run start:cluster`'s ports; a test passes free ones (`freeClusterPorts`). */
export const CLUSTER_PORTS = {
  shop: 3100,
  backend: 3101,
  cardSandbox: 3102,
  paypalSandbox: 3103,
  storefronts: [3110, 3111],
  servers: [3120, 3121],
  workerHealth: 3130,
  postgres: 3140,
  redis: 3141,
};

/** Free loopback ports of the same shape as CLUSTER_PORTS. */
export async function freeClusterPorts() {
  const ports = {};
  for (const [key, value] of Object.entries(CLUSTER_PORTS)) {
    if (Array.isArray(value)) {
      ports[key] = [];
      for (let index = 0; index < value.length; index += 1) ports[key].push(await freePort());
    } else ports[key] = await freePort();
  }
  return ports;
}

const DATABASE = 'esim_shop';

/**
 * Starts the cluster with its data under `dir` (PostgreSQL's and Redis's files, assets, uploads,
 * the sandbox mailbox), seeding the catalogue on the first start; with `logDir`, the worker's and
 * servers' output goes there too (`<name>.log`, appended across restarts). Resolves once both load
 * balancers answer; `stop()` stops everything in reverse order and resolves with the processes
 * that did not end cleanly on SIGTERM.
 */
export async function startCluster({
  dir,
  ports = CLUSTER_PORTS,
  log = true,
  backendEnv = {},
  storefrontEnv = {},
  paypalTestControls = false,
  logDir,
  databaseGateFor,
}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql (or run .ci/run, which does)');
  const shopUrl = `http://127.0.0.1:${ports.shop}`;
  const backendUrl = `http://127.0.0.1:${ports.backend}`;
  const say = log ? console.log : () => {};
  if (logDir) mkdirSync(logDir, { recursive: true });
  /** The Vendure processes' output, kept whole in `logDir` (a failed test's first clue). */
  const logFileOf = (name) => (logDir ? path.join(logDir, `${name}.log`) : undefined);
  const started = [];
  /** Everything in reverse order; the processes that did not end cleanly (code 0) on SIGTERM. */
  const stop = async () => {
    const unclean = [];
    for (const running of started.reverse()) {
      const ended = await running.stop();
      if (ended && ended.code !== 0) unclean.push(`${running.name} (${ended.signal ?? `code ${ended.code}`})`);
    }
    return unclean;
  };
  const keep = async (name, start) => {
    const supervised = await supervise({ name, start, log: say, pidFile: path.join(dir, 'run', `${name}.pid`) });
    started.push(supervised);
    return supervised;
  };

  try {
    const postgres = await startPostgres({ bin, dir: path.join(dir, 'postgres'), port: ports.postgres, database: DATABASE });
    started.push(postgres);
    // The tests' way to take one server's database away (tcp-gate.mjs); nothing else goes through it.
    const databaseGate = databaseGateFor ? await startTcpGate({ targetPort: ports.postgres }) : undefined;
    if (databaseGate) started.push({ stop: () => databaseGate.close() });
    await keep('redis', () => startRedis({ dir: path.join(dir, 'redis'), port: ports.redis, log }));
    let cardGatewayUrl;
    await keep('card-sandbox', async () => {
      const sandbox = await startCardSandbox({ port: ports.cardSandbox, storefrontOrigin: shopUrl, log });
      cardGatewayUrl = sandbox.url;
      return sandbox;
    });
    let paypalUrl;
    await keep('paypal-sandbox', async () => {
      // PayPal's webhooks go to whichever server the backend's load balancer picks.
      const sandbox = await startPayPalSandbox({
        port: ports.paypalSandbox,
        storefrontOrigin: shopUrl,
        log,
        testControls: paypalTestControls,
        webhookUrl: paypalWebhookUrl(ports.backend),
      });
      paypalUrl = sandbox.url;
      return sandbox;
    });

    // Every server and the worker sign with the same secrets, and the storefronts check sessions with its cookie secret.
    const production = (backendEnv.NODE_ENV ?? process.env.NODE_ENV) === 'production';
    const commonEnv = {
      ...(await shopSecrets(dir, { production })),
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      ASSETS_DIR: path.join(dir, 'assets'),
      MAILBOX_DIR: path.join(dir, 'outbox'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      STOREFRONT_ORIGIN: shopUrl,
      CARD_GATEWAY_URL: cardGatewayUrl,
      PAYPAL_BASE_URL: paypalUrl,
      ...backendEnv,
    };
    // The worker first: it runs the migrations before anything else reads the database.
    await keep('worker', () =>
      startService('worker', 'backend/dist/worker.js', 'WORKER_READY', {
        log,
        env: { ...commonEnv, BACKEND_ROLE: 'worker', WORKER_HEALTH_PORT: String(ports.workerHealth) },
        logFile: logFileOf('worker'),
        timeoutMs: 420_000,
      }),
    );
    // One server after the other: the first seeds an empty database, the second finds it seeded.
    for (const [index, port] of ports.servers.entries()) {
      await keep(`server-${index + 1}`, () =>
        startService(`server-${index + 1}`, 'backend/dist/index.js', 'BACKEND_READY', {
          log,
          env: {
            ...commonEnv,
            ...(databaseGateFor === `server-${index + 1}`
              ? { DATABASE_URL: postgres.url.replace(`:${ports.postgres}/`, `:${databaseGate.port}/`) }
              : {}),
            BACKEND_ROLE: 'server',
            BACKEND_HOST: '127.0.0.1',
            BACKEND_PORT: String(port),
          },
          logFile: logFileOf(`server-${index + 1}`),
          timeoutMs: 420_000,
        }),
      );
    }
    await keep('haproxy', () =>
      startHaproxy({
        dir: path.join(dir, 'haproxy'),
        log,
        tiers: [
          {
            name: 'shop',
            port: ports.shop,
            instances: ports.storefronts.map((port, index) => ({ name: `storefront-${index + 1}`, port })),
            fallbackToLive: true,
          },
          // A shared dependency down (Redis restarting) makes every server unready at once: they still serve what needs no queue.
          {
            name: 'backend',
            port: ports.backend,
            instances: ports.servers.map((port, index) => ({ name: `server-${index + 1}`, port })),
            fallbackToLive: true,
          },
        ],
      }),
    );
    for (const [index, port] of ports.storefronts.entries()) {
      await keep(`storefront-${index + 1}`, async () => {
        const storefront = await startStorefront({
          backendUrl,
          cardGatewayUrl,
          port,
          log,
          // Reached through the load balancer: its origin is the shop's.
          env: {
            STOREFRONT_ORIGIN: shopUrl,
            ...(commonEnv.COOKIE_SECRET ? { COOKIE_SECRET: commonEnv.COOKIE_SECRET } : {}),
            ...storefrontEnv,
          },
        });
        return storefront;
      });
    }
    await everyInstanceInRotation(shopUrl, ports.storefronts.length);
    await everyInstanceInRotation(backendUrl, ports.servers.length);
    return {
      shopUrl,
      backendUrl,
      cardGatewayUrl,
      paypalUrl,
      workerHealthUrl: `http://127.0.0.1:${ports.workerHealth}/health`,
      databaseGateUrl: databaseGate?.controlUrl,
      databaseUrl: postgres.url,
      assetsDir: commonEnv.ASSETS_DIR,
      uploadsDir: commonEnv.UPLOADS_DIR,
      mailboxDir: commonEnv.MAILBOX_DIR,
      processes: Object.fromEntries(started.filter((running) => running.name).map((running) => [running.name, running])),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Resolves once `count` different instances answered `/health` through the load balancer at
 * `url` (HAProxy names each in X-Served-By): its health checks take about two seconds to let a
 * new instance in, more on a loaded machine (each must also be ready: database, Redis, queue).
 */
async function everyInstanceInRotation(url, count, timeoutMs = 90_000) {
  const seen = new Set();
  const deadline = Date.now() + timeoutMs;
  while (seen.size < count) {
    if (Date.now() > deadline)
      throw new Error(`${url}: only ${[...seen].join(', ') || 'no instance'} answered within ${timeoutMs / 1000} s`);
    try {
      const response = await fetch(`${url}/health`);
      const servedBy = response.headers.get('x-served-by');
      if (response.ok && servedBy) seen.add(servedBy);
    } catch {
      // the load balancer itself not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
