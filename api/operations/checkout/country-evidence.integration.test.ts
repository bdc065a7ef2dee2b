import { describe, expect, it } from 'vitest';

import { admin } from '../../test-support/account-customer';
import { BROWSER, cartReadyToPay, tokenFor } from '../../test-support/card-sandbox';
import { newShopper } from '../../test-support/shopper';
import { debitCard, getCardPaymentConfig } from '../payment/card-payment';

/*
 * Issue 35 point 2: each paid order keeps the evidence of the customer's country beside the
 * billing address: the country of the address the checkout came from (X-Forwarded-For believed
 * from the loopback proxy only, as the storefront sends it) and the card issuer's (the sandbox
 * reports it for Stripe's country test cards); evidence naming another country is flagged.
 */

interface Evidence {
  ipCountry: string | null;
  cardCountry: string | null;
  countryEvidenceMismatch: boolean;
}

/** A French billing address paid by `card` from `address` (through the loopback proxy); the order's evidence as staff read it. */
async function evidenceOf(address: string | undefined, card: string): Promise<Evidence> {
  const shopper = newShopper(address ? { forwardedFor: address } : {});
  const cart = await cartReadyToPay(shopper.client, { email: `evidence-${Date.now()}@example.com`, sku: 'FR-1GB-7D' });
  const config = await getCardPaymentConfig(shopper.client);
  expect((await debitCard(shopper.client, { token: await tokenFor(config, card), browser: BROWSER })).status).toBe('succeeded');
  const { orders } = await admin<{ orders: { items: Array<{ customFields: Evidence }> } }>(
    'query ($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { customFields { ipCountry cardCountry countryEvidenceMismatch } } } }',
    { code: cart.code },
  );
  const [order] = orders.items;
  if (!order) throw new Error(`no order ${cart.code}`);
  return order.customFields;
}

describe('evidence of the customer’s country', () => {
  it('all three agree: France by address, IP and card, no flag', async () => {
    expect(await evidenceOf('90.0.0.1', '4000 0025 0000 0003')).toEqual({
      ipCountry: 'FR',
      cardCountry: 'FR',
      countryEvidenceMismatch: false,
    });
  });

  it('a German IP address and a German card against a French billing address are flagged', async () => {
    expect(await evidenceOf('217.160.0.1', '4000 0027 6000 0016')).toEqual({
      ipCountry: 'DE',
      cardCountry: 'DE',
      countryEvidenceMismatch: true,
    });
  });

  it('what is not known says nothing: a local address and a card whose issuer is not reported', async () => {
    expect(await evidenceOf(undefined, '4242 4242 4242 4242')).toEqual({
      ipCountry: null,
      cardCountry: null,
      countryEvidenceMismatch: false,
    });
  });
});
