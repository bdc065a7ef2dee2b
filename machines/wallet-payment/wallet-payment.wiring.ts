import { fromPromise } from 'xstate';
import { walletPaymentMachine } from './wallet-payment.machine';
import type { FinishWalletPaymentInput, StartWalletPaymentInput, WalletApproval, WalletPaymentResult } from './wallet-payment.types';

/**
 * What the wallet payment needs from the storefront: the shop's two wallet
 * operations and the browser's navigation.
 *
 * Requests reject with the api's `ShopError`; its `detail.code` is one of
 * `WALLET_ERROR_CODES` (wallet-payment.failures.ts) when the backend refused.
 * The signal aborts only when the machine stops (the page is left). Aborting
 * a finish does not undo it: the backend captures at most once whatever the
 * browser does.
 */
export interface WalletPaymentMachineDeps {
  /**
   * Creates the wallet's order from the cart and answers where the shopper
   * approves it; the backend sets the cart trace cookie (spec §3) that
   * `finishWalletPayment` checks. The wallet's access token never reaches the browser.
   */
  startWalletPayment: (input: StartWalletPaymentInput, signal: AbortSignal) => Promise<WalletApproval>;
  /**
   * Checks the trace cookie, verifies the wallet's order server to server,
   * captures it once (idempotent) and places the order.
   */
  finishWalletPayment: (input: FinishWalletPaymentInput, signal: AbortSignal) => Promise<WalletPaymentResult>;
  /** Leaves the shop for the wallet's approval page: `window.location.assign(url)`. */
  redirectToWallet: (url: string) => void;
  /** The thank-you page of the placed order. */
  goToThankYou: (orderCode: string) => void;
  /** The checkout's payment step, the cart intact. */
  backToPayment: () => void;
}

/** The wallet payment machine with the storefront's requests and navigation in place of the stubs. */
export function createWalletPaymentMachine(deps: WalletPaymentMachineDeps) {
  return walletPaymentMachine.provide({
    actors: {
      startWalletPayment: fromPromise<WalletApproval, StartWalletPaymentInput>(({ input, signal }) =>
        deps.startWalletPayment(input, signal),
      ),
      finishWalletPayment: fromPromise<WalletPaymentResult, FinishWalletPaymentInput>(({ input, signal }) =>
        deps.finishWalletPayment(input, signal),
      ),
    },
    actions: {
      redirectToWallet: (_, params) => deps.redirectToWallet(params.url),
      goToThankYou: (_, params) => deps.goToThankYou(params.orderCode),
      backToPayment: () => deps.backToPayment(),
    },
  });
}
