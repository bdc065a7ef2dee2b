/**
 * Builds the rows of Vendure's DefaultSearchPlugin index (`search_index_item`) for a whole
 * channel at once. Pure, so it is unit-tested; write-search-index.ts feeds it from the
 * database. Field by field it follows the plugin's own indexer (IndexerController.saveVariants
 * in @vendure/core 3.7): same translation fallback, same facet and collection lists, same
 * "a disabled product disables its variants" rule. What it saves is the work the indexer repeats
 * per language (re-reading each variant's channels, re-applying its price).
 */

type Id = string | number;

export interface IndexAsset {
  id: Id;
  preview: string;
  focalPoint: { x: number; y: number } | null;
}

export interface IndexFacetValue {
  id: Id;
  facetId: Id;
}

export interface IndexProduct {
  id: Id;
  enabled: boolean;
  featuredAsset: IndexAsset | null;
  translations: Array<{ languageCode: string; name: string; slug: string; description: string }>;
  facetValues: IndexFacetValue[];
}

export interface IndexVariant {
  id: Id;
  productId: Id;
  sku: string;
  enabled: boolean;
  featuredAsset: IndexAsset | null;
  translations: Array<{ languageCode: string; name: string }>;
  facetValues: IndexFacetValue[];
  collectionIds: Id[];
  channelIds: Id[];
  /** Price and price with tax in each currency of the channel, as Vendure's price applicator computes them. */
  prices: Array<{ currencyCode: string; price: number; priceWithTax: number }>;
}

export interface IndexCollection {
  id: Id;
  translations: Array<{ languageCode: string; slug: string }>;
}

export interface IndexInput {
  channelId: Id;
  languages: readonly string[];
  /** Vendure's configured default language: the translation used when one is missing. */
  defaultLanguage: string;
  /** True when the plugin indexes per currency (`indexCurrencyCode`); otherwise only `defaultCurrency`. */
  perCurrency: boolean;
  defaultCurrency: string;
  /** PostgreSQL indexes fail on very long descriptions; the plugin cuts them there. */
  descriptionLimit: number | undefined;
  products: IndexProduct[];
  variants: IndexVariant[];
  collections: IndexCollection[];
}

/** One `search_index_item` row, as the plugin's SearchIndexItem entity names its columns. */
export interface SearchIndexRow {
  channelId: Id;
  languageCode: string;
  currencyCode?: string;
  productVariantId: Id;
  productId: Id;
  enabled: boolean;
  productName: string;
  productVariantName: string;
  description: string;
  slug: string;
  sku: string;
  price: number;
  priceWithTax: number;
  facetIds: string[];
  facetValueIds: string[];
  collectionIds: string[];
  collectionSlugs: string[];
  channelIds: string[];
  productPreview: string;
  productPreviewFocalPoint: { x: number; y: number } | null;
  productVariantPreview: string;
  productVariantPreviewFocalPoint: { x: number; y: number } | null;
  productAssetId: Id | null;
  productVariantAssetId: Id | null;
}

function translationOf<T extends { languageCode: string }>(
  translations: T[],
  languageCode: string,
  defaultLanguage: string,
): T | undefined {
  return (
    translations.find((t) => t.languageCode === languageCode) ??
    translations.find((t) => t.languageCode === defaultLanguage) ??
    translations[0]
  );
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function buildSearchIndexRows(input: IndexInput): SearchIndexRow[] {
  const products = new Map(input.products.map((product) => [String(product.id), product]));
  const collections = new Map(input.collections.map((collection) => [String(collection.id), collection]));
  const rows: SearchIndexRow[] = [];

  for (const variant of input.variants) {
    const product = products.get(String(variant.productId));
    if (!product) throw new Error(`Product ${String(variant.productId)} of variant ${String(variant.id)} not found`);
    const facetValues = [...variant.facetValues, ...product.facetValues];
    const shared = {
      channelId: input.channelId,
      productVariantId: variant.id,
      productId: product.id,
      enabled: product.enabled === false ? false : variant.enabled,
      sku: variant.sku,
      facetIds: unique(facetValues.map((value) => String(value.facetId))),
      facetValueIds: unique(facetValues.map((value) => String(value.id))),
      collectionIds: variant.collectionIds.map(String),
      channelIds: unique(variant.channelIds.map(String)),
      productAssetId: product.featuredAsset?.id ?? null,
      productPreview: product.featuredAsset?.preview ?? '',
      productPreviewFocalPoint: product.featuredAsset?.focalPoint ?? null,
      productVariantAssetId: variant.featuredAsset?.id ?? null,
      productVariantPreview: variant.featuredAsset?.preview ?? '',
      productVariantPreviewFocalPoint: variant.featuredAsset?.focalPoint ?? null,
    };
    const prices = input.perCurrency ? variant.prices : variant.prices.filter((price) => price.currencyCode === input.defaultCurrency);

    for (const languageCode of unique([...input.languages])) {
      const productText = translationOf(product.translations, languageCode, input.defaultLanguage);
      const variantText = translationOf(variant.translations, languageCode, input.defaultLanguage);
      const collectionSlugs = variant.collectionIds
        .map((id) => {
          const collection = collections.get(String(id));
          return collection && translationOf(collection.translations, languageCode, input.defaultLanguage)?.slug;
        })
        .filter((slug): slug is string => typeof slug === 'string');
      const description = productText?.description ?? '';
      for (const price of prices) {
        rows.push({
          ...shared,
          languageCode,
          ...(input.perCurrency ? { currencyCode: price.currencyCode } : {}),
          price: price.price,
          priceWithTax: price.priceWithTax,
          slug: productText?.slug ?? '',
          productName: productText?.name ?? '',
          productVariantName: variantText?.name ?? '',
          description: input.descriptionLimit === undefined ? description : description.substring(0, input.descriptionLimit),
          collectionSlugs,
        });
      }
    }
  }
  return rows;
}
