import type { CatalogueSyncSettings } from './sync-settings';

export const LOGGER_CTX = 'CatalogueSync';

/** The settings store's namespace and fields (channel scope): staff's rules, today's rates, the pending preview. */
export const SETTINGS_NAMESPACE = 'catalogueSync';
export const PRICING_RULES_FIELD = 'pricingRules';
export const EXCHANGE_RATES_FIELD = 'exchangeRates';
export const PENDING_PREVIEW_FIELD = 'pendingPreview';
export const PRICING_RULES_KEY = `${SETTINGS_NAMESPACE}.${PRICING_RULES_FIELD}`;
export const EXCHANGE_RATES_KEY = `${SETTINGS_NAMESPACE}.${EXCHANGE_RATES_FIELD}`;
export const PENDING_PREVIEW_KEY = `${SETTINGS_NAMESPACE}.${PENDING_PREVIEW_FIELD}`;

/** One apply at a time, shop-wide; longer than applying 3,000 changes takes, short enough to outlive a crash. */
export const APPLY_CLAIM_KEY = 'catalogueSync.apply';
export const APPLY_CLAIM_MS = 15 * 60 * 1000;

/** Changes written per transaction: a failure loses at most one batch, and SQLite's writer is freed between them. */
export const APPLY_BATCH_SIZE = 100;

export const CATALOGUE_SYNC_OPTIONS = Symbol('CATALOGUE_SYNC_OPTIONS');

export interface CatalogueSyncOptions extends CatalogueSyncSettings {
  /** backend/seed by default: the facet codes and the option names' templates. */
  seedDataDir?: string | undefined;
}
