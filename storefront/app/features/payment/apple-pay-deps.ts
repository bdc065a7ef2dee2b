import { getApplePayMerchantSession, payWithApplePay, type Money, type ShopClient } from '@shop/api';
import {
  browserApplePaySessions,
  type ApplePayMachineDeps,
  type ApplePayPaymentRequest,
  type BrowserApplePaySessionClass,
} from '@shop/machines/apple-pay';

import { readBrowserInfo } from './card-payment-deps';
import { thankYouNavigation, type WalletPaymentHost } from './wallet-payment-deps';

/** The seller's country (backend/seed/seller.json): Apple Pay's `countryCode` is the merchant's, not the buyer's. */
const MERCHANT_COUNTRY = 'FR';

/** What the payment sheet shows: the shop's name and the order's total, in its currency's decimal form. */
export function applePayRequestOf(total: Money, merchantName: string): ApplePayPaymentRequest {
  return {
    total: { label: merchantName, amount: (total.amount / 100).toFixed(2) },
    currencyCode: total.currency,
    countryCode: MERCHANT_COUNTRY,
  };
}

/**
 * The Apple Pay machine's effects in the browser: Safari's `ApplePaySession` for the sheet, the
 * shop through `/shop-api` for merchant validation and the payment (the card gateway behind it).
 */
export function applePayDeps(
  client: () => ShopClient,
  host: WalletPaymentHost,
  sessionClass: BrowserApplePaySessionClass,
): ApplePayMachineDeps {
  return {
    createSession: browserApplePaySessions(sessionClass),
    validateMerchant: (input) => getApplePayMerchantSession(client(), input),
    // The api's result is the card debit's: a challenge never comes for Apple Pay, and the machine refuses one.
    authorizePayment: ({ paymentToken }) => payWithApplePay(client(), { paymentToken, browser: readBrowserInfo() }),
    goToThankYou: thankYouNavigation(host),
  };
}
