import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { graphql, requestTyped, type ResultOf } from '../../graphql';
import { fromLanguageCode, type ShopLocale } from '../../locale';
import type { Money } from '../../money';
import { fromCatalogIndex, regionFromProductName, type PlanType } from './facets';

/** The asset server's presets for cover images (backend AssetServerPlugin config), with their boxes. */
const COVER_PRESETS = {
  small: { width: 160, height: 120 },
  medium: { width: 320, height: 240 },
  large: { width: 640, height: 480 },
} as const;
type CoverPreset = keyof typeof COVER_PRESETS;
export type CoverImages = Record<CoverPreset, { src: string; width: number; height: number }>;

/** Vendure's assets are served through the storefront under `/media` (its own build owns `/assets`). */
const MEDIA_PATH = '/media';

export function mediaPath(assetUrl: string): string {
  const { pathname, search } = new URL(assetUrl, 'http://media.local');
  return `${MEDIA_PATH}${pathname.replace(/^\/assets/, '')}${search}`;
}

/** Spec §7 getProduct's document; the product's shape is the Shop API's (typed documents, api/graphql.ts). */
const PRODUCT_DOCUMENT = graphql(`
  query Product($slug: String!) {
    product(slug: $slug) {
      id
      name
      slug
      description
      customFields { metaTitle metaDescription }
      featuredAsset { preview }
      coverage { code name slug }
      lookAlikes { code name slug }
      flagCode
      planType
      regionCode
      regionValueId
      translations { languageCode slug }
      variants {
        id
        sku
        name
        price
        currencyCode
        options { code name group { code } }
      }
    }
  }
`);
type RawProduct = NonNullable<ResultOf<typeof PRODUCT_DOCUMENT>['product']>;
export type CatalogDestination = RawProduct['coverage'][number];

/** The two option axes of a plan (spec §3: option 3 = data amount, option 4 = duration). */
export const VARIANT_AXES = ['data', 'duration'] as const;
export type VariantAxis = (typeof VARIANT_AXES)[number];
export type VariantSelection = Partial<Record<VariantAxis, string>>;

export interface VariantOption {
  code: string;
  label: string;
}

export interface Variant {
  id: string;
  sku: string;
  name: string;
  data: VariantOption;
  duration: VariantOption;
  price: Money;
}

/** Info rows of the product card (spec §3), read from the description's `data-row` items. */
export const INFO_ROW_KEYS = ['speed', 'calls-sms', 'roaming-network', 'activation', 'compatible-devices', 'coverage'] as const;
export type InfoRowKey = (typeof INFO_ROW_KEYS)[number];
export interface InfoRow {
  key: InfoRowKey;
  label: string;
  value: string;
}

export interface Product {
  id: string;
  slug: string;
  name: string;
  region: string;
  flagCode: string;
  planType: PlanType;
  /** Root region code (`europe`, `asia`…), for related plans. */
  regionCode: string | undefined;
  /** The region's facet value id: related plans are searched by it (Vendure's search filters by id). */
  regionValueId: string | undefined;
  /** Paragraphs of plain text; the backend's HTML is not trusted into the page. */
  intro: string[];
  infoRows: InfoRow[];
  variants: Variant[];
  selectedVariantId: string;
  /** The product's slug in each shop locale, for the language switcher and hreflang links. */
  slugByLocale: Partial<Record<ShopLocale, string>>;
  /** The product's own meta fields (spec §3 metaTitle, metaDescription), translated; absent when staff left them empty. */
  metaTitle: string | undefined;
  metaDescription: string | undefined;
  coverImages: CoverImages | undefined;
  /** Regional plans: the destinations covered, named in the shopper's language. */
  coverage: CatalogDestination[];
  /** Destinations easily confused with this one (Austria / Australia), for the look-alike guard. */
  lookAlikes: CatalogDestination[];
}

function coverImagesOf(preview: string | undefined): CoverImages | undefined {
  if (!preview) return undefined;
  const base = mediaPath(preview);
  const at = (preset: CoverPreset) => ({ src: `${base}${base.includes('?') ? '&' : '?'}preset=${preset}`, ...COVER_PRESETS[preset] });
  return { small: at('small'), medium: at('medium'), large: at('large') };
}

