import type { EsimProvider } from './esim-provider';

export const LOGGER_CTX = 'EsimDelivery';
export const PROVISION_QUEUE = 'provision-esims';
/** Injection token of the DeliverySettings (delivery-settings.ts). */
export const DELIVERY_SETTINGS = Symbol('DELIVERY_SETTINGS');

/** Attempts after the first: a transient provider error is retried this often, 1 s apart. */
export const PROVISION_RETRIES = 4;

/** How far back the sweep looks for paid orders whose eSIM email was never sent. */
export const RECOVERY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface EsimDeliveryOptions {
  /** The provider adapter; the sandbox when unset. */
  provider?: EsimProvider;
  /** SKUs (or `PREFIX*`) the sandbox refuses (env ESIM_SANDBOX_FAIL_SKUS). */
  sandboxFailingSkus?: readonly string[];
}
