import { laterHydratedPart } from '../../lib/react/lazy-part';

/**
 * Spec §1/§9 rating block, below the fold of the home page: the server renders it with the page;
 * its "write a review" button hydrates once its code has loaded at the shopper's first act.
 */
export const RatingSummary = laterHydratedPart(() => import('./rating-summary-content').then((module) => module.RatingSummaryContent), {
  waitsFor: 'the shopper',
});
