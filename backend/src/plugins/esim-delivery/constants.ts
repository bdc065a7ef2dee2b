import type { EsimSupplier } from './esim-supplier';

export const LOGGER_CTX = 'EsimDelivery';
export const PROVISION_QUEUE = 'provision-esims';
/** Injection token of the DeliverySettings (delivery-settings.ts). */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');
/** Injection token of the EsimDeliveryOptions given to `EsimDeliveryPlugin.init`. */
export const ESIM_DELIVERY_OPTIONS = Symbol('ESIM_DELIVERY_OPTIONS');

/** Injection token of the sandbox's pinned usage figures (sandbox-usage-overrides.ts). */
export const SANDBOX_USAGE_OVERRIDES = Symbol('SANDBOX_USAGE_OVERRIDES');
/** The sandbox supplier's test control: `POST /esim-sandbox/usage` (sandbox-test-control.controller.ts). */
export const ESIM_SANDBOX_ROUTE = 'esim-sandbox';

/**
 * Attempts after the first of a run that failed on the shop's own side (its database): 1 s apart.
 * The supplier's failures never fail a run: the delivery waits and is retried by the retry sweep.
 */
export const PROVISION_RETRIES = 4;

/**
 * A delivery job or eSIM email in the queue that has not started an attempt for this long is not
 * trusted by the sweep to deliver its order (waiting-work.ts). Far longer than any delivery takes
 * (five attempts at the supplier, 1 s apart) or a queue needs to take a dead process's job up
 * again (35 s without Redis, 20 s with): a job still unstarted after it is stuck.
 */
export const STALLED_DELIVERY_WORK_MS = 10 * 60 * 1000;

/** How far back the sweep looks for paid orders whose eSIM email was never sent. */
export const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface EsimDeliveryOptions {
  /** The supplier adapter; the sandbox when unset. */
  supplier?: EsimSupplier;
  /** SKUs (or `PREFIX*`) the sandbox refuses (env ESIM_SANDBOX_FAIL_SKUS). */
  sandboxFailingSkus?: readonly string[];
  /** ESIM_SANDBOX_TEST_CONTROLS: `POST /esim-sandbox/usage` pins an eSIM's usage (never in production). */
  sandboxTestControls?: boolean;
  /** ESIM_LINK_SECRET: signs the guest's eSIM usage links (esim-usage-link.ts). */
  usageLinkSecret?: string;
  /** Where the delivery email's usage link leads: `${storefrontOrigin}/${lang}/esim-status?token=…`. */
  storefrontOrigin?: string;
}
