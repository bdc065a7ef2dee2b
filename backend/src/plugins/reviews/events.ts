import { VendureEvent, type RequestContext } from '@vendure/core';

import type { ShopReview } from './shop-review.entity';

/** A review was stored awaiting moderation; staff are told to approve or reject it (email/review-email-handler.ts). */
export class ShopReviewSubmittedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly review: ShopReview,
  ) {
    super();
  }
}

/** Staff approved or rejected a review: the reviews page and the product's reviews change (plugins/published-version). */
export class ShopReviewModeratedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly review: ShopReview,
  ) {
    super();
  }
}
