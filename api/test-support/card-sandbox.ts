import { inject } from 'vitest';
import { z } from '../zod';

import type { ShopClient } from '../client';
import { addToCart } from '../operations/cart/cart';
import { getProduct } from '../operations/catalog/product';
import { callGateway, cardTokenSchema, type CardToken } from '../operations/payment/card-gateway-call';
import type { BrowserInfo, CardPaymentConfig } from '../operations/payment/card-payment';

/*
 * Test-only helpers around the sandbox card acquirer (backend/sandbox/card-acquirer): its
 * introspection endpoint, the test cards, and an order made ready to pay. Not exported from
 * api/index.ts.
 */

/** The README's "Test cards". */
export const TEST_CARDS = {
  frictionless: '4242 4242 4242 4242',
  /** American Express: 15 digits, a 4-digit CID. */
  amex: '3782 822463 10005',
  challenge: '4000 0000 0000 3220',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  timeout: '4000 0000 0000 0119',
  /** Charged at once, its answer held past the backend's timeout: the answer is lost, the money taken. */
  lateApproval: '4000 0000 0000 0077',
} as const;

/** A future expiry whatever the day the tests run. */
export const FUTURE_EXPIRY = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;

export const BROWSER: BrowserInfo = {
  language: 'fr-FR',
  colorDepth: 24,
  screenHeight: 900,
  screenWidth: 1440,
  timezoneOffset: -60,
  userAgent: 'integration-test',
};

/** The sandbox's development secret (its default and the backend's). */
const SANDBOX_SECRET_KEY = process.env['CARD_GATEWAY_SECRET_KEY'] ?? 'sk_sandbox_esim_shop';

const orderStatsSchema = z.object({
  paymentRequests: z.number(),
  payments: z.number(),
  charges: z.number(),
  chargedAmount: z.number(),
  refunds: z.number(),
  refundedAmount: z.number(),
  verifications: z.number(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;
const NO_STATS: OrderStats = {
  paymentRequests: 0,
  payments: 0,
  charges: 0,
  chargedAmount: 0,
  refunds: 0,
  refundedAmount: 0,
  verifications: 0,
};

/** Where the server reaches the sandbox: given by the harness, else the browser's address of it. */
export function sandboxUrl(config: CardPaymentConfig): string {
  return inject('cardGatewayUrl') || config.tokenizationUrl;
}

/** GET /v1/stats for one order (all zero for an order the sandbox never saw). */
export async function sandboxStats(gatewayUrl: string, orderCode: string): Promise<OrderStats> {
  const response = await fetch(`${gatewayUrl}/v1/stats?orderCode=${encodeURIComponent(orderCode)}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });
  if (!response.ok) throw new Error(`GET /v1/stats answered ${response.status}`);
  const { orders } = z.object({ orders: z.record(z.string(), orderStatsSchema) }).parse(await response.json());
  return orders[orderCode] ?? NO_STATS;
}

/**
 * The gateway's tokenization, `POST /v1/tokens`, called the way the hosted card number frame calls
 * it from the gateway's own origin. Test-only: in the shop no code of ours ever holds a card.
 */
export function tokenizeCard(config: CardPaymentConfig, card: { cardNumber: string; expiry: string; cvv: string }): Promise<CardToken> {
  return callGateway('tokenizeCard', `${config.tokenizationUrl.replace(/\/+$/, '')}/v1/tokens`, cardTokenSchema, {
    body: { publicKey: config.publicKey, cardNumber: card.cardNumber, expiry: card.expiry, cvv: card.cvv },
  });
}

export async function tokenFor(config: CardPaymentConfig, cardNumber: string, cvv = '123'): Promise<string> {
  return (await tokenizeCard(config, { cardNumber, expiry: FUTURE_EXPIRY, cvv })).token;
}

const SET_CHECKOUT_ADDRESS = /* GraphQL */ `
  mutation SetCheckoutAddress($input: CheckoutAddressInput!) {
    setCheckoutAddress(input: $input) { ... on Order { code } ... on ErrorResult { errorCode message } }
  }
`;
const ACTIVE_ORDER = /* GraphQL */ `
  query ActiveOrderState {
    activeOrder { code state totalWithTax }
  }
`;
// Vendure answers FORBIDDEN for an order the session may not read, so it is asked for apart.
const ORDER_BY_CODE = /* GraphQL */ `
  query OrderByCode($code: String!) {
    orderByCode(code: $code) { code state active totalWithTax payments { state method amount transactionId } }
  }
`;

const mutationAnswer = z.record(
  z.string(),
  z.object({ code: z.string().optional(), errorCode: z.string().optional(), message: z.string().optional() }),
);

async function mutate(client: ShopClient, name: string, document: string, input: Record<string, unknown>): Promise<void> {
  const answer = await client.request(name, document, { input }, mutationAnswer, { fresh: true });
  const result = Object.values(answer)[0];
  if (result?.errorCode) throw new Error(`${name}: ${result.errorCode} ${result.message ?? ''}`);
}

/**
 * A cart with one plan, the guest's email and a French billing address (20 % VAT): what the
 * checkout's billing step leaves behind. The billing step's own mutation, as the storefront sends
 * it: Vendure's setCustomerForOrder and setOrderBillingAddress are closed, and every payment
 * checks the order against the same rules. Answers the cart's code and total including VAT.
 */
export async function cartReadyToPay(
  client: ShopClient,
  { email = 'card.test@example.com', sku = 'FR-5GB-30D' } = {},
): Promise<{ code: string; totalWithTax: number }> {
  const variant = (await getProduct(client, { slug: 'france' })).variants.find((candidate) => candidate.sku === sku);
  if (!variant) throw new Error(`${sku} is not seeded`);
  await addToCart(client, { variantId: variant.id, quantity: 2 });
  await mutate(client, 'setCheckoutAddress', SET_CHECKOUT_ADDRESS, {
    email,
    firstName: 'Camille',
    lastName: 'Martin',
    address1: '12 rue de la Paix',
    city: 'Paris',
    postcode: '75002',
    countryCode: 'FR',
  });
  const active = await activeOrder(client);
  if (!active) throw new Error('no active order after preparing the cart');
  return { code: active.code, totalWithTax: active.totalWithTax };
}

const orderSchema = z.object({ code: z.string(), state: z.string(), totalWithTax: z.number() });
const placedSchema = orderSchema.extend({
  active: z.boolean(),
  payments: z
    .array(z.object({ state: z.string(), method: z.string(), amount: z.number(), transactionId: z.string().nullable() }))
    .nullable(),
});

/** The session's cart as an order (null: none). */
export async function activeOrder(client: ShopClient) {
  const answer = await client.request('activeOrder', ACTIVE_ORDER, {}, z.object({ activeOrder: orderSchema.nullable() }), { fresh: true });
  return answer.activeOrder;
}

/** An order of this session by its code, with its payments (a placed order is no longer the cart). */
export async function orderByCode(client: ShopClient, code: string) {
  const answer = await client.request('orderByCode', ORDER_BY_CODE, { code }, z.object({ orderByCode: placedSchema }), { fresh: true });
  return answer.orderByCode;
}
