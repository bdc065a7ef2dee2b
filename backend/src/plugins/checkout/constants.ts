export const CHECKOUT_PLUGIN_OPTIONS = Symbol('CHECKOUT_PLUGIN_OPTIONS');

export interface CheckoutPluginOptions {
  /** backend/seed (or SEED_DATA_DIR): where postcodes.json is read from. */
  seedDataDir: string;
}
