import path from 'node:path';

import { AssetServerPlugin, type ImageTransformPreset } from '@vendure/asset-server-plugin';
import {
  configureDefaultOrderProcess,
  DefaultLogger,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  ENABLE_INSTRUMENTATION_ENV_VAR,
  LogLevel,
  PostgresSearchStrategy,
  RedisCachePlugin,
  SqliteSearchStrategy,
  type VendureConfig,
} from '@vendure/core';
import { DashboardPlugin } from '@vendure/dashboard/plugin';
import { EmailPlugin, FileBasedTemplateLoader, NodemailerEmailSender } from '@vendure/email-plugin';

import { admissionMiddleware, MAX_ADMISSION_WAIT_MS, MAX_WAITING_REQUESTS } from './admission/admission';
import { databasePoolSize, SERVER_REQUESTS_AT_ONCE } from './admission/database-pool';
import { apiHardeningOptions } from './api-hardening/api-hardening';
import { ApiHardeningPlugin } from './api-hardening/api-hardening.plugin';
import { MailboxEmailSender } from './email/mailbox-email-sender';
import { OnceOnlyEmailSender } from './email/once-only-email-sender';
import { WarmedEmailGenerator } from './email/warmed-email-generator';
import { EMAIL_TEMPLATES_DIR } from './email/templates-dir';
import { jobQueuePlugins } from './job-queue/job-queue-plugin';
import { AccountPlugin } from './plugins/account/account.plugin';
import { BoundedPasswordHashingStrategy } from './plugins/account/bounded-password-hashing';
import { accountEmailHandlers } from './plugins/account/email/account-email-handlers';
import { CartPlugin } from './plugins/cart/cart.plugin';
import { ORDER_ITEMS_LIMIT, ORDER_LINE_ITEMS_LIMIT } from './plugins/cart/order-limits';
import { CatalogPlugin } from './plugins/catalog/catalog.plugin';
import { DestinationSearchStrategy } from './plugins/catalog/search/destination-search-strategy';
import { ClaimStorePlugin } from './plugins/claim-store/claim-store.plugin';
import { BillingCountryTaxZoneStrategy } from './plugins/checkout/billing-country-tax-zone-strategy';
import { CheckoutPlugin } from './plugins/checkout/checkout.plugin';
import { readViesSettings } from './plugins/checkout/vat-check/vies-settings';
import { ContentPlugin } from './plugins/content/content.plugin';
import { CheckoutGuestStrategy } from './plugins/checkout/guest-checkout-strategy';
import { ContactPlugin } from './plugins/contact/contact.plugin';
import { contactMessageEmailHandler } from './plugins/contact/email/contact-email-handler';
import { FormSubmissionsPlugin } from './plugins/form-submissions/form-submissions.plugin';
import { reviewSubmittedEmailHandler } from './plugins/reviews/email/review-email-handler';
import { ReviewsPlugin } from './plugins/reviews/reviews.plugin';
import { newsletterConfirmationEmailHandler } from './plugins/newsletter/email/newsletter-email-handler';
import { NewsletterPlugin } from './plugins/newsletter/newsletter.plugin';
import { JsonLogger } from './logging/json-logger';
import { tracingPlugins } from './tracing/tracing-plugins';
import { requestIdMiddleware } from './logging/request-id';
import { MetricsPlugin } from './plugins/metrics/metrics.plugin';
import { ReadinessPlugin } from './plugins/readiness/readiness.plugin';
import { BackupPlugin } from './backup/backup.plugin';
import { readBackupSettings } from './backup/backup-settings';
import { PublishedVersionPlugin } from './plugins/published-version/published-version.plugin';
import {
  esimDeliveredEmailHandler,
  esimDeliveryDelayedEmailHandler,
  esimDeliveryFailedEmailHandler,
  esimSupplierAlertEmailHandler,
} from './plugins/esim-delivery/email/esim-email-handlers';
import { EsimDeliveryPlugin } from './plugins/esim-delivery/esim-delivery.plugin';
import { chooseSupplier } from './plugins/esim-delivery/suppliers/supplier-choice';
import { PaymentPlugin } from './plugins/payment/payment.plugin';
import { CatalogueSyncPlugin } from './plugins/catalogue-sync/catalogue-sync.plugin';
import { walletPaymentFailedEmailHandler } from './plugins/payment/wallet/email/wallet-email-handlers';
import { PlacingSessionOrderByCodeAccessStrategy } from './plugins/order-access/placing-session-order-access-strategy';
import { RateLimitPlugin } from './plugins/rate-limit/rate-limit.plugin';
import { staffAlertEmailHandler } from './plugins/security-log/email/staff-alert-email-handler';
import { SecurityLogPlugin } from './plugins/security-log/security-log.plugin';
import { SqliteTurnsPlugin } from './plugins/sqlite-turns/sqlite-turns.plugin';
import { redisConnectionOptions } from './redis/connection-options';
import { CACHE_NAMESPACE } from './redis/redis-names';
import type { BackendEnv, DatabaseSettings } from './env';
import './search-index-tuning';

