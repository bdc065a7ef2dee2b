import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
/** How often the tests' shops reconcile pending PayPal captures (6-field cron: every 3 s). */
export declare const TEST_RECONCILE_SCHEDULE: string;
/** The backend's PayPal webhook listener on that port, where the simulator posts. */
export declare function paypalWebhookUrl(backendPort: number): string;
/** Issue 30's limits (card declines, account emails) raised for a test shop whose shoppers are one machine. */
export declare const TEST_ABUSE_LIMITS: Readonly<Record<string, string>>;
/** Backend env of the shop the Playwright journeys run against (a failing eSIM destination). */
export declare const E2E_BACKEND_ENV: Readonly<Record<string, string>>;
/** A production start's real-looking provider and mail settings, pointed at loopback addresses nothing answers on. */
export declare const PRODUCTION_PROVIDER_SETTINGS: Readonly<Record<string, string>>;
export declare const E2E_STOREFRONT_ENV: Readonly<Record<string, string>>;
interface StartedProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}
export interface RunningShop {
  shopUrl: string;
  backendUrl: string;
  /** The sandbox card acquirer's origin (CARD_GATEWAY_URL of the backend). */
  cardGatewayUrl: string;
  /** The PayPal simulator's origin (PAYPAL_BASE_URL of the backend). */
  paypalUrl: string;
  viesUrl: string;
  /** The simulator of the supplier ESIM_SUPPLIER names, when one runs (no credentials given). */
  supplierSimulatorUrl: string | undefined;
  /** The simulator of the card provider CARD_PROVIDER names, when one runs (no credentials given). */
  cardProviderSimulatorUrl: string | undefined;
  dataDir: string;
  mailboxDir: string;
  /** The backend's ESIM_LINK_SECRET (this shop's development secret, or the environment's). */
  esimLinkSecret: string | undefined;
  /** The backend's COOKIE_SECRET, which the storefront shares. */
  cookieSecret: string | undefined;
  processes: {
    cardSandbox: StartedProcess;
    paypalSandbox: StartedProcess;
    viesSandbox: StartedProcess;
    supplierSandbox?: StartedProcess;
    cardProviderSandbox?: StartedProcess;
    backend: StartedProcess;
    storefront: StartedProcess;
  };
  stop(): Promise<void>;
}
/** The storefront server on `port` (default: a free one) against the backend at `backendUrl`. */
export declare function startStorefront(options: {
  backendUrl: string;
  cardGatewayUrl: string;
  port?: number;
  log?: boolean;
  env?: Record<string, string>;
}): Promise<StartedProcess & { url: string }>;
/** This shop's development secrets, kept in `dir` (none in production: the environment's). */
export declare function shopSecrets(
  dir: string,
  options?: { production?: boolean },
): Promise<{ COOKIE_SECRET?: string; ESIM_LINK_SECRET?: string }>;
export declare function startBackend(options: {
  dir: string;
  port: number;
  storefrontOrigin: string;
  log?: boolean;
  env?: Record<string, string>;
  /** On an empty dir, start from the seeded database an earlier start of this build kept (default true). */
  reuseSeed?: boolean;
}): Promise<StartedProcess & { url: string; mailboxDir: string }>;
export declare function startCardSandbox(options: {
  port: number;
  storefrontOrigin: string;
  log?: boolean;
  env?: Record<string, string>;
}): Promise<StartedProcess & { url: string }>;
export declare function startPayPalSandbox(options: {
  port: number;
  storefrontOrigin: string;
  log?: boolean;
  testControls?: boolean;
  /** PAYPAL_SANDBOX_WEBHOOK_URL: where it posts PayPal's webhooks. */
  webhookUrl?: string;
  env?: Record<string, string>;
}): Promise<StartedProcess & { url: string }>;
/** The VIES simulator (backend/sandbox/vies); `testControls` opens `/__sandbox/down`. */
export declare function startViesSandbox(options: {
  port: number;
  log?: boolean;
  testControls?: boolean;
}): Promise<StartedProcess & { url: string }>;
interface ProviderSimulator {
  /** The backend setting and value that choose this provider (`ESIM_SUPPLIER=airalo`, `CARD_PROVIDER=stripe`). */
  chosenBy: { variable: string; value: string };
  name: string;
  script: string;
  readyWord: string;
  envPrefix: string;
  /** Once set, the provider's real credentials: no simulator runs. */
  credential: string;
  /** The backend's settings that point it at the simulator on `url`. */
  backendEnvOf(url: string): Record<string, string>;
  webhookPath: string;
}
/** The eSIM supplier's simulator ESIM_SUPPLIER needs, or undefined (the sandbox, or real credentials). */
export declare function supplierSimulatorOf(backendEnv: Record<string, string | undefined>): ProviderSimulator | undefined;
/** Stripe's simulator CARD_PROVIDER=stripe needs, or undefined (the sandbox, or Stripe's real keys). */
export declare function cardProviderSimulatorOf(backendEnv: Record<string, string | undefined>): ProviderSimulator | undefined;
export declare function startProviderSimulator(options: {
  simulator: ProviderSimulator;
  port: number;
  backendPort: number;
  log?: boolean;
  testControls?: boolean;
  env?: Record<string, string>;
}): Promise<StartedProcess & { url: string; backendEnv: Record<string, string> }>;
export declare function temporaryDataDir(): Promise<{ dir: string; remove(): Promise<void> }>;
export declare function startShop(options?: {
  dataDir?: string;
  backendPort?: number;
  storefrontPort?: number;
  cardSandboxPort?: number;
  paypalSandboxPort?: number;
  /** Opens the simulator's `/__sandbox/*` test endpoints (npm test only). */
  paypalTestControls?: boolean;
  /** The VIES simulator's `/__sandbox/down` (the integration tests' VIES outage). */
  viesTestControls?: boolean;
  /** Opens the provider simulators' `/__sandbox/*` test endpoints (npm test only). */
  providerTestControls?: boolean;
  /** The provider simulators' own settings, each taking those of its prefix (`ESIMACCESS_SANDBOX_ALLOCATION_DELAY_MS`, …). */
  providerSimulatorEnv?: Record<string, string>;
  log?: boolean;
  backendEnv?: Record<string, string>;
  storefrontEnv?: Record<string, string>;
  /** See startBackend's reuseSeed. */
  reuseSeed?: boolean;
}): Promise<RunningShop>;
