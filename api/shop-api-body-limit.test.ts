import { describe, expect, it } from 'vitest';

import { SHOP_API_MAX_BODY_BYTES } from '../backend/src/api-hardening/body-limit-default';
import { createShopClient } from './client';
import { ORDER_MESSAGE_MAX_LENGTH } from './operations/account/account-input';
import { sendOrderMessage } from './operations/account/account-orders';
import { shopDocuments } from './test-support/shop-documents';

/**
 * Issue 30: the Shop API's body limit is the storefront's largest request, with room, not a
 * number for anything: the largest variables the storefront sends are an order message of
 * ORDER_MESSAGE_MAX_LENGTH characters (a control character is 6 bytes of JSON: \u0001), in a
 * document far larger than any other. Fails if the limit and the request drift apart either way.
 */

/** The bytes of the body the client posts for `call`. */
async function bodyBytesOf(call: (client: ReturnType<typeof createShopClient>) => Promise<unknown>): Promise<number> {
  let bytes = 0;
  const client = createShopClient({
    shopApiUrl: 'http://127.0.0.1:1/shop-api',
    fetch: async (input, init) => {
      bytes = Buffer.byteLength(await new Request(input, init).text());
      return new Response(JSON.stringify({ data: { sendOrderMessage: true } }), { headers: { 'content-type': 'application/json' } });
    },
  });
  await call(client);
  return bytes;
}

describe("the Shop API's body limit and the storefront's largest request", () => {
  it('the largest order message fits, and the limit is no more than twice it', async () => {
    const worstMessage = '\u0001'.repeat(ORDER_MESSAGE_MAX_LENGTH);
    const largest = await bodyBytesOf((client) => sendOrderMessage(client, { orderId: '1', orderLineId: null, message: worstMessage }));
    console.log(`largest storefront request: ${largest} bytes; Shop API body limit ${SHOP_API_MAX_BODY_BYTES}`);
    expect(largest).toBeGreaterThan(ORDER_MESSAGE_MAX_LENGTH * 6);
    expect(largest).toBeLessThanOrEqual(SHOP_API_MAX_BODY_BYTES);
    expect(SHOP_API_MAX_BODY_BYTES).toBeLessThanOrEqual(2 * largest);
  });

  it('every other document is far smaller than that message (so it is the largest request)', async () => {
    const documents = await shopDocuments();
    const largestDocument = Math.max(...documents.map((entry) => Buffer.byteLength(entry.text)));
    expect(largestDocument * 4).toBeLessThan(SHOP_API_MAX_BODY_BYTES);
  });
});
