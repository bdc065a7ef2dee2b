import { I18nError, LogLevel } from '@vendure/core';

import { COUPON_RATE_LIMITED_KEY } from './coupon-attempt-messages';

/**
 * Too many refused coupon codes (coupon-attempts.ts). Thrown, like the account's RateLimitedError,
 * with the same code: the GraphQL error carries `extensions.code = RATE_LIMITED` and the message in
 * the request's language.
 */
export class CouponRateLimitedError extends I18nError {
  constructor() {
    super(COUPON_RATE_LIMITED_KEY, {}, 'RATE_LIMITED', LogLevel.Verbose);
  }
}
