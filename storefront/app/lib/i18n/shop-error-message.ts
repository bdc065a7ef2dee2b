import type { IntlShape } from 'react-intl';

import { MAX_ITEMS_PER_CART, MAX_QUANTITY_PER_LINE, ShopError } from '@shop/api';

/** Codes the backend answers that have a message of our own in all 8 languages. */
const TRANSLATED_CODES = new Set([
  'COUPON_CODE_INVALID_ERROR',
  'COUPON_CODE_EXPIRED_ERROR',
  'COUPON_CODE_LIMIT_ERROR',
  'COUPON_LIMIT_REACHED_ERROR',
  'ORDER_LIMIT_ERROR',
]);

/**
 * What the shopper reads when a shop call fails (spec §8): the cart's, the checkout's, a payment's,
 * the thank-you page's. A code we know gets its translated
 * message; another answer from the server shows the server's own message; a lost connection
 * says so; anything else is the spec's 'An error occured'.
 */
export function shopErrorMessage(intl: IntlShape, error: unknown, couponCode = ''): string {
  if (!(error instanceof ShopError)) return intl.formatMessage({ id: 'cart.error.generic' });
  const { detail } = error;
  if (detail.kind === 'network' || detail.kind === 'timeout') return intl.formatMessage({ id: 'cart.error.offline' });
  if (detail.kind === 'http' && detail.code && TRANSLATED_CODES.has(detail.code)) {
    return intl.formatMessage(
      { id: `cart.error.${detail.code}` },
      { code: couponCode, perLine: MAX_QUANTITY_PER_LINE, perOrder: MAX_ITEMS_PER_CART },
    );
  }
  if (detail.kind === 'http' && detail.message && detail.status < 500) return detail.message;
  return intl.formatMessage({ id: 'cart.error.generic' });
}
