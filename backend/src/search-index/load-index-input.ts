import {
  Asset,
  Collection,
  Product,
  ProductPriceApplicator,
  ProductVariant,
  ProductVariantPrice,
  RequestContextService,
  TaxCategory,
  TransactionalConnection,
  type Channel,
  type CurrencyCode,
  type ID,
  type RequestContext,
} from '@vendure/core';
import { In } from 'typeorm';

import type { ServiceLocator } from '../seed/seed-context';
import type { IndexAsset, IndexCollection, IndexFacetValue, IndexProduct, IndexVariant } from './index-rows';

/** Raw rows come back as numbers or strings depending on the driver; ids are compared as strings. */
type RawId = string | number;

function groupBy<T, V>(rows: T[], key: (row: T) => RawId, value: (row: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const row of rows) {
    const k = String(key(row));
    const list = groups.get(k) ?? [];
    list.push(value(row));
    groups.set(k, list);
  }
  return groups;
}

function assetOf(asset: Asset | null | undefined): IndexAsset | null {
  return asset ? { id: asset.id, preview: asset.preview, focalPoint: asset.focalPoint ?? null } : null;
}

/**
 * Reads everything the search index needs about the channel's live variants in a handful of
 * set queries (instead of one batch of entity graphs per 1000 variants), then prices every
 * variant once per currency with Vendure's own ProductPriceApplicator, so the price and tax
 * rules are Vendure's.
 */
export class IndexInputLoader {
  private readonly connection: TransactionalConnection;

  constructor(
    private readonly app: ServiceLocator,
    private readonly ctx: RequestContext,
    private readonly channel: Channel,
  ) {
    this.connection = app.get(TransactionalConnection);
  }

  private variantQuery() {
    return this.connection
      .getRepository(this.ctx, ProductVariant)
      .createQueryBuilder('variant')
      .innerJoin('variant.channels', 'inChannel', 'inChannel.id = :channelId', { channelId: this.channel.id })
      .innerJoin('variant.product', 'product')
      .where('variant.deletedAt IS NULL')
      .andWhere('product.deletedAt IS NULL');
  }

  async variants(currencies: CurrencyCode[]): Promise<IndexVariant[]> {
    const variants = await this.variantQuery()
      .leftJoinAndSelect('variant.featuredAsset', 'featuredAsset')
      .leftJoinAndSelect('variant.taxCategory', 'taxCategory')
      .orderBy('variant.id', 'ASC')
      .getMany();
    const ids = variants.map((variant) => variant.id);
    if (ids.length === 0) return [];

    const [translations, facetValues, collections, channels, prices] = await Promise.all([
      this.variantQuery()
        .innerJoin('variant.translations', 'translation')
        .select('variant.id', 'variantId')
        .addSelect('translation.languageCode', 'languageCode')
        .addSelect('translation.name', 'name')
        .getRawMany<{ variantId: RawId; languageCode: string; name: string }>(),
      this.variantQuery()
        .innerJoin('variant.facetValues', 'facetValue')
        .select('variant.id', 'variantId')
        .addSelect('facetValue.id', 'id')
        .addSelect('facetValue.facetId', 'facetId')
        .getRawMany<{ variantId: RawId; id: RawId; facetId: RawId }>(),
      this.variantQuery()
        .innerJoin('variant.collections', 'collection')
        .select('variant.id', 'variantId')
        .addSelect('collection.id', 'collectionId')
        .getRawMany<{ variantId: RawId; collectionId: RawId }>(),
      this.variantQuery()
        .innerJoin('variant.channels', 'channel')
        .select('variant.id', 'variantId')
        .addSelect('channel.id', 'channelId')
        .getRawMany<{ variantId: RawId; channelId: RawId }>(),
      this.variantQuery()
        .innerJoin('variant.productVariantPrices', 'price')
        .select('variant.id', 'variantId')
        .addSelect('price.price', 'price')
        .addSelect('price.currencyCode', 'currencyCode')
        .addSelect('price.channelId', 'channelId')
        .getRawMany<{ variantId: RawId; price: number | string; currencyCode: CurrencyCode; channelId: RawId }>(),
    ]);

    const translationsByVariant = groupBy(
      translations,
      (row) => row.variantId,
      (row) => ({ languageCode: row.languageCode, name: row.name }),
    );
    const facetValuesByVariant = groupBy(
      facetValues,
      (row) => row.variantId,
      (row): IndexFacetValue => row,
    );
    const collectionsByVariant = groupBy(
      collections,
      (row) => row.variantId,
      (row) => row.collectionId,
    );
    const channelsByVariant = groupBy(
      channels,
      (row) => row.variantId,
      (row) => row.channelId,
    );
    const pricesByVariant = groupBy(
      prices,
      (row) => row.variantId,
      (row) => new ProductVariantPrice({ price: Number(row.price), currencyCode: row.currencyCode, channelId: row.channelId }),
    );
    const applied = await this.applyPrices(variants, pricesByVariant, currencies);

    return variants.map((variant) => {
      const key = String(variant.id);
      return {
        id: variant.id,
        productId: variant.productId,
        sku: variant.sku,
        enabled: variant.enabled,
        featuredAsset: assetOf(variant.featuredAsset),
        translations: translationsByVariant.get(key) ?? [],
        facetValues: facetValuesByVariant.get(key) ?? [],
        collectionIds: collectionsByVariant.get(key) ?? [],
        channelIds: channelsByVariant.get(key) ?? [],
        prices: applied.get(key) ?? [],
      };
    });
  }

