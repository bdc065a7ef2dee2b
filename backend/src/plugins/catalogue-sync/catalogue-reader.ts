import { Product, ProductVariant, TransactionalConnection, type ID, type RequestContext } from '@vendure/core';

import { OPTION_GROUP_CODES } from '../../seed/catalogue-plan';
import { SHOP_LANGUAGES, type ShopLanguage } from '../../seed/languages';
import type { CatalogueDestination } from './package-matching';
import type { CatalogueProduct } from './sync-preview';
import type { SyncedVariant } from './sync-plan';

/*
 * The shop's side of a sync, read from the database with Vendure's repositories (issue 32, point
 * 3): its destinations (a product's `destination` and `region` facet values and its coverage), the
 * descriptions holding the info rows, and every variant of the channel with its options, prices
 * and supplier fields. Deleted ones are left out; disabled ones are in (a draft or a withdrawn plan
 * keeps its slot, so it is never added twice).
 */

/** The facet codes products are found by (seed/facets.json). */
export interface CatalogueFacetCodes {
  destination: string;
  region: string;
}

export interface ShopCatalogue {
  destinations: CatalogueDestination[];
  products: CatalogueProduct[];
  variants: SyncedVariant[];
  /** The product of each destination code, where a variant is added. */
  productIdByDestination: Map<string, ID>;
  /**
   * The entity ids behind the plan's string ids, by kind: Vendure's services want them as the
   * database has them (a number with the default id strategy; a string id would be saved as a new row).
   */
  variantIds: Map<string, ID>;
  productIds: Map<string, ID>;
  /** Variants the sync cannot place (no destination facet, or not one Data and one Duration option). */
  skippedVariants: number;
}

const isShopLanguage = (code: string): code is ShopLanguage => (SHOP_LANGUAGES as readonly string[]).includes(code);

export async function readShopCatalogue(
  connection: TransactionalConnection,
  ctx: RequestContext,
  facetCodes: CatalogueFacetCodes,
): Promise<ShopCatalogue> {
  const products = await connection
    .getRepository(ctx, Product)
    .createQueryBuilder('product')
    .innerJoin('product.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
    .leftJoinAndSelect('product.translations', 'translation')
    .leftJoinAndSelect('product.facetValues', 'facetValue')
    .leftJoinAndSelect('facetValue.facet', 'facet')
    .where('product.deletedAt IS NULL')
    .getMany();

  const destinations: CatalogueDestination[] = [];
  const catalogueProducts: CatalogueProduct[] = [];
  const destinationOfProduct = new Map<string, string>();
  const productIdByDestination = new Map<string, ID>();
  const productIds = new Map<string, ID>();
  const variantIds = new Map<string, ID>();
  for (const product of products) {
    const valueOf = (facetCode: string) => product.facetValues.find((value) => value.facet?.code === facetCode)?.code;
    const destinationCode = valueOf(facetCodes.destination);
    if (destinationCode === undefined || productIdByDestination.has(destinationCode)) continue;
    const productId = String(product.id);
    destinationOfProduct.set(productId, destinationCode);
    productIdByDestination.set(destinationCode, product.id);
    productIds.set(productId, product.id);
    destinations.push({
      code: destinationCode,
      region: valueOf(facetCodes.region) ?? '',
      coverage: product.customFields.coverageCodes ?? [],
    });
    const descriptions: CatalogueProduct['descriptions'] = {};
    for (const translation of product.translations) {
      if (isShopLanguage(translation.languageCode)) descriptions[translation.languageCode] = translation.description;
    }
    catalogueProducts.push({ id: productId, destinationCode, descriptions });
  }

  const rows = await connection
    .getRepository(ctx, ProductVariant)
    .createQueryBuilder('variant')
    .innerJoin('variant.channels', 'channel', 'channel.id = :channelId', { channelId: ctx.channelId })
    .leftJoinAndSelect('variant.options', 'option')
    .leftJoinAndSelect('option.group', 'optionGroup')
    .leftJoinAndSelect('variant.productVariantPrices', 'price', 'price.channelId = :channelId', { channelId: ctx.channelId })
    .where('variant.deletedAt IS NULL')
    .getMany();

  const variants: SyncedVariant[] = [];
  let skippedVariants = 0;
  for (const row of rows) {
    const destinationCode = destinationOfProduct.get(String(row.productId));
    const optionOf = (groupCode: string) => {
      const options = row.options.filter((option) => option.group?.code === groupCode && !option.deletedAt);
      return options.length === 1 ? options[0]?.code : undefined;
    };
    const dataCode = optionOf(OPTION_GROUP_CODES.data);
    const durationCode = optionOf(OPTION_GROUP_CODES.duration);
    if (destinationCode === undefined || dataCode === undefined || durationCode === undefined) {
      skippedVariants += 1;
      continue;
    }
    const { supplierPackageId, wholesaleCostMinor, wholesaleCurrency } = row.customFields;
    variantIds.set(String(row.id), row.id);
    variants.push({
      id: String(row.id),
      sku: row.sku,
      destinationCode,
      dataCode,
      durationCode,
      supplierPackageId: supplierPackageId ?? undefined,
      wholesaleCost:
        typeof wholesaleCostMinor === 'number' && typeof wholesaleCurrency === 'string'
          ? { amountMinor: wholesaleCostMinor, currency: wholesaleCurrency }
          : undefined,
      prices: Object.fromEntries(row.productVariantPrices.map((price) => [price.currencyCode, price.price])),
      enabled: row.enabled,
    });
  }
  return { destinations, products: catalogueProducts, variants, productIdByDestination, variantIds, productIds, skippedVariants };
}
