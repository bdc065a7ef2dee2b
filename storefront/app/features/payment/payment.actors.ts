import {
  debitCard,
  finishCardPayment,
  finishWalletPayment,
  getApplePayMerchantSession,
  getCardPaymentConfig,
  payWithApplePay,
  ShopError,
  startWalletPayment,
  type CardFields,
  type Money,
  type ShopClient,
  type WalletTotal,
} from '@shop/api';
import {
  applePaySessionActor,
  browserApplePaySessions,
  type applePayMachine,
  type ApplePayMerchantSession,
  type ApplePayPaymentRequest,
  type ApplePayResult,
  type AuthorizePaymentInput,
  type BrowserApplePaySessionClass,
  type ValidateMerchantInput,
} from '@shop/machines/payment/apple-pay';
import type {
  BrowserInfo,
  CardDebitResult,
  CardFinishInput,
  CardFinishResult,
  CardPaymentConfig,
  cardPaymentMachine,
  CardToken,
  DebitInput,
  TokenizeInput,
} from '@shop/machines/payment/card';
import type {
  FinishWalletPaymentInput,
  StartWalletPaymentInput,
  WalletApproval,
  walletPaymentMachine,
  WalletPaymentResult,
} from '@shop/machines/payment/wallet';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';
import { checkoutStepPath } from '../../lib/routing/checkout-paths';
import { paymentStorage } from './payment-storage';

/*
 * The payment machines (card, PayPal, Apple Pay) and the browser they pay in: the shop through
 * `/shop-api`, the gateway's hosted fields, Safari's payment sheet, local storage and navigation.
 * The signal XState hands each request aborts it only when the page is left (the machine stops):
 * aborting does not undo a payment, the backend charges at most once whatever the browser does.
 */

/** What a payment needs from the page that hosts it: the router's `navigate` and the app's cart. */
export interface PaymentHost {
  /** React Router's `navigate` (its promise is not awaited: nothing follows it). */
  readonly navigate: (to: string, options: { replace: boolean }) => unknown;
  /** The app-wide cart (`CartContext`): refreshed once the order is placed, so the badge empties. */
  readonly cart: { send: (event: { type: 'cart.refresh' }) => void };
}

/**
 * "Paid, go to thank-you", the one ending of every payment (card, card after 3-D Secure, PayPal,
 * Apple Pay): each machine shows its confirmation for `THANK_YOU_REDIRECT_MS`, then calls this.
 */
function goToThankYou(client: ShopClient, host: PaymentHost, orderCode: string): void {
  // Spec §3: stored before leaving, since the thank-you page reads it as it opens.
  paymentStorage.rememberOrder(orderCode);
  host.cart.send({ type: 'cart.refresh' });
  void host.navigate(checkoutStepPath(client.locale, 'thankYou'), { replace: true });
}

/** Spec §7 card debit: what the browser tells the gateway for 3-D Secure (Apple Pay's debit sends it too). */
function readBrowserInfo(): BrowserInfo {
  return {
    language: navigator.language,
    colorDepth: window.screen.colorDepth,
    screenHeight: window.screen.height,
    screenWidth: window.screen.width,
    timezoneOffset: new Date().getTimezoneOffset(),
    userAgent: navigator.userAgent,
  };
}

/**
 * The card payment: the shop's config, debit and 3-D Secure finish; the card typed into the
 * gateway's hosted fields (`hostedFields`, the form on screen, or null without one) and tokenized
 * there; the transaction reference in local storage; the challenge page by a full navigation, the
 * thank-you page by the router.
 */
