import { VendureEvent, type RequestContext } from '@vendure/core';

import type { ContactMessage } from './entities/contact-message.entity';
import type { ShopReview } from './entities/shop-review.entity';

/** A contact message was stored; staff are emailed it with its attachment (email/community-email-handlers.ts). */
export class ContactMessageReceivedEvent extends VendureEvent {
  constructor(
    readonly ctx: RequestContext,
    readonly message: ContactMessage,
  ) {
    super();
  }
}

/** A review was stored awaiting moderation; staff are told to approve or reject it. */
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
