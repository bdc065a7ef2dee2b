import { useIntl } from 'react-intl';
import { data, redirect, useNavigate } from 'react-router';

import { getProduct, getReviewSummary, type ReviewSummary } from '@shop/api';

import type { Route } from './+types/product';
import { ErrorPage } from '../components/error-page';
import { cataloguePage } from '../lib/cache/cache-policy';
import { JsonLd } from '../components/json-ld';
import { ProductDetails } from '../features/catalog/product-details';
import { relatedPlans } from '../features/catalog/related-plans.server';
import { alternateLinks, alternatesOf } from '../lib/i18n/alternates';
import { withErrorMeta } from '../lib/seo/error-meta';
import { openGraph } from '../lib/seo/open-graph';
import { requireLocale } from '../lib/i18n/locale-route';
import { productImageUrl, productPath, readVariantQuery, slugOfProductPage, VARIANT_AXES } from '../lib/routing/product-path';
import { intlOfMatches, rootDataOf, useRootData } from '../lib/react/root-data';
import { productJsonLd } from '../features/catalog/product-structured-data';
import { shopClientFor, toRouteError } from '../lib/shop-api/shop.server';
import { shopConfig } from '../config.server';

/** `/{lang}/Product?id={slug}` names its product by the query. */
const PRODUCT_ID_PARAM = 'id';

/** `/{lang}/esim-{slug}.html` and `/{lang}/Product?id={slug}` (spec §2). */
function slugOfRequest(params: Route.LoaderArgs['params'], url: URL): string | undefined {
  if ('page' in params) return slugOfProductPage(params.page);
  return url.searchParams.get(PRODUCT_ID_PARAM) ?? undefined;
}

/**
 * The product's query (`/Product?id=` only: the page's path names it otherwise) and its variant; a
 * malformed variant is kept as asked, so its render answers 404 as it should (no backend call).
 */
export const handle = cataloguePage(({ search, params }) => {
  const query = new URLSearchParams();
  const id = search.get(PRODUCT_ID_PARAM);
  if (!('page' in params) && id !== null) query.set(PRODUCT_ID_PARAM, id);
  const variant = readVariantQuery(search);
  for (const axis of VARIANT_AXES) {
    for (const value of variant.ok ? [variant.selection[axis]] : search.getAll(axis)) if (value) query.append(axis, value);
  }
  return query.toString();
});

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.lang, 'en');
  const url = new URL(request.url);
  const slug = slugOfRequest(params, url);
  const variantQuery = readVariantQuery(url.searchParams);
  if (!slug || !variantQuery.ok) throw data(null, { status: 404 });

  const client = shopClientFor(request, context, locale);
  let product;
  try {
    product = await getProduct(client, { slug, variant: variantQuery.selection });
  } catch (error) {
    return toRouteError(error);
  }
  // A slug of another language, or the `/Product?id=` alias, moves to this locale's canonical address.
  const canonical = productPath(locale, product.slug, variantQuery.selection);
  if (product.slug !== slug || !('page' in params)) throw redirect(canonical, 301);
  const [related, rating] = await Promise.all([
    relatedPlans(product, locale, client.currency ?? shopConfig().defaultCurrency),
    // The page shows without its stars rather than not at all when the rating cannot be read.
    getReviewSummary(client, { destination: product.slug }).catch((): ReviewSummary | null => null),
  ]);
  return {
    product,
    rating,
    related,
    alternates: alternatesOf((code) => {
      const localized = product.slugByLocale[code];
      return localized ? productPath(code, localized) : undefined;
    }),
  };
}

export const meta: Route.MetaFunction = withErrorMeta(({ matches, loaderData }) => {
  const intl = intlOfMatches(matches);
  const root = rootDataOf(matches);
  if (!intl || !root || !loaderData) return [];
  const { product } = loaderData;
  const title = intl.formatMessage({ id: 'product.title' }, { region: product.region, name: product.name });
  const description =
    product.metaDescription ?? intl.formatMessage({ id: 'meta.product.description' }, { name: product.name, region: product.region });
  const pageTitle = product.metaTitle ?? title;
  const url = new URL(productPath(root.locale, product.slug), root.origin).toString();
  return [
    { title: `${pageTitle} | ${intl.formatMessage({ id: 'meta.siteName' })}` },
    { name: 'description', content: description },
    ...openGraph({
      type: 'product',
      title,
      description,
      url,
      siteName: intl.formatMessage({ id: 'meta.siteName' }),
      image: productImageUrl(root.origin, product),
    }),
    ...alternateLinks(root, loaderData.alternates, productPath(root.locale, product.slug)),
  ];
});

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  const navigate = useNavigate();
  const intl = useIntl();
  const root = useRootData();
  const { product } = loaderData;
  const selectVariant = (variantId: string) => {
    const variant = product.variants.find((candidate) => candidate.id === variantId);
    if (!variant) return;
    const to = productPath(params.lang, product.slug, { data: variant.data.code, duration: variant.duration.code });
    void navigate(to, { replace: true, preventScrollReset: true });
  };
  return (
    <>
      <ProductDetails product={product} rating={loaderData.rating} related={loaderData.related} onSelectVariant={selectVariant} />
      {root ? (
        <JsonLd
          data={productJsonLd({
            product,
            locale: root.locale,
            origin: root.origin,
            siteName: intl.formatMessage({ id: 'meta.siteName' }),
            imageUrl: productImageUrl(root.origin, product),
          })}
        />
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
