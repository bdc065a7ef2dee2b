import { Args, Mutation, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { CatalogueSyncService } from '../catalogue-sync.service';
import { CatalogueSyncError, InvalidExchangeRatesError, InvalidPricingRulesError } from '../errors';
import type { ExchangeRates, PricingRules } from '../pricing-rules';
import { hasChanges, type SyncPreview } from '../sync-preview';

/** The preview as the schema shows it: money as `currencyCode`, and whether it changes anything. */
function previewType(preview: SyncPreview) {
  const money = (value: { amountMinor: number; currency: string } | null) =>
    value === null ? null : { amountMinor: value.amountMinor, currencyCode: value.currency };
  return {
    __typename: 'CatalogueSyncPreview',
    ...preview,
    hasChanges: hasChanges(preview.counts),
    entries: preview.entries.map((entry) => ({ ...entry, costBefore: money(entry.costBefore), costAfter: money(entry.costAfter) })),
  };
}

const rulesType = (rules: PricingRules) => ({ __typename: 'CatalogueSyncPricingRules', json: JSON.stringify(rules, null, 2) });

const ratesType = (rates: ExchangeRates) => ({
  __typename: 'CatalogueSyncExchangeRates',
  rates: Object.entries(rates)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currencyCode, rate]) => ({ currencyCode, rate })),
});

/**
 * No @Transaction on preview and apply: the preview only reads (and stores the result), and apply
 * writes in its own batches, each a transaction, so a long apply never holds one open throughout.
 */
@Resolver()
class CatalogueSyncResolver {
  constructor(private readonly sync: CatalogueSyncService) {}

  @Query()
  @Allow(Permission.UpdateCatalog)
  async pendingCatalogueSync(@Ctx() ctx: RequestContext) {
    const pending = await this.sync.pendingPreview(ctx);
    return pending ? previewType(pending) : null;
  }

  @Query()
  @Allow(Permission.UpdateCatalog)
  async pricingRules(@Ctx() ctx: RequestContext) {
    return rulesType(await this.sync.pricingRules(ctx));
  }

  @Query()
  @Allow(Permission.UpdateCatalog)
  async exchangeRates(@Ctx() ctx: RequestContext) {
    return ratesType(await this.sync.exchangeRates(ctx));
  }

  @Mutation()
  @Allow(Permission.UpdateCatalog)
  async catalogueSyncPreview(@Ctx() ctx: RequestContext) {
    const preview = await this.sync.preview(ctx);
    return preview instanceof CatalogueSyncError ? preview : previewType(preview);
  }

  @Mutation()
  @Allow(Permission.UpdateCatalog)
  async applyCatalogueSync(@Ctx() ctx: RequestContext, @Args('previewId') previewId: string) {
    const applied = await this.sync.apply(ctx, String(previewId));
    return applied instanceof CatalogueSyncError ? applied : { __typename: 'CatalogueSyncApplied', ...applied };
  }

  @Mutation()
  @Allow(Permission.UpdateCatalog)
  async updatePricingRules(@Ctx() ctx: RequestContext, @Args('json') json: string) {
    const saved = await this.sync.updatePricingRules(ctx, json);
    return saved instanceof InvalidPricingRulesError ? saved : rulesType(saved);
  }

  @Mutation()
  @Allow(Permission.UpdateCatalog)
  async updateExchangeRates(@Ctx() ctx: RequestContext, @Args('rates') rates: Array<{ currencyCode: string; rate: number }>) {
    const saved = await this.sync.updateExchangeRates(ctx, rates);
    return saved instanceof InvalidExchangeRatesError ? saved : ratesType(saved);
  }
}

/** Every member of the sync's result unions carries its __typename (the resolver above sets it). */
function typeOf(value: { __typename?: string }): string {
  if (!value.__typename) throw new Error('A catalogue sync result without __typename');
  return value.__typename;
}

@Resolver('CatalogueSyncPreviewResult')
class CatalogueSyncPreviewResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return typeOf(value);
  }
}

@Resolver('ApplyCatalogueSyncResult')
class ApplyCatalogueSyncResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return typeOf(value);
  }
}

@Resolver('UpdatePricingRulesResult')
class UpdatePricingRulesResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return typeOf(value);
  }
}

@Resolver('UpdateExchangeRatesResult')
class UpdateExchangeRatesResultResolver {
  @ResolveField()
  __resolveType(value: { __typename?: string }): string {
    return typeOf(value);
  }
}

export const catalogueSyncResolvers = [
  CatalogueSyncResolver,
  CatalogueSyncPreviewResultResolver,
  ApplyCatalogueSyncResultResolver,
  UpdatePricingRulesResultResolver,
  UpdateExchangeRatesResultResolver,
];
