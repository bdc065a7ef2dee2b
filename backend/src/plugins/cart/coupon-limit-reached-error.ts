// Vendure exports only the Admin API's ErrorResult base from its index. The Shop API resolves an
// ErrorResult union member (and translates its message) only for instances of the Shop base class,
// so the error must extend that one, reached by its file path.
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { COUPON_CODES_PER_ORDER } from './order-limits';

/** `applyCouponCode` while the order already holds as many codes as allowed. */
export class CouponLimitReachedError extends ErrorResult {
  override readonly __typename = 'CouponLimitReachedError';
  /** Vendure derives a type's code from its name (CouponLimitReachedError → COUPON_LIMIT_REACHED_ERROR). */
  override readonly errorCode = 'COUPON_LIMIT_REACHED_ERROR';
  /** An i18n key, replaced by the text in the request's language (see coupon-limit-messages.ts). */
  override message = 'COUPON_LIMIT_REACHED_ERROR';
  readonly limit = COUPON_CODES_PER_ORDER;

  constructor(readonly couponCode: string) {
    super();
  }
}
