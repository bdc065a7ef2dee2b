import type { ViesSettings } from './vat-check/vies-client';

export const CHECKOUT_PLUGIN_OPTIONS = Symbol('CHECKOUT_PLUGIN_OPTIONS');

export interface CheckoutPluginOptions {
  /** backend/seed (or SEED_DATA_DIR): where postcodes.json is read from. */
  seedDataDir: string;
  /** Where VIES is and how long a check waits (vat-check/vies-settings.ts). */
  vies: ViesSettings;
}
