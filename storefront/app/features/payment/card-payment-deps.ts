import { debitCard, finishCardPayment, getCardPaymentConfig, ShopError, type HostedCardFields, type ShopClient } from '@shop/api';
import type { CardPaymentMachineDeps } from '@shop/machines/card-payment';

import { paymentStorage } from './payment-storage';

/** Spec §7 card debit: what the browser tells the gateway for 3-D Secure (Apple Pay's debit sends it too). */
export function readBrowserInfo() {
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
 * The card payment machine's effects in the browser: the shop through `/shop-api`; the card typed
 * into the gateway's hosted fields (`hostedFields()`, the form on screen) and tokenized there.
 */
export function cardPaymentDeps(client: () => ShopClient, hostedFields: () => HostedCardFields | null): CardPaymentMachineDeps {
  return {
    loadConfig: () => getCardPaymentConfig(client()),
    tokenize: (_config, signal) => {
      const fields = hostedFields();
      if (!fields) return Promise.reject(new ShopError('tokenizeCard', { kind: 'http', status: 409, code: 'fields_unavailable' }));
      return fields.tokenize(signal);
    },
    debit: (input) => debitCard(client(), input),
    finish: (input) => finishCardPayment(client(), input),
    readBrowserInfo,
    rememberTransaction: paymentStorage.rememberTransaction,
    forgetTransaction: paymentStorage.forgetTransaction,
    navigateToChallenge: (url) => window.location.assign(url),
  };
}
