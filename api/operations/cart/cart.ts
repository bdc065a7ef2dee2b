import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped, type TadaDocumentNode } from '../../graphql';
import { validInput } from '../operation-input';
import { errorResultToShopError, type ErrorResult } from './cart-error-result';
import { addToCartInputSchema, couponInputSchema, removeFromCartInputSchema, updateCartInputSchema } from './cart-input';
import { CART_ORDER_FRAGMENT, toCart, type Cart, type CartOrder } from './cart-order';

/*
 * Spec §7 cart calls. The cart is the session's active Vendure order: the session cookie
 * (`esim_shop_session`) is the spec's "cookies". Every call skips caches (a cart is never shared)
 * and answers the whole cart, read by one fragment (cart-order.ts). Errors are ShopErrors with
 * Vendure's code: see cart-input.ts (checked before sending) and cart-error-result.ts (the
 * server's refusals).
 */

/** Spec §9 default currency: the empty cart a mutation could answer (Vendure creates an order first) when the client names none. */
export const SPEC_DEFAULT_CURRENCY = 'EUR';

// Without an order Vendure has no cart currency: the channel's default is the one prices follow.
const GET_CART_DOCUMENT = graphql(
  `
  query CartItems {
    activeOrder { ...CartOrder }
    activeChannel { defaultCurrencyCode }
  }
`,
  [CART_ORDER_FRAGMENT],
);

/*
 * The mutations answer an Order or one of their ErrorResults, aliased `order`. Only the unions of
 * addItemToOrder and adjustOrderLine hold OrderLimitError (GraphQL refuses it elsewhere);
 * removeCouponCode answers a plain Order (null without one). Mutations cannot read
 * `activeChannel`; they always answer an order anyway.
 */
const ADD_DOCUMENT = graphql(
  `
  mutation AddToCart($variantId: ID!, $quantity: Int!) {
    order: addItemToOrder(productVariantId: $variantId, quantity: $quantity) {
      ...CartOrder
      ... on ErrorResult { errorCode message }
      ... on OrderLimitError { maxItems }
    }
  }
`,
  [CART_ORDER_FRAGMENT],
);
const UPDATE_DOCUMENT = graphql(
  `
  mutation UpdateCart($lineId: ID!, $quantity: Int!) {
    order: adjustOrderLine(orderLineId: $lineId, quantity: $quantity) {
      ...CartOrder
      ... on ErrorResult { errorCode message }
      ... on OrderLimitError { maxItems }
    }
  }
`,
  [CART_ORDER_FRAGMENT],
);
const REMOVE_DOCUMENT = graphql(
  `
  mutation RemoveFromCart($lineId: ID!) {
    order: removeOrderLine(orderLineId: $lineId) {
      ...CartOrder
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [CART_ORDER_FRAGMENT],
);
const APPLY_COUPON_DOCUMENT = graphql(
  `
  mutation ApplyCoupon($couponCode: String!) {
    order: applyCouponCode(couponCode: $couponCode) {
      ...CartOrder
      ... on ErrorResult { errorCode message }
    }
  }
`,
  [CART_ORDER_FRAGMENT],
);
const REMOVE_COUPON_DOCUMENT = graphql(
  `
  mutation RemoveCoupon($couponCode: String!) {
    order: removeCouponCode(couponCode: $couponCode) { ...CartOrder }
  }
`,
  [CART_ORDER_FRAGMENT],
);

async function mutateCart<Variables extends Record<string, unknown>>(
  client: ShopClient,
  operation: string,
  document: TadaDocumentNode<{ order: CartOrder | ErrorResult | null }, Variables>,
  variables: Variables,
  options: CallOptions,
): Promise<Cart> {
  const { order } = await requestTyped(client, operation, document, variables, { ...options, fresh: true });
  if (order && 'errorCode' in order) throw errorResultToShopError(operation, order);
  return toCart(order, client.currency ?? SPEC_DEFAULT_CURRENCY);
}

/** Spec getCartItems: the session's cart; a session without an order has the empty cart. */
export async function getCartItems(client: ShopClient, options: CallOptions = {}): Promise<Cart> {
  const { activeOrder, activeChannel } = await requestTyped(client, 'getCartItems', GET_CART_DOCUMENT, {}, { ...options, fresh: true });
  return toCart(activeOrder, client.currency ?? activeChannel.defaultCurrencyCode);
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
