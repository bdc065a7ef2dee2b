import { getApprovedReviewsPage, getReviewSummary, listCatalogSlugs, requestedListPage } from '@shop/api';

import type { Route } from './+types/reviews';
import { ErrorPage } from '../components/error-page';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { cataloguePage } from '../lib/cache/cache-policy';

/** Reviews per page of the list. */
const REVIEWS_PAGE_SIZE = 10;

/** Spec §2 Reviews (`/{lang}/Reviews`, `reviews.html`; `?page=` pages the reviews). */
const PAGE_PARAM = 'page';

const reviewsPageOf = (search: URLSearchParams) => requestedListPage(Number(search.get(PAGE_PARAM)));

export const handle = cataloguePage(({ search }) => {
  const page = reviewsPageOf(search);
  return page > 1 ? `${PAGE_PARAM}=${page}` : '';
});

export function loader(args: Route.LoaderArgs) {
  const page = reviewsPageOf(new URL(args.request.url).searchParams);
  return loadContentPage(args, 'Reviews', async (client) => {
    const [summary, list, products] = await Promise.all([
      getReviewSummary(client),
      getApprovedReviewsPage(client, { page, perPage: REVIEWS_PAGE_SIZE }),
      listCatalogSlugs(client),
    ]);
    return {
      summary,
      reviews: list.items,
      page: list.page,
      pagesCount: list.pagesCount,
      destinations: products.map((product) => ({ slug: product.slug, name: product.name })),
    };
  });
}

export const meta: Route.MetaFunction = contentPageMeta('Reviews', (_args, intl) => ({
  title: intl.formatMessage({ id: 'meta.reviews.title' }),
  description: intl.formatMessage({ id: 'meta.reviews.description' }),
}));

export default function Reviews({ loaderData }: Route.ComponentProps) {
  return <ReviewsPage {...loaderData.content} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
