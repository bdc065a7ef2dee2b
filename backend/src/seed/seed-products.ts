import {
  ProductOptionGroupService,
  ProductOptionService,
  ProductService,
  ProductVariantService,
  type ID,
  type ProductOptionGroup,
  type RequestContext,
} from '@vendure/core';
import { GlobalFlag } from '@vendure/common/lib/generated-types';

import type { PlannedOptionGroup, PlannedProduct, PlannedVariant } from './catalogue-plan';
import type { CurrencyCode as ShopCurrency } from './seed-data-schema';
import type { ServiceLocator } from './seed-context';
import { nameTranslations, translationInputs } from './translation-inputs';
import { toCurrencyCode } from './vendure-codes';

export interface ProductSeedResult {
  createdVariants: number;
  updatedVariants: number;
}

async function upsertProduct(
  app: ServiceLocator,
  ctx: RequestContext,
  planned: PlannedProduct,
  facetValueIds: ID[],
): Promise<ID> {
  const productService = app.get(ProductService);
  const translations = translationInputs((language) => ({
    name: planned.names[language],
    slug: planned.slugs[language],
    description: planned.descriptions[language],
  }));
  const existing = await productService.findOneBySlug(ctx, planned.englishSlug);
  const saved = existing
    ? await productService.update(ctx, { id: existing.id, enabled: true, translations, facetValueIds })
    : await productService.create(ctx, { enabled: true, translations, facetValueIds });
  return saved.id;
}

/** Returns option ids keyed by option code; group codes are unique per product by construction. */
async function upsertOptionGroup(
  app: ServiceLocator,
  ctx: RequestContext,
  productId: ID,
  planned: PlannedOptionGroup,
  existingGroups: ProductOptionGroup[],
): Promise<Map<string, ID>> {
  const groupService = app.get(ProductOptionGroupService);
  const optionService = app.get(ProductOptionService);
  const translations = nameTranslations(planned.names);

  let group = existingGroups.find((candidate) => candidate.code === planned.code);
  if (group) {
    await groupService.update(ctx, { id: group.id, translations });
  } else {
    group = await groupService.create(ctx, { code: planned.code, translations });
    await app.get(ProductService).addOptionGroupToProduct(ctx, productId, group.id);
  }

  const optionIds = new Map<string, ID>();
  for (const option of planned.options) {
    const optionTranslations = nameTranslations(option.names);
    const found = group.options?.find((candidate) => candidate.code === option.code && !candidate.deletedAt);
    const saved = found
      ? await optionService.update(ctx, { id: found.id, translations: optionTranslations })
      : await optionService.create(ctx, group, { code: option.code, translations: optionTranslations });
    optionIds.set(option.code, saved.id);
  }
  return optionIds;
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
    await variantService.createOrUpdateProductVariantPrice(
      ctx,
      variantId,
      price,
      ctx.channelId,
      toCurrencyCode(currency),
    );
  }
}

async function upsertVariants(
  app: ServiceLocator,
  ctx: RequestContext,
  productId: ID,
  planned: PlannedProduct,
  optionIds: { data: Map<string, ID>; duration: Map<string, ID> },
  defaultCurrency: ShopCurrency,
): Promise<{ created: number; updated: number }> {
  const variantService = app.get(ProductVariantService);
  const existing = await variantService.getVariantsByProductId(ctx, productId, { take: 1000 });
  const existingIds = new Map(existing.items.map((variant) => [variant.sku, variant.id]));
  const toCreate = planned.variants.filter((variant) => !existingIds.has(variant.sku));
  const toUpdate = planned.variants.filter((variant) => existingIds.has(variant.sku));
  const common = (variant: PlannedVariant) => ({
    translations: nameTranslations(variant.names),
    price: variant.prices[defaultCurrency],
    // Digital goods: stock is never counted, so nothing can go out of stock.
    trackInventory: GlobalFlag.FALSE,
  });

  // One call per product and kind: each call re-reads the product's variants and emits one event.
  const created = toCreate.length
    ? await variantService.create(
        ctx,
        toCreate.map((variant) => ({
          ...common(variant),
          productId,
          sku: variant.sku,
          optionIds: [requireId(optionIds.data, variant.dataCode), requireId(optionIds.duration, variant.durationCode)],
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

/** Creates or updates one destination's product with its option groups and variants. */
export async function seedProduct(
  app: ServiceLocator,
  ctx: RequestContext,
  planned: PlannedProduct,
  facetValueIds: ID[],
  defaultCurrency: ShopCurrency,
): Promise<ProductSeedResult> {
  const productId = await upsertProduct(app, ctx, planned, facetValueIds);
  const existingGroups = await app.get(ProductOptionGroupService).getOptionGroupsByProductId(ctx, productId);
  const optionIds = {
    data: await upsertOptionGroup(app, ctx, productId, planned.optionGroups.data, existingGroups),
    duration: await upsertOptionGroup(app, ctx, productId, planned.optionGroups.duration, existingGroups),
  };
  const { created, updated } = await upsertVariants(app, ctx, productId, planned, optionIds, defaultCurrency);
  return { createdVariants: created, updatedVariants: updated };
}