export const SHOP_API_PATH = 'shop-api';
export const ADMIN_API_PATH = 'admin-api';

const LOG_LEVELS: Record<BackendEnv['logLevel'], LogLevel> = {
  error: LogLevel.Error,
  warn: LogLevel.Warn,
  info: LogLevel.Info,
  verbose: LogLevel.Verbose,
  debug: LogLevel.Debug,
};

/**
 * Cover images of the storefront (spec §3: small, medium, large), 4:3 like the flags they show.
 * `crop` fills the exact box, so the width and height the storefront writes on the <img> are true.
 */
const COVER_IMAGE_PRESETS: ImageTransformPreset[] = [
  { name: 'small', width: 160, height: 120, mode: 'crop' },
  { name: 'medium', width: 320, height: 240, mode: 'crop' },
  { name: 'large', width: 640, height: 480, mode: 'crop' },
];

/** Both databases are created and upgraded by migrations only; nothing is synchronised implicitly. */
function databaseOptions(database: DatabaseSettings, role: BackendEnv['role']): VendureConfig['dbConnectionOptions'] {
  const migrations = (folder: string) => [path.join(__dirname, 'migrations', folder, '*.js')];
  if (database.type === 'postgres') {
    return {
      type: 'postgres',
      url: database.url,
      synchronize: false,
      migrations: migrations('postgres'),
      logging: false,
      // Sized to what the process runs at once (admission/database-pool.ts; a server's requests
      // beyond it wait in the admission queue). node-postgres waits for a free pooled connection
      // forever by default: a request stuck behind others would hang its server, which then leaves
      // the balancer's rotation for good. After 10 s the query fails instead: the request answers
      // 503 SERVER_BUSY with Retry-After (error-masking.plugin.ts) and the server goes on.
      extra: { max: databasePoolSize(role), connectionTimeoutMillis: 10_000 },
    };
  }
  return {
    type: 'better-sqlite3',
    database: database.file,
    // WAL lets readers (a second process, a DB browser) work while the server writes;
    // with WAL, synchronous=NORMAL keeps the file consistent on a crash and skips an fsync
    // per commit (at worst the last commits before a power cut are lost).
    enableWAL: true,
    prepareDatabase: (db: { pragma: (statement: string) => unknown }) => {
      db.pragma('synchronous = NORMAL');
    },
    // TypeORM keeps 100 prepared statements by default; seeding and reindexing cycle
    // through more distinct statements than that and would re-prepare them constantly.
    statementCacheSize: 1000,
    synchronize: false,
    migrations: migrations('sqlite'),
    logging: false,
  };
}

function emailPlugin(env: BackendEnv) {
  return EmailPlugin.init({
    handlers: [
      esimDeliveredEmailHandler,
      esimDeliveryFailedEmailHandler,
      esimDeliveryDelayedEmailHandler,
      esimSupplierAlertEmailHandler,
      walletPaymentFailedEmailHandler,
      ...accountEmailHandlers,
      newsletterConfirmationEmailHandler,
      contactMessageEmailHandler,
      reviewSubmittedEmailHandler,
      staffAlertEmailHandler,
    ],
    templateLoader: new FileBasedTemplateLoader(EMAIL_TEMPLATES_DIR),
    emailGenerator: new WarmedEmailGenerator(EMAIL_TEMPLATES_DIR),
    globalTemplateVars: { fromAddress: env.mailFrom },
    ...(env.smtpUrl
      ? { transport: { type: 'smtp', url: env.smtpUrl }, emailSender: new OnceOnlyEmailSender(new NodemailerEmailSender()) }
      : { transport: { type: 'none' }, emailSender: new OnceOnlyEmailSender(new MailboxEmailSender(env.mailboxDir)) }),
  });
}

