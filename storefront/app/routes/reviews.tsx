import { getApprovedReviews, getReviewSummary, listCatalogueSlugs } from '@shop/api';

import type { Route } from './+types/reviews';
import { ErrorPage } from '../components/error-page';
import { contentPageMeta } from '../features/content/content-meta';
import { loadContentPage } from '../features/content/content-route.server';
import { ReviewsPage } from '../features/reviews/reviews-page';
import { CATALOGUE_PAGE } from '../lib/cache-policy';

/** Reviews per page of the list. */
const REVIEWS_PAGE_SIZE = 10;

/** Spec §2 Reviews (`/{lang}/Reviews`, `reviews.html`; `?page=` pages the reviews). */
export const handle = CATALOGUE_PAGE;

export function loader(args: Route.LoaderArgs) {
  const requested = Number(new URL(args.request.url).searchParams.get('page'));
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  return loadContentPage(args, 'Reviews', async (client) => {
    const [summary, list, products] = await Promise.all([
      getReviewSummary(client),
      getApprovedReviews(client, { skip: (page - 1) * REVIEWS_PAGE_SIZE, take: REVIEWS_PAGE_SIZE }),
      listCatalogueSlugs(client),
    ]);
    const pagesCount = Math.max(1, Math.ceil(list.totalItems / REVIEWS_PAGE_SIZE));
    if (page > pagesCount) return null;
    return { summary, reviews: list.items, page, pagesCount, destinations: products.map((product) => ({ slug: product.slug, name: product.name })) };
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
