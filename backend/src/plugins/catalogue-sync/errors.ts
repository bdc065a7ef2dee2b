// The Admin API resolves an ErrorResult union member only for instances of Vendure's admin base
// class (as the account plugin does for the Shop API's).
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-admin-errors';

/**
 * Why a preview could not be made or applied: the supplier's package list could not be read
 * (down, refused, garbage); a shop currency has no exchange rate; no pending preview has that id
 * (applied already, or replaced by a newer one); the catalogue, the supplier's list, the rules or
 * the rates changed since the preview; another apply is running.
 */
export type SyncFailure = 'SUPPLIER_FAILED' | 'MISSING_EXCHANGE_RATE' | 'PREVIEW_NOT_FOUND' | 'PREVIEW_OUTDATED' | 'SYNC_BUSY';

export class CatalogueSyncError extends ErrorResult {
  override readonly __typename = 'CatalogueSyncError';
  override readonly errorCode = 'CATALOGUE_SYNC_ERROR';

  constructor(
    readonly reason: SyncFailure,
    override readonly message: string,
  ) {
    super();
  }
}

/** Staff's rules or rates refused: every problem, with its path. */
export class InvalidPricingRulesError extends ErrorResult {
  override readonly __typename = 'InvalidPricingRulesError';
  override readonly errorCode = 'INVALID_PRICING_RULES_ERROR';
  override readonly message = 'The pricing rules were not saved';

  constructor(readonly problems: string[]) {
    super();
  }
}

export class InvalidExchangeRatesError extends ErrorResult {
  override readonly __typename = 'InvalidExchangeRatesError';
  override readonly errorCode = 'INVALID_EXCHANGE_RATES_ERROR';
  override readonly message = 'The exchange rates were not saved';

  constructor(readonly problems: string[]) {
    super();
  }
}