export function buildVendureConfig(env: BackendEnv): VendureConfig {
  const hardening = apiHardeningOptions({
    shopApiPath: SHOP_API_PATH,
    adminApiPath: ADMIN_API_PATH,
    production: env.production,
    https: env.cookieSecure,
    maxBodyBytes: env.apiMaxBodyBytes,
    trustedProxies: env.trustedProxies,
  });
  // JSON lines naming the request and its trace (logging/), or Vendure's text for a person at a terminal.
  const logger =
    env.logFormat === 'json' ? new JsonLogger(LOG_LEVELS[env.logLevel]) : new DefaultLogger({ level: LOG_LEVELS[env.logLevel] });
  return {
    apiOptions: {
      hostname: env.host,
      port: env.port,
      shopApiPath: SHOP_API_PATH,
      adminApiPath: ADMIN_API_PATH,
      cors: { origin: env.corsOrigins, credentials: true },
      // Blocks login CSRF through form posts; JSON POSTs (all our clients) are unaffected.
      csrfPrevention: true,
      // Security headers, body limits, GraphQL document and cost limits, unexpected errors masked.
      ...hardening,
      middleware: [
        // Every request named (X-Request-Id, the storefront's when it sent one) before anything logs for it.
        { route: '/', handler: requestIdMiddleware, beforeListen: true },
        // Then: a burst waits its turn before its body is even read (issue 30; backend/README.md "Database connections").
        ...admissionMiddleware([SHOP_API_PATH, ADMIN_API_PATH], {
          concurrency: SERVER_REQUESTS_AT_ONCE,
          maxWaiting: MAX_WAITING_REQUESTS,
          maxWaitMs: MAX_ADMISSION_WAIT_MS,
        }),
        ...hardening.middleware,
      ],
    },
    authOptions: {
      tokenMethod: ['cookie', 'bearer'],
      // bcrypt as Vendure's default, a core always left to the event loop (see the class).
      passwordHashingStrategy: new BoundedPasswordHashingStrategy(),
      superadminCredentials: { identifier: env.superadmin.username, password: env.superadmin.password },
      cookieOptions: {
        secret: env.cookieSecret,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.cookieSecure,
        // Cookies ignore ports, so the dashboard (backend port) and the shop (storefront
        // port) on one host need different names to keep their sessions apart.
        name: { shop: 'esim_shop_session', admin: 'esim_admin_session' },
      },
    },
    dbConnectionOptions: databaseOptions(env.database, env.role),
    // Card and wallet payment handlers come with the payment issues.
    paymentOptions: { paymentMethodHandlers: [] },
    orderOptions: {
      // Prepaid eSIMs are digital: an order goes to payment without any shipping step.
      process: [configureDefaultOrderProcess({ arrangingPaymentRequiresShipping: false })],
      // Vendure answers ORDER_LIMIT_ERROR beyond these (the storefront shows the same limits).
      orderItemsLimit: ORDER_ITEMS_LIMIT,
      orderLineItemsLimit: ORDER_LINE_ITEMS_LIMIT,
      // Guests may use the email of a registered account, without changing that account.
      guestCheckoutStrategy: new CheckoutGuestStrategy(),
      // orderByCode: the owning account, or the session that paid a guest order for 2 h; not anyone with the code.
      orderByCodeAccessStrategy: new PlacingSessionOrderByCodeAccessStrategy(),
    },
    // Prices are net; the billing country's zone decides the VAT (EU member states' own rates).
    taxOptions: { taxZoneStrategy: new BillingCountryTaxZoneStrategy() },
    // Scheduled clean-up tasks run where the jobs run: inside the server by default (see README),
    // only in the worker processes when servers and workers are apart (BACKEND_ROLE).
    schedulerOptions: { runTasksInWorkerOnly: env.role !== 'server+worker' },
    logger,
    plugins: [
      // Refused uploads answer their own 4xx (the rest of the APIs' hardening is in apiOptions).
      ApiHardeningPlugin,
      // The embedded database answers synchronously: long requests let others in between their queries.
      ...(env.database.type === 'postgres' ? [] : [SqliteTurnsPlugin]),
      ...jobQueuePlugins(env.redisUrl),
      // Vendure's CacheService (sessions with their active order, …) is in memory per process by
      // default: with Redis every server reads the same sessions.
      ...(env.redisUrl ? [RedisCachePlugin.init({ namespace: CACHE_NAMESPACE, redisOptions: redisConnectionOptions(env.redisUrl) })] : []),
      DefaultSchedulerPlugin.init(),
      // One index row per currency, so a search with ?currencyCode=USD prices in USD
      // (without it, search answers in the channel's default currency only).
      // The Shop API's search term goes through the search bar's matcher (issue 19); the rest of a
      // listing stays with the database's own strategy.
      DefaultSearchPlugin.init({
        indexStockStatus: false,
        indexCurrencyCode: true,
        bufferUpdates: false,
        searchStrategy: new DestinationSearchStrategy(
          env.database.type === 'postgres' ? new PostgresSearchStrategy() : new SqliteSearchStrategy(),
        ),
      }),
      AssetServerPlugin.init({ route: 'assets', assetUploadDir: env.assetsDir, presets: COVER_IMAGE_PRESETS }),
      CatalogPlugin.init({ seedDataDir: env.seedDataDir, redisUrl: env.redisUrl }),
      RateLimitPlugin.init({ trustedProxies: env.trustedProxies }),
      // Locks, once-only marks and blog views: one table of claims with an expiry, cleaned hourly.
      ClaimStorePlugin,
      CartPlugin,
      CheckoutPlugin.init({ seedDataDir: env.seedDataDir, vies: readViesSettings(process.env) }),
      ContentPlugin.init({ seedDataDir: env.seedDataDir }),
      // The nightly backup set (database, assets, uploads) and its retention; BACKUP_* (README "Backups").
      BackupPlugin.init({
        data: { database: env.database, assetsDir: env.assetsDir, uploadsDir: env.uploadsDir },
        settings: readBackupSettings(process.env, path.dirname(env.assetsDir)),
      }),
      // GET /metrics: orders paid, eSIMs delivered and their latency, failures, refused webhooks (Prometheus).
      MetricsPlugin.init({ token: env.metricsToken }),
      // GET /ready: this server's database, Redis and job queue answer (the balancers' and containers' check).
      ReadinessPlugin.init({ redisUrl: env.redisUrl, runsJobs: env.role === 'server+worker' }),
      // GET /published-version: changes when staff change the catalogue or content (the storefronts' page caches follow).
      PublishedVersionPlugin,
      // What the contact and review forms share: limits, uploads in UPLOADS_DIR, the staff's inbox.
      FormSubmissionsPlugin.init({
        uploadsDir: env.uploadsDir,
        shopInbox: env.shopInbox,
        rateLimitPerMinute: env.formSubmissionRateLimitPerMinute,
      }),
      // POST /contact/submit and /reviews/submit, moderation and the messages in the dashboard.
      ReviewsPlugin,
      ContactPlugin,
      // Staff logins limited and logged, the security log staff read, alerts to staff (issue 30).
      SecurityLogPlugin.init(process.env),
      // Card payment with 3-D Secure and Apple Pay, and PayPal; reads its CARD_*, APPLE_PAY_* and PAYPAL_* variables itself.
      PaymentPlugin.init(process.env),
      // Its usage links lead to the same origin as the account's emails; ESIM_SUPPLIER and the
      // chosen supplier's variables name the adapter (docs/suppliers/).
      EsimDeliveryPlugin.init({
        supplier: chooseSupplier(process.env, { production: env.refusesStandIns }),
        sandboxFailingSkus: env.esimSandboxFailSkus,
        sandboxTestControls: env.esimSandboxTestControls,
        usageLinkSecret: env.esimLinkSecret,
        storefrontOrigin: env.corsOrigins[0] ?? 'http://127.0.0.1:3000',
      }),
      // The catalogue follows the supplier's packages (issue 32); reads its CATALOGUE_SYNC_* variables itself.
      CatalogueSyncPlugin.init(process.env, { seedDataDir: env.seedDataDir }),
      // Accounts and their orders (details, invoice PDFs at GET /invoices/<id>.pdf, order again,
      // messages); the first STOREFRONT_ORIGIN is where its emails' links lead.
      AccountPlugin.init({ storefrontOrigin: env.corsOrigins[0] ?? 'http://127.0.0.1:3000', seedDataDir: env.seedDataDir }, process.env),
      // Newsletter double opt-in; its confirmation links lead to the same origin as the account's.
      NewsletterPlugin.init({ storefrontOrigin: env.corsOrigins[0] ?? 'http://127.0.0.1:3000' }),
      emailPlugin(env),
      // Spans of Vendure's own services in the traces, when this process exports them (tracing/).
      // (Vendure's switch, which the SDK's start sets: tracing/start-tracing.ts.)
      ...(process.env[ENABLE_INSTRUMENTATION_ENV_VAR] ? tracingPlugins(logger) : []),
      DashboardPlugin.init({
        route: 'dashboard',
        appDir: env.dashboardDir,
        viteDevServerPort: env.dashboardDevPort,
      }),
    ],
  };
}
