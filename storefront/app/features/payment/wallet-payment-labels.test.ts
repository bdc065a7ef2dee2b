import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { ShopError } from '@shop/api';
import { SHOP_LOCALES, type ShopLocale } from '@shop/api/locale';
import { WALLET_FAILURE_MESSAGES_EN, walletFailureOf, type WalletFailureCode } from '@shop/machines/wallet-payment';

import { createShopIntl } from '../../lib/intl';
import { paymentMethodChoiceLabels, WALLET_FAILURE_MESSAGE_IDS, walletFailureDetail } from './wallet-payment-labels';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/messages');
const catalogs = Object.fromEntries(
  readdirSync(folder).map((file) => [path.basename(file, '.json'), JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>]),
);
const intlOf = (locale: ShopLocale) => createShopIntl(locale, catalogs[locale] ?? {});
const failureKeys = Object.keys(WALLET_FAILURE_MESSAGES_EN) as WalletFailureCode[];

describe('wallet failure messages', () => {
  it('maps every failure code of the machine to a message in all 8 catalogs', () => {
    expect(Object.keys(WALLET_FAILURE_MESSAGE_IDS).sort()).toEqual([...failureKeys].sort());
    for (const locale of SHOP_LOCALES) {
      for (const id of Object.values(WALLET_FAILURE_MESSAGE_IDS)) expect(catalogs[locale]?.[id], `${locale} ${id}`).toBeTruthy();
    }
  });

  it('says in English exactly what the machine references', () => {
    for (const key of failureKeys) expect(catalogs['en']?.[WALLET_FAILURE_MESSAGE_IDS[key]], key).toBe(WALLET_FAILURE_MESSAGES_EN[key]);
  });

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
    const changed = new ShopError('finishWalletPayment', { kind: 'http', status: 409, code: 'WALLET_AMOUNT_CHANGED', message: 'Amount changed' });
    expect(walletFailureDetail(intlOf('fr'), walletFailureOf(changed))).toBe(catalogs['fr']?.['wallet.failure.amountChanged']);
    // Someone else's return is told as a failed verification: nothing more than the heading.
    const foreign = new ShopError('finishWalletPayment', { kind: 'http', status: 403, code: 'WALLET_FOREIGN_ORDER' });
    expect(walletFailureDetail(intlOf('it'), walletFailureOf(foreign))).toBeUndefined();
    const offline = new ShopError('startWalletPayment', { kind: 'network' });
    expect(walletFailureDetail(intlOf('nl'), walletFailureOf(offline))).toBe(catalogs['nl']?.['wallet.failure.unavailable']);
  });
});

describe('payment method choice labels', () => {
  it('names the group and each method in the shopper’s language', () => {
    expect(paymentMethodChoiceLabels(intlOf('en'))).toEqual({
      legend: 'Payment method',
      card: 'Credit or debit card',
      paypal: 'PayPal',
      applePay: 'Apple Pay',
    });
    expect(paymentMethodChoiceLabels(intlOf('es'))).toMatchObject({ legend: 'Método de pago', card: 'Tarjeta de crédito o débito' });
  });
});
