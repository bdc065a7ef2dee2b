import type { Product, VariantSelection } from '@shop/api';

/** Spec §2: product pages live at `/{lang}/esim-{id}.html`; search links use the same shape. */
export function productPath(locale: string, slug: string, selection: VariantSelection = {}): string {
  const query = new URLSearchParams();
  if (selection.data) query.set('data', selection.data);
  if (selection.duration) query.set('duration', selection.duration);
  const search = query.toString();
  return `/${locale}/esim-${slug}.html${search ? `?${search}` : ''}`;
}

const PRODUCT_PAGE = /^esim-([a-z0-9]+(?:-[a-z0-9]+)*)\.html$/;

/** The slug in `esim-{slug}.html`, or undefined when the segment is not a product page. */
export function slugOfProductPage(segment: string | undefined): string | undefined {
  return segment ? PRODUCT_PAGE.exec(segment)?.[1] : undefined;
}

const OPTION_CODE = /^[a-z0-9]{1,16}$/;

/** The query parameters that choose a product page's variant. */
export const VARIANT_AXES = ['data', 'duration'] as const;

export type VariantQuery = { ok: true; selection: VariantSelection } | { ok: false };

/** Reads `?data=5gb&duration=30d`; a malformed value is a bad URL (404), not a silent fallback. */
export function readVariantQuery(searchParams: URLSearchParams): VariantQuery {
  const selection: VariantSelection = {};
  for (const axis of VARIANT_AXES) {
    const values = searchParams.getAll(axis);
    if (values.length === 0) continue;
    const [value] = values;
    if (values.length > 1 || value === undefined || !OPTION_CODE.test(value)) return { ok: false };
    selection[axis] = value;
  }
  return { ok: true, selection };
}

/** The product's large cover image (else its flag) as an absolute URL, for social previews and structured data. */
export function productImageUrl(origin: string, product: Pick<Product, 'coverImages' | 'flagCode'>): string {
  return new URL(product.coverImages?.large.src ?? `/flags/4x3/${product.flagCode}.svg`, origin).toString();
}
