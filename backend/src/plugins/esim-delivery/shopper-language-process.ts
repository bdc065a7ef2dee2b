import type { OrderProcess } from '@vendure/core';

import { asShopLanguage } from './shopper-language';

/**
 * Records the request's language on the order when it goes to payment: that is the language the
 * shopper reads the checkout in (the storefront sends `?languageCode=` with every call), and
 * later steps (a gateway's server-to-server callback, the job) have no shopper language to go by.
 * Going back to the cart and paying again in another language records the new one.
 */
export const shopperLanguageProcess: OrderProcess<string> = {
  onTransitionStart(_fromState, toState, { ctx, order }) {
    if (toState !== 'ArrangingPayment') return;
    const language = asShopLanguage(ctx.languageCode);
    // the order is saved right after this hook by OrderService.transitionToState
    if (language) order.customFields.shopperLanguage = language;
  },
};
