import { useIntl } from 'react-intl';

import type { ApprovedReview, ReviewSummary } from '@shop/api';
import { ReviewCard } from '@shop/design-system';
import type { ReviewDestination } from '@shop/machines/reviews';

import { ShopPagination } from '../../components/shop-pagination';
import { useLocale } from '../../lib/i18n/locale-route';
import { productPath } from '../../lib/routing/product-path';
import { renderRouterLink } from '../../lib/routing/router-link';
import { contentPath } from '../../lib/routing/content-paths';
import { RatingSummary } from './rating-summary';
import { ReviewFormHost } from './review-form-host';

interface ReviewsPageProps {
  summary: ReviewSummary;
  reviews: ApprovedReview[];
  page: number;
  pagesCount: number;
  destinations: ReviewDestination[];
}

/** Spec §2 Reviews: the company rating, the customers' reviews and the add-review form. */
export function ReviewsPage({ summary, reviews, page, pagesCount, destinations }: ReviewsPageProps) {
  const intl = useIntl();
  const locale = useLocale();
  const path = contentPath(locale, 'Reviews');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{intl.formatMessage({ id: 'reviews.heading' })}</h1>
        <p className="max-w-3xl text-muted-foreground">{intl.formatMessage({ id: 'reviews.intro' })}</p>
      </header>
      <section aria-labelledby="reviews-how-checked" className="max-w-3xl">
        <h2 id="reviews-how-checked" className="text-lg font-semibold">
          {intl.formatMessage({ id: 'reviews.howChecked.heading' })}
        </h2>
        <p className="text-sm text-muted-foreground">{intl.formatMessage({ id: 'reviews.howChecked.text' })}</p>
      </section>
      <div className="grid gap-8 desktop:grid-cols-[2fr_1fr] desktop:items-start">
        <section aria-labelledby="reviews-list" className="flex flex-col gap-4">
          <h2 id="reviews-list" className="text-xl font-bold">
            {intl.formatMessage({ id: 'reviews.list' }, { count: summary.count })}
          </h2>
          {reviews.length === 0 ? (
            <p className="text-muted-foreground">{intl.formatMessage({ id: 'reviews.empty' })}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {reviews.map((review) => (
                <li key={review.id}>
                  <ReviewCard
                    author={review.authorName}
                    {...(review.title ? { title: review.title } : {})}
                    text={review.message}
                    rating={review.rating}
                    verifiedPurchase={review.verifiedPurchase}
                    destination={{ label: review.destination.name, href: productPath(locale, review.destination.slug) }}
                    dateLabel={intl.formatDate(review.createdAt, { dateStyle: 'long' })}
                    dateTime={review.createdAt.slice(0, 10)}
                    {...(review.picture
                      ? { picture: { src: review.picture.url, width: review.picture.width, height: review.picture.height } }
                      : {})}
                    renderLink={renderRouterLink}
                  />
                </li>
              ))}
            </ul>
          )}
          <ShopPagination
            currentPage={page}
            pagesCount={pagesCount}
            hrefForPage={(target) => (target > 1 ? `${path}?page=${target}` : path)}
          />
        </section>
        <div className="flex flex-col gap-6">
          <RatingSummary summary={summary} />
          <section aria-labelledby="review-add" className="rounded-lg border border-border p-6">
            <h2 id="review-add" className="mb-4 text-xl font-bold">
              {intl.formatMessage({ id: 'review.form.title' })}
            </h2>
            <ReviewFormHost destinations={destinations} idPrefix="review-page" />
          </section>
        </div>
      </div>
    </div>
  );
}