  /** Vendure's price selection, calculation and tax zone, applied once per variant and currency. */
  private async applyPrices(
    variants: ProductVariant[],
    pricesByVariant: Map<string, ProductVariantPrice[]>,
    currencies: CurrencyCode[],
  ): Promise<Map<string, IndexVariant['prices']>> {
    const applicator = this.app.get(ProductPriceApplicator);
    const result = new Map<string, IndexVariant['prices']>();
    for (const currencyCode of currencies) {
      const ctx = await this.app.get(RequestContextService).create({
        apiType: 'admin',
        channelOrToken: this.channel,
        currencyCode,
      });
      for (const variant of variants) {
        const priced = new ProductVariant({
          id: variant.id,
          taxCategory: variant.taxCategory ?? new TaxCategory({ id: variant.taxCategoryId }),
          productVariantPrices: pricesByVariant.get(String(variant.id)) ?? [],
        });
        await applicator.applyChannelPriceAndTax(priced, ctx);
        const list = result.get(String(variant.id)) ?? [];
        list.push({ currencyCode, price: priced.price, priceWithTax: priced.priceWithTax });
        result.set(String(variant.id), list);
      }
    }
    return result;
  }

  async products(ids: ID[]): Promise<IndexProduct[]> {
    if (ids.length === 0) return [];
    const products = await this.connection.getRepository(this.ctx, Product).find({
      where: { id: In(ids) },
      relations: { featuredAsset: true, translations: true },
      relationLoadStrategy: 'join',
      loadEagerRelations: false,
    });
    const facetValues = await this.connection
      .getRepository(this.ctx, Product)
      .createQueryBuilder('product')
      .innerJoin('product.facetValues', 'facetValue')
      .select('product.id', 'productId')
      .addSelect('facetValue.id', 'id')
      .addSelect('facetValue.facetId', 'facetId')
      .where('product.id IN (:...ids)', { ids })
      .getRawMany<{ productId: RawId; id: RawId; facetId: RawId }>();
    const facetValuesByProduct = groupBy(
      facetValues,
      (row) => row.productId,
      (row): IndexFacetValue => row,
    );
    return products.map((product) => ({
      id: product.id,
      enabled: product.enabled,
      featuredAsset: assetOf(product.featuredAsset),
      translations: product.translations.map(({ languageCode, name, slug, description }) => ({
        languageCode,
        name,
        slug,
        description,
      })),
      facetValues: facetValuesByProduct.get(String(product.id)) ?? [],
    }));
  }

  async collections(): Promise<IndexCollection[]> {
    const collections = await this.connection.getRepository(this.ctx, Collection).find({
      relations: { translations: true },
      relationLoadStrategy: 'join',
      loadEagerRelations: false,
    });
    return collections.map((collection) => ({
      id: collection.id,
      translations: collection.translations.map(({ languageCode, slug }) => ({ languageCode, slug })),
    }));
  }
}
