import { describe, expect, it } from 'vitest';

import { ShopError } from '@shop/api';
import { SHOP_LOCALES } from '@shop/api/locale';
import { applePayFailureOf, declinedFailure } from '@shop/machines/payment/apple-pay';
import { walletFailureOf } from '@shop/machines/payment/wallet';

import { catalogs, intlOf } from '../../i18n/catalogs.test-support';
import {
  APPLE_PAY_FAILURE_MESSAGE_IDS,
  CARD_RULE_MESSAGE_IDS,
  WALLET_FAILURE_MESSAGE_IDS,
  applePayFailureDetail,
  cardFieldErrorText,
  walletFailureDetail,
} from './payment-messages';

describe('payment codes in words', () => {
  it('has a message for every code in all 8 catalogs', () => {
    const ids = [
      ...Object.values(CARD_RULE_MESSAGE_IDS),
      ...Object.values(WALLET_FAILURE_MESSAGE_IDS),
      ...Object.values(APPLE_PAY_FAILURE_MESSAGE_IDS),
    ];
    for (const id of ids) {
      for (const locale of SHOP_LOCALES) expect(catalogs[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('says the card fields in the spec’s words (§5), the security code’s digits from its code', () => {
    const english = intlOf('en');
    expect(cardFieldErrorText(english, { code: 'required' })).toBe('This field is required');
    expect(cardFieldErrorText(english, { code: 'cardNumber' })).toBe('Is not a valid credit card number');
    expect(cardFieldErrorText(english, { code: 'expiry' })).toBe('Is not a valid expiry date');
    expect(cardFieldErrorText(english, { code: 'cvv', digits: 3 })).toBe('Needs to be 3 digits');
    expect(cardFieldErrorText(english, { code: 'cvv', digits: 4 })).toBe('Needs to be 4 digits');
  });

  it('keeps the payment display in the spec’s words (§4)', () => {
    // The display's texts are PaymentStatus's own, in the catalog the page receives.
    const english = intlOf('en');
    const displayed = (key: string) => english.formatMessage({ id: `PaymentStatus.${key}` });
    expect(displayed('processing')).toBe('Processing your payment...');
    expect(displayed('confirmed')).toBe('Payment successful. Redirecting...');
    expect(displayed('error')).toBe('Could not verify your payment');
    // Not in the spec (issue 15): only a wallet payment can be pending.
    expect(displayed('pending')).toBe('PayPal is confirming your payment. Your order is placed and your eSIM will follow by email.');
  });
});

describe('wallet failures in words', () => {
  it('shows the code’s message in the shopper’s language under the display’s error', () => {
    expect(walletFailureDetail(intlOf('en'), { code: 'cancelled' })).toBe('The payment was cancelled. Your cart is unchanged.');
    expect(walletFailureDetail(intlOf('ja'), { code: 'cancelled' })).toBe(catalogs['ja']?.['wallet.failure.cancelled']);
    expect(walletFailureDetail(intlOf('de'), { code: 'timeout' })).toBe(catalogs['de']?.['wallet.failure.timeout']);
    expect(walletFailureDetail(intlOf('en'), null)).toBeUndefined();
  });

  it('does not repeat “Could not verify your payment” under the same heading, in any language', () => {
    for (const locale of SHOP_LOCALES) {
      expect(walletFailureDetail(intlOf(locale), { code: 'verificationFailed' }), locale).toBeUndefined();
    }
  });

  it('shows the server’s own words for a generic refusal, else the spec’s generic text', () => {
    expect(walletFailureDetail(intlOf('fr'), { code: 'generic', message: 'Order is locked' })).toBe('Order is locked');
    expect(walletFailureDetail(intlOf('en'), { code: 'generic' })).toBe('An error occured');
    expect(walletFailureDetail(intlOf('tw'), { code: 'generic' })).toBe(catalogs['tw']?.['error.generic.title']);
  });

  it('turns the shop’s refusals, as the machine reads them, into translated text', () => {
    const changed = new ShopError('finishWalletPayment', {
      kind: 'http',
      status: 409,
      code: 'WALLET_AMOUNT_CHANGED',
      message: 'Amount changed',
    });
    expect(walletFailureDetail(intlOf('fr'), walletFailureOf(changed))).toBe(catalogs['fr']?.['wallet.failure.amountChanged']);
    // Someone else's return is told as a failed verification: nothing more than the heading.
    const foreign = new ShopError('finishWalletPayment', { kind: 'http', status: 403, code: 'WALLET_FOREIGN_ORDER' });
    expect(walletFailureDetail(intlOf('it'), walletFailureOf(foreign))).toBeUndefined();
    const offline = new ShopError('startWalletPayment', { kind: 'network' });
    expect(walletFailureDetail(intlOf('nl'), walletFailureOf(offline))).toBe(catalogs['nl']?.['wallet.failure.unavailable']);
  });
});

describe('Apple Pay failures in words', () => {
  it('says its own failures, and the shared ones as the wallet does', () => {
    expect(applePayFailureDetail(intlOf('en'), declinedFailure(undefined))).toBe(
      'Your payment was declined. Please try another card or payment method.',
    );
    expect(applePayFailureDetail(intlOf('es'), { code: 'validationFailed' })).toBe(catalogs['es']?.['applePay.failure.validationFailed']);
    const busy = new ShopError('payWithApplePay', { kind: 'http', status: 409, code: 'CARD_PAYMENT_IN_PROGRESS' });
    expect(applePayFailureDetail(intlOf('it'), applePayFailureOf(busy))).toBe(walletFailureDetail(intlOf('it'), { code: 'inProgress' }));
    expect(applePayFailureDetail(intlOf('en'), null)).toBeUndefined();
  });

  it('shows the gateway’s own words for a decline, already in the shopper’s language', () => {
    expect(applePayFailureDetail(intlOf('fr'), declinedFailure(' Carte refusée '))).toBe('Carte refusée');
    expect(applePayFailureDetail(intlOf('fr'), { code: 'generic', message: 'Commande verrouillée' })).toBe('Commande verrouillée');
  });
});
