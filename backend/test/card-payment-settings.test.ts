import { describe, expect, it } from 'vitest';

import { cardPaymentTranslations, DECLINE_MESSAGES, DECLINE_REASONS } from '../src/plugins/payment/card/card-payment-messages';
import { readCardPaymentSettings } from '../src/plugins/payment/card/card-payment-settings';
import { payerOf } from '../src/plugins/payment/card/payer-details';
import { SANDBOX_PUBLIC_KEY, SANDBOX_SECRET_KEY } from '../sandbox/card-acquirer/settings';

describe('card gateway settings', () => {
  it('default to the local sandbox with the same development keys the sandbox uses', () => {
    expect(readCardPaymentSettings({})).toEqual({
      provider: 'sandbox',
      gatewayUrl: 'http://127.0.0.1:3002',
      publicUrl: 'http://127.0.0.1:3002',
      publicKey: SANDBOX_PUBLIC_KEY,
      secretKey: SANDBOX_SECRET_KEY,
      timeoutMs: 8000,
      storefrontOrigin: 'http://127.0.0.1:3000',
      applePayDisplayName: 'eSIM Shop',
      staleAfterMs: 54_000,
      reconcileSchedule: '*/10 * * * * *',
      reconcileAfterMs: 30_000,
      declineLimits: { perOrder: 5, perSession: 5, perAddress: 10, perCard: 3, alertAfter: 20 },
    });
  });

  it('choose Stripe by CARD_PROVIDER: its simulator without keys, Stripe itself with them', () => {
    expect(readCardPaymentSettings({ CARD_PROVIDER: 'stripe' }).stripe).toEqual({
      publishableKey: 'pk_test_esim_shop_sandbox',
      secretKey: 'sk_test_esim_shop_sandbox',
      webhookSecret: 'whsec_esim_shop_sandbox',
      apiUrl: 'http://127.0.0.1:3007',
      jsUrl: 'http://127.0.0.1:3007/v3/',
    });
    const live = readCardPaymentSettings({
      CARD_PROVIDER: 'stripe',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
      STRIPE_SECRET_KEY: 'rk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(live).toMatchObject({
      provider: 'stripe',
      stripe: { apiUrl: 'https://api.stripe.com', jsUrl: 'https://js.stripe.com/v3/', publishableKey: 'pk_live_abc123' },
    });
    expect(readCardPaymentSettings({ CARD_PROVIDER: 'sandbox', STRIPE_SECRET_KEY: 'sk_live_x' }).stripe).toBeUndefined();
    expect(() => readCardPaymentSettings({ CARD_PROVIDER: 'adyen' })).toThrow(/CARD_PROVIDER/);
    // A key pasted into the wrong variable is named at start, not discovered at the first payment.
    expect(() => readCardPaymentSettings({ CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => readCardPaymentSettings({ CARD_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'sk_live_abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('reconcile lost debits on their own schedule, once old enough', () => {
    const settings = readCardPaymentSettings({
      CARD_RECONCILE_SCHEDULE: '*/2 * * * * *',
      CARD_RECONCILE_AFTER_MS: '1500',
      CARD_GATEWAY_TIMEOUT_MS: '2000',
    });
    expect(settings).toMatchObject({ reconcileSchedule: '*/2 * * * * *', reconcileAfterMs: 1500, staleAfterMs: 36_000 });
    expect(() => readCardPaymentSettings({ CARD_RECONCILE_SCHEDULE: 'every 10 s' })).toThrow(/CARD_RECONCILE_SCHEDULE/);
    expect(() => readCardPaymentSettings({ CARD_RECONCILE_AFTER_MS: 'soon' })).toThrow(/CARD_RECONCILE_AFTER_MS/);
  });

  it('take the browser URL apart from the server URL, and the first storefront origin', () => {
    const settings = readCardPaymentSettings({
      CARD_GATEWAY_URL: 'http://10.0.0.5:9000/',
      CARD_GATEWAY_PUBLIC_URL: 'https://pay.example.com',
      CARD_GATEWAY_TIMEOUT_MS: '2500',
      STOREFRONT_ORIGIN: 'https://shop.example.com/en, https://www.shop.example.com',
      APPLE_PAY_DISPLAY_NAME: 'Travel eSIMs',
    });
    expect(settings).toMatchObject({
      gatewayUrl: 'http://10.0.0.5:9000',
      publicUrl: 'https://pay.example.com',
      timeoutMs: 2500,
      storefrontOrigin: 'https://shop.example.com',
      applePayDisplayName: 'Travel eSIMs',
    });
  });

  it('stop the start with a clear message on a malformed value', () => {
    expect(() => readCardPaymentSettings({ CARD_GATEWAY_URL: 'not a url' })).toThrow(/CARD_GATEWAY_URL/);
    expect(() => readCardPaymentSettings({ CARD_GATEWAY_TIMEOUT_MS: '5s' })).toThrow(/CARD_GATEWAY_TIMEOUT_MS/);
  });
});

describe('the payer sent to the gateway', () => {
  const order = {
    customer: { emailAddress: 'a@b.example', firstName: 'Ana', lastName: 'Lopez' },
    billingAddress: { fullName: 'Ana Lopez', streetLine1: '1 Calle Mayor', city: 'Madrid', postalCode: '28013', countryCode: 'es' },
  } as Parameters<typeof payerOf>[0];

  it('comes from the order’s email and billing address', () => {
    expect(payerOf(order, ' +34 600 ')).toEqual({
      firstName: 'Ana',
      lastName: 'Lopez',
      email: 'a@b.example',
      address1: '1 Calle Mayor',
      postcode: '28013',
      city: 'Madrid',
      countryCode: 'ES',
      phone: '+34 600',
    });
  });

  it('is missing until the order has an email and a billing address', () => {
    expect(payerOf({ ...order, customer: undefined })).toBeUndefined();
    expect(payerOf({ ...order, billingAddress: {} })).toBeUndefined();
  });
});

describe('card payment messages', () => {
  it('exist for every reason in all eight languages, spec §4’s words for a failed verification', () => {
    const translations = cardPaymentTranslations();
    expect(translations).toHaveLength(8);
    for (const [, resources] of translations) {
      for (const reason of DECLINE_REASONS) expect(resources.cardPayment.declined[reason]?.trim()).toBeTruthy();
    }
    expect(DECLINE_MESSAGES.verification_failed.en).toBe('Could not verify your payment');
  });
});
