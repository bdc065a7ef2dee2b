import { Product, ProductService, ProductVariantService, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';
import { GlobalFlag } from '@vendure/common/lib/generated-types';

import type { PlannedProduct, PlannedVariant } from './catalogue-plan';
import type { CurrencyCode as ShopCurrency } from './seed-data-schema';
import type { ServiceLocator } from './seed-context';
import type { SeededOptionGroups } from './seed-option-groups';
import { nameTranslations, translationInputs } from './translation-inputs';
import { toCurrencyCode } from './vendure-codes';

export interface ProductSeedResult {
  productId: ID;
  createdVariants: number;
  updatedVariants: number;
}

/** What a product is linked to, resolved to ids by the caller. */
export interface ProductLinks {
  /** plan-type, region and destination values. */
  facetValueIds: ID[];
  /** data-amount and duration values, by variant SKU. */
  variantFacetValueIds: Map<string, ID[]>;
  /** The flag or region icon, uploaded by the caller (once; later runs keep the product's own). */
  featuredAssetId: ID;
  optionGroups: SeededOptionGroups;
}

async function upsertProduct(
  app: ServiceLocator,
  ctx: RequestContext,
  planned: PlannedProduct,
  links: ProductLinks,
  existing: Product | undefined,
): Promise<ID> {
  const productService = app.get(ProductService);
  const translations = translationInputs((language) => ({
    name: planned.names[language],
    slug: planned.slugs[language],
    description: planned.descriptions[language],
    customFields: { metaTitle: planned.metaTitles[language], metaDescription: planned.metaDescriptions[language] },
  }));
  const featuredAssetId = existing?.featuredAssetId ?? links.featuredAssetId;
  const input = {
    enabled: true,
    translations,
    facetValueIds: links.facetValueIds,
    featuredAssetId,
    assetIds: [featuredAssetId],
    customFields: { coverageCodes: planned.coverage },
  };
  const saved = existing ? await productService.update(ctx, { id: existing.id, ...input }) : await productService.create(ctx, input);
  return saved.id;
}

function requireId(ids: Map<string, ID>, code: string): ID {
  const id = ids.get(code);
  if (id === undefined) throw new Error(`${code} was not seeded`);
  return id;
}

async function setExtraPrices(
  app: ServiceLocator,
  ctx: RequestContext,
  variantId: ID,
  variant: PlannedVariant,
  defaultCurrency: ShopCurrency,
): Promise<void> {
  const variantService = app.get(ProductVariantService);
  for (const [currency, price] of Object.entries(variant.prices) as Array<[ShopCurrency, number]>) {
    if (currency === defaultCurrency) continue;
    await variantService.createOrUpdateProductVariantPrice(ctx, variantId, price, ctx.channelId, toCurrencyCode(currency));
  }
}

async function upsertVariants(
  app: ServiceLocator,
  ctx: RequestContext,
  productId: ID,
  planned: PlannedProduct,
  links: ProductLinks,
  defaultCurrency: ShopCurrency,
): Promise<{ created: number; updated: number }> {
  const variantService = app.get(ProductVariantService);
  const existing = await variantService.getVariantsByProductId(ctx, productId, { take: 1000 });
  const existingIds = new Map(existing.items.map((variant) => [variant.sku, variant.id]));
  const toCreate = planned.variants.filter((variant) => !existingIds.has(variant.sku));
  const toUpdate = planned.variants.filter((variant) => existingIds.has(variant.sku));
  const common = (variant: PlannedVariant) => ({
    translations: nameTranslations(variant.names),
    facetValueIds: links.variantFacetValueIds.get(variant.sku) ?? [],
    price: variant.prices[defaultCurrency],
    // Digital goods: stock is never counted, so nothing can go out of stock.
    trackInventory: GlobalFlag.FALSE,
  });
  const { data, duration } = links.optionGroups;

  // One call per product and kind: each call re-reads the product's variants and emits one event.
  const created = toCreate.length
    ? await variantService.create(
        ctx,
        toCreate.map((variant) => ({
          ...common(variant),
          productId,
          sku: variant.sku,
          optionIds: [requireId(data.optionIds, variant.dataCode), requireId(duration.optionIds, variant.durationCode)],
        })),
      )
    : [];
  for (const variant of created) existingIds.set(variant.sku, variant.id);
  if (toUpdate.length) {
    await variantService.update(
      ctx,
      toUpdate.map((variant) => ({ ...common(variant), id: requireId(existingIds, variant.sku), enabled: true })),
    );
  }
  for (const variant of planned.variants) {
    await setExtraPrices(app, ctx, requireId(existingIds, variant.sku), variant, defaultCurrency);
  }
  return { created: toCreate.length, updated: toUpdate.length };
}

async function linkOptionGroups(
  app: ServiceLocator,
  ctx: RequestContext,
  productId: ID,
  groupIds: ID[],
  productIsNew: boolean,
): Promise<void> {
  if (productIsNew) {
    // The link addOptionGroupToProduct makes, in one statement instead of re-reading the
    // product twice per group: nothing can be linked to a product created a moment ago.
    await app
      .get(TransactionalConnection)
      .getRepository(ctx, Product)
      .createQueryBuilder()
      .relation(Product, 'optionGroups')
      .of(productId)
      .add(groupIds);
    return;
  }
  // idempotent in Vendure: an already linked group is left alone
  for (const groupId of groupIds) await app.get(ProductService).addOptionGroupToProduct(ctx, productId, groupId);
}

/**
 * Creates or updates one destination's product (`existing`: found by its English slug), links
 * the shared option groups, writes its variants.
 */
export async function seedProduct(
  app: ServiceLocator,
  ctx: RequestContext,
  planned: PlannedProduct,
  links: ProductLinks,
  existing: Product | undefined,
  defaultCurrency: ShopCurrency,
): Promise<ProductSeedResult> {
  const productId = await upsertProduct(app, ctx, planned, links, existing);
  const { data, duration } = links.optionGroups;
  await linkOptionGroups(app, ctx, productId, [data.id, duration.id], existing === undefined);
  const { created, updated } = await upsertVariants(app, ctx, productId, planned, links, defaultCurrency);
  return { productId, createdVariants: created, updatedVariants: updated };
}
