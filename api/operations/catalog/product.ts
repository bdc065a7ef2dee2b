import type { CallOptions, ShopClient } from '../../client';
import { ShopError } from '../../errors';
import { requestTyped } from '../../graphql';
import { PRODUCT_DOCUMENT, selectVariant, toProduct, toVariants, type Product, type VariantSelection } from '../../schemas/product';

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
