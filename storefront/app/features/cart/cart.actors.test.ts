import { describe, expect, it } from 'vitest';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import { cartActors } from './cart.actors';

describe('cartActors', () => {
  const inputs = {
    loadCart: undefined,
    addToCart: { variantId: '7', quantity: 1 },
    updateLine: { lineId: '3', quantity: 2 },
    removeLine: { lineId: '3' },
    applyCoupon: { couponCode: 'SPRING' },
    removeCoupon: { couponCode: 'SPRING' },
  } as const;

  it.each(Object.keys(inputs) as Array<keyof typeof inputs>)('a stopped %s actor aborts its request', async (name) => {
    const held = heldShopClient();
    const { request, aborted } = await abortedByStop(cartActors(held.client).actors[name], inputs[name], held);
    expect(request.url).toContain('/shop-api');
    expect(aborted).toBe(true);
  });
});
