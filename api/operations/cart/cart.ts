import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { ShopError, schemaIssues } from '../../errors';
import { cartSchema, type Cart } from '../../schemas/cart';
import { CART_ORDER_FRAGMENT, cartOrderSchema, toCart, type CartOrder } from '../../schemas/cart-order';
import { ERROR_RESULT_SELECTION, ORDER_LIMIT_SELECTION, errorResultSchema, errorResultToShopError } from './cart-error-result';
import { validInput } from '../operation-input';
import { addToCartInputSchema, couponInputSchema, removeFromCartInputSchema, updateCartInputSchema } from './cart-input';

/*
 * Spec §7 cart calls. The cart is the session's active Vendure order: the session cookie
 * (`esim_shop_session`) is the spec's "cookies". Every call skips caches (a cart is never shared)
 * and answers the whole cart, mapped by one fragment. Errors are ShopErrors with Vendure's code:
 * see cart-input.ts (checked before sending) and cart-error-result.ts (the server's refusals).
 */

/** Spec §9 default currency: the empty cart a mutation could answer (Vendure creates an order first) when the client names none. */
export const SPEC_DEFAULT_CURRENCY = 'EUR';

// Without an order Vendure has no cart currency: the channel's default is the one prices follow.
const GET_CART_DOCUMENT = /* GraphQL */ `
  query CartItems {
    activeOrder { ...CartOrder }
    activeChannel { defaultCurrencyCode }
  }
  ${CART_ORDER_FRAGMENT}
`;

/**
 * A mutation answering an Order (or `Order | ErrorResult…`, then `errors` selects the errors),
 * aliased `order`. (Mutations cannot read `activeChannel`; they always answer an order anyway.)
 */
function mutationDocument(name: string, variables: string, call: string, errors = ''): string {
  return /* GraphQL */ `
    mutation ${name}(${variables}) {
      order: ${call} {
        ...CartOrder
        ${errors}
      }
    }
    ${CART_ORDER_FRAGMENT}
  `;
}

const ADD_DOCUMENT = mutationDocument(
  'AddToCart',
  '$variantId: ID!, $quantity: Int!',
  'addItemToOrder(productVariantId: $variantId, quantity: $quantity)',
  ORDER_LIMIT_SELECTION,
);
const UPDATE_DOCUMENT = mutationDocument(
  'UpdateCart',
  '$lineId: ID!, $quantity: Int!',
  'adjustOrderLine(orderLineId: $lineId, quantity: $quantity)',
  ORDER_LIMIT_SELECTION,
);
const REMOVE_DOCUMENT = mutationDocument('RemoveFromCart', '$lineId: ID!', 'removeOrderLine(orderLineId: $lineId)', ERROR_RESULT_SELECTION);
const APPLY_COUPON_DOCUMENT = mutationDocument(
  'ApplyCoupon',
  '$couponCode: String!',
  'applyCouponCode(couponCode: $couponCode)',
  ERROR_RESULT_SELECTION,
);
// removeCouponCode answers a plain Order (null without one): there is no ErrorResult to select.
const REMOVE_COUPON_DOCUMENT = mutationDocument('RemoveCoupon', '$couponCode: String!', 'removeCouponCode(couponCode: $couponCode)');

// An Order carries `code`, an ErrorResult `errorCode`: the error is tried first so that an
// ErrorResult never parses as a (partial) order.
const answerSchema = z.union([errorResultSchema, cartOrderSchema]).nullable();
const mutationResponseSchema = z.object({ order: answerSchema });
const queryResponseSchema = z.object({
  activeOrder: cartOrderSchema.nullable(),
  activeChannel: z.object({ defaultCurrencyCode: z.string().length(3) }),
});

/** The cart of an order (null: the empty cart), checked against the cart schema; the checkout answers the same. */
export function validCart(operation: string, order: CartOrder | null, emptyCurrency: string): Cart {
  const parsed = cartSchema.safeParse(toCart(order, emptyCurrency));
  if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(parsed.error) });
  return parsed.data;
}

async function mutateCart(
  client: ShopClient,
  operation: string,
  document: string,
  variables: Record<string, unknown>,
  options: CallOptions,
): Promise<Cart> {
  const { order } = await client.request(operation, document, variables, mutationResponseSchema, { ...options, fresh: true });
  if (order && 'errorCode' in order) throw errorResultToShopError(operation, order);
  return validCart(operation, order, client.currency ?? SPEC_DEFAULT_CURRENCY);
}

/** Spec getCartItems: the session's cart; a session without an order has the empty cart. */
export async function getCartItems(client: ShopClient, options: CallOptions = {}): Promise<Cart> {
  const { activeOrder, activeChannel } = await client.request('getCartItems', GET_CART_DOCUMENT, {}, queryResponseSchema, {
    ...options,
    fresh: true,
  });
  return validCart('getCartItems', activeOrder, client.currency ?? activeChannel.defaultCurrencyCode);
}

/** Spec addToCart: adds `quantity` of a variant; the same variant again adds to its line. */
export async function addToCart(
  client: ShopClient,
  input: { variantId: string; quantity: number },
  options: CallOptions = {},
): Promise<Cart> {
  return mutateCart(client, 'addToCart', ADD_DOCUMENT, validInput('addToCart', addToCartInputSchema, input), options);
}

/** Spec removeFromCart: removes one line whatever its quantity. */
export async function removeFromCart(client: ShopClient, input: { lineId: string }, options: CallOptions = {}): Promise<Cart> {
  return mutateCart(client, 'removeFromCart', REMOVE_DOCUMENT, validInput('removeFromCart', removeFromCartInputSchema, input), options);
}

/**
 * Spec updateCart: sets a line's quantity. The spec sends a direction (up or down); the absolute
 * quantity is sent instead so that a retried call cannot move it twice (the machine computes the
 * direction from old and new quantity). 0 is refused: removing goes through removeFromCart.
 */
export async function updateCart(
  client: ShopClient,
  input: { lineId: string; quantity: number },
  options: CallOptions = {},
): Promise<Cart> {
  return mutateCart(client, 'updateCart', UPDATE_DOCUMENT, validInput('updateCart', updateCartInputSchema, input), options);
}

/** Spec applyCoupon: one code per order; a refusal raises the server's message (spec §8). */
export async function applyCoupon(client: ShopClient, input: { couponCode: string }, options: CallOptions = {}): Promise<Cart> {
  return mutateCart(client, 'applyCoupon', APPLY_COUPON_DOCUMENT, validInput('applyCoupon', couponInputSchema, input), options);
}

/** Spec removeCoupon: removing a code the cart does not hold changes nothing. */
export async function removeCoupon(client: ShopClient, input: { couponCode: string }, options: CallOptions = {}): Promise<Cart> {
  return mutateCart(client, 'removeCoupon', REMOVE_COUPON_DOCUMENT, validInput('removeCoupon', couponInputSchema, input), options);
}
