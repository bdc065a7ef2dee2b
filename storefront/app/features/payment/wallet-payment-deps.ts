import { finishWalletPayment, startWalletPayment, type ShopClient } from '@shop/api';
import type { ShopLocale } from '@shop/api/locale';
import type { WalletPaymentMachineDeps } from '@shop/machines/wallet-payment';

import { checkoutStepPath } from '../../lib/checkout-paths';
import { paymentStorage } from './payment-storage';

/**
 * What the wallet payment needs from the page that hosts it, passed in so this file stays free of
 * React: the router's `navigate` and the app's cart actor.
 */
export interface WalletPaymentHost {
  readonly locale: ShopLocale;
  /** React Router's `navigate` (its promise is not awaited: nothing follows it). */
  readonly navigate: (to: string, options: { replace: boolean }) => unknown;
  /** The app-wide cart (`CartContext`): refreshed once the order is placed, so the badge empties. */
  readonly cart: { send: (event: { type: 'cart.refresh' }) => void };
}

/** A placed order's way to its thank-you page, for every payment that is finished in the page. */
export function thankYouNavigation(host: WalletPaymentHost): (orderCode: string) => void {
  return (orderCode) => {
    // Spec §3: stored before leaving, since the thank-you page reads it as it opens.
    paymentStorage.rememberOrder(orderCode);
    host.cart.send({ type: 'cart.refresh' });
    void host.navigate(checkoutStepPath(host.locale, 'thankYou'), { replace: true });
  };
}

/**
 * The wallet payment machine's effects in the browser: the shop through `/shop-api` (which alone
 * speaks to the wallet), the wallet's page by a full navigation, the shop's pages by the router.
 * Both pages leave with `replace`, so Back never lands on a return that was already finished.
 */
export function walletPaymentDeps(client: () => ShopClient, host: WalletPaymentHost): WalletPaymentMachineDeps {
  return {
    // The api's calls take no signal: a started payment is the backend's to finish or expire.
    startWalletPayment: (input) => startWalletPayment(client(), input),
    finishWalletPayment: (input) => finishWalletPayment(client(), input),
    redirectToWallet: (url) => window.location.assign(url),
    goToThankYou: thankYouNavigation(host),
    backToPayment: () => void host.navigate(checkoutStepPath(host.locale, 'payment'), { replace: true }),
  };
}
