import './disable-telemetry';
import './tracing/start-tracing';

import { bootstrap, JobQueueService } from '@vendure/core';

import { ADMIN_API_PATH, buildVendureConfig, SHOP_API_PATH } from './config';
import { DEVELOPMENT_SECRETS_FILE, readEnv, type BackendEnv } from './env';
import { CatalogIndexService } from './plugins/catalog/catalog-index.service';
import { ensureSampleReviews, withdrawSampleReviews } from './plugins/reviews/seed/seed-reviews';
import { describeBillingRegions, ensureBillingRegions } from './startup/billing-regions';
import { createDataDirectories } from './startup/data-directories';
import { DEVELOPMENT_SECRET_NAMES, withDevelopmentSecrets } from './startup/development-secrets';
import { ensureCatalogue } from './startup/first-start';
import { migrate } from './startup/migrate';
import { exitAfterFailedStart, processLog, seconds } from './startup/process-log';
import { ensurePromotions } from './startup/promotions';
import { ensureSellerDetails } from './startup/seller-details';
import { markStartupBegun, markStartupDone } from './startup/readiness';
import { ShutdownCoordinator } from './startup/shutdown';

const log = processLog('backend');

function announceDevDefaults(env: BackendEnv): void {
  if (env.devDefaultsUsed.includes('SUPERADMIN_USERNAME/SUPERADMIN_PASSWORD')) {
    log(
      `Local dev default superadmin: ${env.superadmin.username} / ${env.superadmin.password} ` +
        '(set SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD; required in production)',
    );
  }
  const unset = DEVELOPMENT_SECRET_NAMES.filter((name) => !process.env[name]?.trim());
  if (unset.length > 0) {
    log(`${unset.join(' and ')} not set: using this install's development secrets in ${DEVELOPMENT_SECRETS_FILE} (required in production)`);
  }
}

async function main(): Promise<void> {
  const env = readEnv(withDevelopmentSecrets(process.env, DEVELOPMENT_SECRETS_FILE), { entry: 'server' });
  const runsJobs = env.role === 'server+worker';
  const shutdown = new ShutdownCoordinator(log, runsJobs ? 'the server and the job queue' : 'the server');
  const origin = `http://${env.host}:${env.port}`;
  announceDevDefaults(env);
  createDataDirectories(env);

  const config = buildVendureConfig(env);
  await migrate(config, log);
  shutdown.beforeBootstrap();
  markStartupBegun();
  const app = await bootstrap(config);
  // Jobs (search indexing, emails) are processed in this process unless workers run them
  // (BACKEND_ROLE=server, backend/dist/worker.js); see the backend README. Either way the
  // seed below waits for its jobs through the queue's store (the database, or Redis).
  if (runsJobs) await app.get(JobQueueService).start();
  log(
    `Server up ${seconds(process.uptime() * 1000)} after process start; ` +
      `jobs ${runsJobs ? 'run in this process' : 'left to the workers'}, queued in ${env.redisUrl ? 'Redis' : 'the database'}`,
  );

  const billingStarted = Date.now();
  const billing = await ensureBillingRegions(app, env.seedDataDir);
  log(`Billing regions in ${seconds(Date.now() - billingStarted)}: ${describeBillingRegions(billing)}`);
  if (billing.taxZones.keptZones.length > 0) log(`Retired tax zones still in use, kept: ${billing.taxZones.keptZones.join('; ')}`);

  const sellerFields = await ensureSellerDetails(app);
  log(
    `Seller on invoices: ${sellerFields.length > 0 ? `filled from seed/seller.json: ${sellerFields.join(', ')}` : 'as staff keep it (Settings › Channels)'}`,
  );

  const firstStart = await ensureCatalogue(app, `${origin}/${SHOP_API_PATH}`, env.seedDataDir);
  switch (firstStart.outcome) {
    case 'seeded':
      log(
        `Seeded ${firstStart.products} products with ${firstStart.variants} variants in ${seconds(firstStart.seedMs)}, ` +
          `collection filters applied in ${seconds(firstStart.collectionsMs)}`,
      );
      log(
        `Search index: ${firstStart.index.rows} rows for ${firstStart.index.variants} variants ` +
          `(read ${seconds(firstStart.index.readMs)}, write ${seconds(firstStart.index.writeMs)}), ` +
          `listed by the Shop API after ${seconds(firstStart.indexMs)}`,
      );
      break;
    case 'reindexed':
      log(`Search index was empty, rebuilt (${firstStart.index.rows} rows) in ${seconds(firstStart.indexMs)}`);
      break;
    case 'unchanged':
      log('Catalogue already present, seed skipped');
  }
  const promotions = await ensurePromotions(app, env.seedDataDir);
  log(
    `Coupon promotions (seed/promotions.json): created ${promotions.created.join(', ') || 'none'}; updated ${promotions.updated.join(', ') || 'none'}`,
  );
  // After the catalogue: each sample review points at its destination's product. Never in production (SAMPLE_REVIEWS).
  if (env.sampleReviews) {
    const reviews = await ensureSampleReviews(app, env.seedDataDir);
    log(
      `Sample reviews (seed/reviews.json): ${reviews.created} added, ${reviews.kept} kept${reviews.skipped.length > 0 ? `, skipped (no such product) ${reviews.skipped.join(', ')}` : ''}`,
    );
  } else {
    const withdrawn = await withdrawSampleReviews(app);
    log(
      `Sample reviews (seed/reviews.json) not seeded (SAMPLE_REVIEWS off: the default in production)${withdrawn > 0 ? `; ${withdrawn} published by an earlier start rejected` : ''}`,
    );
  }
  const catalogueIndex = app.get(CatalogIndexService);
  await catalogueIndex.refresh();
  log(`Destination suggestions: ${catalogueIndex.current().size} destinations indexed`);

  shutdown.appReady(app);
  markStartupDone();
  log(`Shop API:  ${origin}/${SHOP_API_PATH}`);
  log(`Admin API: ${origin}/${ADMIN_API_PATH}`);
  log(`Dashboard: ${origin}/dashboard`);
  log(`Ready ${seconds(process.uptime() * 1000)} after process start`);
  console.log(`BACKEND_READY ${origin}`);
}

main().catch((error: unknown) => exitAfterFailedStart('backend', error));