export function cardPaymentActors(
  client: ShopClient,
  host: PaymentHost,
  hostedFields: CardFields | null,
): MachineActors<typeof cardPaymentMachine, 'rememberTransaction' | 'forgetTransaction' | 'navigateToChallenge' | 'goToThankYou'> {
  return {
    actors: {
      loadConfig: fromPromise<CardPaymentConfig>(({ signal }) => getCardPaymentConfig(client, { signal })),
      tokenize: fromPromise<CardToken, TokenizeInput>(({ signal }) =>
        hostedFields
          ? hostedFields.tokenize(signal)
          : Promise.reject(new ShopError('tokenizeCard', { kind: 'http', status: 409, code: 'fields_unavailable' })),
      ),
      // `async`: a `readBrowserInfo` that throws becomes a failed debit, like any other failure.
      debit: fromPromise<CardDebitResult, DebitInput>(async ({ input, signal }) =>
        debitCard(client, { token: input.token, browser: readBrowserInfo() }, { signal }),
      ),
      finish: fromPromise<CardFinishResult, CardFinishInput>(({ input, signal }) => finishCardPayment(client, input, { signal })),
    },
    actions: {
      rememberTransaction: (_, { transactionRef }) => paymentStorage.rememberTransaction(transactionRef),
      forgetTransaction: () => paymentStorage.forgetTransaction(),
      navigateToChallenge: (_, { challengeUrl }) => window.location.assign(challengeUrl),
      goToThankYou: (_, { orderCode }) => goToThankYou(client, host, orderCode),
    },
  };
}

/**
 * The wallet (PayPal) payment: the shop alone speaks to the wallet; its approval page by a full
 * navigation, the shop's pages by the router, both with `replace`, so Back never lands on a return
 * that was already finished.
 */
export function walletPaymentActors(
  client: ShopClient,
  host: PaymentHost,
): MachineActors<typeof walletPaymentMachine, 'redirectToWallet' | 'goToThankYou' | 'backToPayment'> {
  return {
    actors: {
      startWalletPayment: fromPromise<WalletApproval, StartWalletPaymentInput>(({ input, signal }) =>
        startWalletPayment(client, input, { signal }),
      ),
      finishWalletPayment: fromPromise<WalletPaymentResult, FinishWalletPaymentInput>(({ input, signal }) =>
        finishWalletPayment(client, input, { signal }),
      ),
    },
    actions: {
      redirectToWallet: (_, { url }) => window.location.assign(url),
      goToThankYou: (_, { orderCode }) => goToThankYou(client, host, orderCode),
      backToPayment: () => void host.navigate(checkoutStepPath(client.locale, 'payment'), { replace: true }),
    },
  };
}

/** The seller's country (backend/seed/seller.json): Apple Pay's `countryCode` is the merchant's, not the buyer's. */
const MERCHANT_COUNTRY = 'FR';

/** What a card provider's wallet sheet (Stripe's Payment Request) shows: the seller's country, the total in minor units. */
export function walletTotalOf(total: Money, merchantName: string): WalletTotal {
  return { country: MERCHANT_COUNTRY, currency: total.currency, amount: total.amount, label: merchantName };
}

/** What the payment sheet shows: the shop's name and the order's total, in its currency's decimal form. */
export function applePayRequestOf(total: Money, merchantName: string): ApplePayPaymentRequest {
  return {
    total: { label: merchantName, amount: (total.amount / 100).toFixed(2) },
    currencyCode: total.currency,
    countryCode: MERCHANT_COUNTRY,
  };
}

/**
 * Apple Pay: Safari's `ApplePaySession` for the sheet, the shop for merchant validation and the
 * payment (the card gateway behind it). A challenge never comes for Apple Pay: the machine refuses one.
 */
export function applePayActors(
  client: ShopClient,
  host: PaymentHost,
  sessionClass: BrowserApplePaySessionClass,
): MachineActors<typeof applePayMachine, 'goToThankYou'> {
  return {
    actors: {
      applePaySession: applePaySessionActor(browserApplePaySessions(sessionClass)),
      validateMerchant: fromPromise<ApplePayMerchantSession, ValidateMerchantInput>(({ input, signal }) =>
        getApplePayMerchantSession(client, input, { signal }),
      ),
      authorizePayment: fromPromise<ApplePayResult, AuthorizePaymentInput>(({ input, signal }) =>
        payWithApplePay(client, { paymentToken: input.paymentToken, browser: readBrowserInfo() }, { signal }),
      ),
    },
    actions: {
      goToThankYou: (_, { orderCode }) => goToThankYou(client, host, orderCode),
    },
  };
}
