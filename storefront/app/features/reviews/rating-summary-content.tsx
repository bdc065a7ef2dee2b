import { useIntl } from 'react-intl';
import { Link } from 'react-router';

import type { ReviewSummary } from '@shop/api';
import { Rating } from '@shop/design-system';

import { useLocale } from '../../lib/i18n/locale-route';
import { contentPath } from '../../lib/routing/content-paths';
import { WriteReviewButton } from './review-modal';

/**
 * Spec §1/§9 rating block ("4.9 out of 5"), from the approved reviews. Before the first approved
 * review it says there is none yet, and while there are too few to rate (the backend's minimum) it
 * says how many there are, rather than showing a number few people gave.
 */
export function RatingSummaryContent({ summary, linkToReviews = false }: { summary: ReviewSummary; linkToReviews?: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const average = summary.average;
  const formatted = average === null ? '' : intl.formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section aria-labelledby="rating-summary" className="flex flex-col items-start gap-2 rounded-lg border border-border bg-card p-6">
      <h2 id="rating-summary" className="text-lg font-semibold">
        {intl.formatMessage({ id: 'reviews.summary.heading' })}
      </h2>
      {average === null ? (
        <p className="text-muted-foreground">
          {summary.count === 0
            ? intl.formatMessage({ id: 'reviews.summary.none' })
            : intl.formatMessage({ id: 'reviews.summary.tooFew' }, { count: summary.count })}
        </p>
      ) : (
        <>
          <p className="flex items-center gap-3">
            <span className="text-4xl font-bold" aria-hidden="true">
              {formatted}
            </span>
            <Rating value={average} size="lg" />
          </p>
          <p className="text-sm text-muted-foreground">{intl.formatMessage({ id: 'reviews.summary.count' }, { count: summary.count })}</p>
        </>
      )}
      {linkToReviews ? (
        <div className="flex flex-wrap items-center gap-4">
          <Link to={contentPath(locale, 'Reviews')} className="font-semibold text-primary underline">
            {intl.formatMessage({ id: 'reviews.summary.link' })}
          </Link>
          <WriteReviewButton />
        </div>
      ) : null}
    </section>
  );
}
