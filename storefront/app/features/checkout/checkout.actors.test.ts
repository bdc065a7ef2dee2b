import { describe, expect, it } from 'vitest';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { checkoutActors } from './checkout.actors';

describe('checkoutActors', () => {
  it('a stopped advanceOrder actor aborts its request (the checkout was left)', async () => {
    const held = heldShopClient();
    const input = {
      email: 'ann@example.com',
      address: {
        alias: 'checkout',
        firstName: 'Ann',
        lastName: 'Lee',
        address1: '1 Main St',
        city: 'Lyon',
        postcode: '69001',
        countryCode: 'FR',
      },
    };
    const { request, aborted } = await abortedByStop(checkoutActors(held.client).actors.advanceOrder, input, held);
    expect(request.body).toContain('AdvanceOrder');
    expect(aborted).toBe(true);
  });
});