/** Option group codes end with the axis (`france-data`, `france-duration`): see backend/seed. */
export function axisOfGroup(groupCode: string): VariantAxis | undefined {
  return VARIANT_AXES.find((axis) => groupCode === axis || groupCode.endsWith(`-${axis}`));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function parseInfoRows(description: string): InfoRow[] {
  const rows: InfoRow[] = [];
  const pattern = /<li[^>]*data-row="([a-z-]+)"[^>]*>\s*<strong>([\s\S]*?)<\/strong>([\s\S]*?)<\/li>/g;
  for (const match of description.matchAll(pattern)) {
    const key = INFO_ROW_KEYS.find((candidate) => candidate === match[1]);
    if (key) rows.push({ key, label: htmlToText(match[2] ?? '').replace(/:$/, ''), value: htmlToText(match[3] ?? '') });
  }
  return rows;
}

export function parseIntro(description: string): string[] {
  const withoutRows = description.replace(/<ul[^>]*class="plan-info"[^>]*>[\s\S]*?<\/ul>/g, '');
  return [...withoutRows.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((match) => htmlToText(match[1] ?? '')).filter(Boolean);
}

function toVariant(raw: RawProduct['variants'][number]): Variant | undefined {
  const byAxis: Partial<Record<VariantAxis, VariantOption>> = {};
  for (const option of raw.options) {
    const axis = axisOfGroup(option.group.code);
    if (axis) byAxis[axis] = { code: option.code, label: option.name };
  }
  if (!byAxis.data || !byAxis.duration) return undefined;
  return {
    id: raw.id,
    sku: raw.sku,
    name: raw.name,
    data: byAxis.data,
    duration: byAxis.duration,
    price: { amount: raw.price, currency: raw.currencyCode },
  };
}

/** Spec §3: variants sort by the leading number of the data amount (then of the duration). */
export function leadingNumber(label: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(label);
  return match ? Number(match[0].replace(',', '.')) : Number.POSITIVE_INFINITY;
}

export function compareVariants(a: Variant, b: Variant): number {
  return leadingNumber(a.data.label) - leadingNumber(b.data.label) || leadingNumber(a.duration.label) - leadingNumber(b.duration.label);
}

export type SelectionResult = { ok: true; variantId: string } | { ok: false };

/** Picks the variant a URL asks for; with no selection, the first (smallest) plan. */
export function selectVariant(variants: readonly Variant[], selection: VariantSelection): SelectionResult {
  const match = variants.find((variant) =>
    VARIANT_AXES.every((axis) => selection[axis] === undefined || variant[axis].code === selection[axis]),
  );
  return match ? { ok: true, variantId: match.id } : { ok: false };
}

function toProduct(raw: RawProduct, variants: Variant[], selectedVariantId: string): Product {
  const slugByLocale: Partial<Record<ShopLocale, string>> = {};
  for (const translation of raw.translations) {
    const locale = fromLanguageCode(translation.languageCode);
    if (locale) slugByLocale[locale] = translation.slug;
  }
  return {
    id: raw.id,
    slug: raw.slug,
    name: raw.name,
    region: regionFromProductName(raw.name),
    ...fromCatalogIndex(raw),
    regionCode: raw.regionCode ?? undefined,
    regionValueId: raw.regionValueId ?? undefined,
    intro: parseIntro(raw.description),
    infoRows: parseInfoRows(raw.description),
    variants,
    selectedVariantId,
    slugByLocale,
    metaTitle: raw.customFields?.metaTitle || undefined,
    metaDescription: raw.customFields?.metaDescription || undefined,
    coverImages: coverImagesOf(raw.featuredAsset?.preview),
    coverage: raw.coverage,
    lookAlikes: raw.lookAlikes,
  };
}

function toVariants(raw: RawProduct): Variant[] {
  return raw.variants.flatMap((variant) => toVariant(variant) ?? []).sort(compareVariants);
}

export interface ProductParams {
  slug: string;
  /** The spec's "variant map": axis → option code, from the product URL's query. */
  variant?: VariantSelection;
  /** Skip any cache on the way (spec §7 "refresh flag"). */
  refresh?: boolean;
}

/** Spec §7 getProduct. An unknown slug or a variant map naming no variant is a 404. */
export async function getProduct(client: ShopClient, params: ProductParams, options: CallOptions = {}): Promise<Product> {
  const { product } = await requestTyped(
    client,
    'getProduct',
    PRODUCT_DOCUMENT,
    { slug: params.slug },
    {
      ...options,
      fresh: params.refresh ?? false,
    },
  );
  if (!product) throw new ShopError('getProduct', { kind: 'http', status: 404, message: 'Product not found' });
  const variants = toVariants(product);
  const selection = selectVariant(variants, params.variant ?? {});
  if (!selection.ok) throw new ShopError('getProduct', { kind: 'http', status: 404, message: 'Variant not found' });
  return toProduct(product, variants, selection.variantId);
}
