import { describe, expect, it } from 'vitest';

import { readWalletPaymentSettings } from '../src/plugins/payment/wallet/wallet-payment-settings';

describe('PayPal settings', () => {
  it('default to the local simulator', () => {
    expect(readWalletPaymentSettings({})).toEqual({
      baseUrl: 'http://127.0.0.1:3003',
      clientId: 'sandbox-client-id',
      clientSecret: 'sandbox-client-secret',
      timeoutMs: 10_000,
      invoicePrefix: 'esim-',
      brandName: 'eSIM Shop',
      storefrontOrigin: 'http://127.0.0.1:3000',
      webhookId: 'SANDBOXWEBHOOK01',
      reconcileSchedule: '*/5 * * * *',
    });
  });

  it('take PayPal’s sandbox or live API and credentials from the environment', () => {
    const settings = readWalletPaymentSettings({
      PAYPAL_BASE_URL: 'https://api-m.sandbox.paypal.com/',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_TIMEOUT_MS: '5000',
      PAYPAL_INVOICE_PREFIX: 'shop-eu-',
      STOREFRONT_ORIGIN: 'https://shop.example, https://www.shop.example',
    });
    expect(settings).toMatchObject({
      baseUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'id',
      timeoutMs: 5000,
      invoicePrefix: 'shop-eu-',
      storefrontOrigin: 'https://shop.example',
    });
    // Live credentials never fall back to the simulator's webhook id.
    expect(settings.webhookId).toBeUndefined();
  });

  it('read the webhook id and the reconciliation schedule', () => {
    expect(
      readWalletPaymentSettings({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' })
        .webhookId,
    ).toBe('8PT597110X687430LKGECATA');
    expect(readWalletPaymentSettings({ PAYPAL_RECONCILE_SCHEDULE: '*/3 * * * * *' }).reconcileSchedule).toBe('*/3 * * * * *');
    expect(() => readWalletPaymentSettings({ PAYPAL_WEBHOOK_ID: 'WH-with-dashes' })).toThrow(/PAYPAL_WEBHOOK_ID/);
    expect(() => readWalletPaymentSettings({ PAYPAL_RECONCILE_SCHEDULE: 'every minute' })).toThrow(/PAYPAL_RECONCILE_SCHEDULE/);
    expect(() => readWalletPaymentSettings({ PAYPAL_RECONCILE_SCHEDULE: '* * *' })).toThrow(/PAYPAL_RECONCILE_SCHEDULE/);
  });

  it('refuse a broken configuration at start rather than at the first payment', () => {
    expect(() => readWalletPaymentSettings({ PAYPAL_BASE_URL: 'not a url' })).toThrow(/PAYPAL_BASE_URL/);
    expect(() => readWalletPaymentSettings({ PAYPAL_TIMEOUT_MS: '10s' })).toThrow(/PAYPAL_TIMEOUT_MS/);
    expect(() => readWalletPaymentSettings({ PAYPAL_CLIENT_ID: 'id-without-secret' })).toThrow(/go together/);
    expect(() => readWalletPaymentSettings({ PAYPAL_INVOICE_PREFIX: 'has space' })).toThrow(/PAYPAL_INVOICE_PREFIX/);
  });
});
