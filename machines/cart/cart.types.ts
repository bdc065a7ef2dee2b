/**
 * Types, constants and pure rules of the cart (spec §3 "Cart line", "Cart",
 * "Coupon"; §4 "Cart"; §8 "Apply coupon").
 *
 * Machines import only types from `api/`: the cart is the one the cart
 * operations answer with, so the storefront passes it through without mapping.
 */
import type { Cart, CartLine } from '../../api/operations/cart/cart-order';

export type { Cart, CartLine };

/**
 * The most items one line may hold; a bigger quantity is clamped to it. The
 * same number as `MAX_QUANTITY_PER_LINE` in `api/operations/cart/cart-limits.ts`, which the
 * backend enforces (machines may not import its values).
 */
export const MAX_QUANTITY_PER_LINE = 10;

/** Spec §4: "direction up if the new quantity is greater than the old, else down". */
export type QuantityDirection = 'up' | 'down';

export function directionOf(oldQuantity: number, newQuantity: number): QuantityDirection {
  return newQuantity > oldQuantity ? 'up' : 'down';
}

/** A wanted quantity as the line will get it: never above the per-line maximum. */
export function clampQuantity(quantity: number): number {
  return Math.min(quantity, MAX_QUANTITY_PER_LINE);
}

/** What the shopper typed, as the shop receives it: spaces around a code are never part of it. */
export function normaliseCouponCode(couponCode: string): string {
  return couponCode.trim();
}

/**
 * The cart after logout (spec §4 "Logout clears the cart"): no lines, no
 * coupon, zero totals, in the currency and with the coupon allowance of the
 * cart it replaces. Built here rather than with `emptyCart` from the api,
 * whose value machines may not import.
 */
export function emptiedCart(cart: Cart): Cart {
  const zero = { amount: 0, currency: cart.currency };
  return {
    code: null,
    currency: cart.currency,
    lines: [],
    totalQuantity: 0,
    couponCodes: [],
    couponsAllowed: cart.couponsAllowed,
    discounts: [],
    subtotal: zero,
    taxSubtotal: zero,
    totalExcludingTax: zero,
    totalIncludingTax: zero,
  };
}

/** Input of the injected `addToCart` actor (spec §7 `addToCart`: product, quantity). */
export interface AddToCartInput {
  readonly variantId: string;
  /** A positive whole number. */
  readonly quantity: number;
}

/** Input of the injected `updateLine` actor: the new quantity, 1…MAX_QUANTITY_PER_LINE, never the current one. */
export interface UpdateLineInput {
  readonly lineId: string;
  readonly quantity: number;
}

/** Input of the injected `removeLine` actor (a confirmed removal, or one step of clearing). */
export interface RemoveLineInput {
  readonly lineId: string;
}

/** Input of the injected `applyCoupon` and `removeCoupon` actors: a trimmed, non-empty code. */
export interface CouponInput {
  readonly couponCode: string;
}

/** Every request the cart makes, as `CartError.operation` and `CouponError.operation` name them. */
export type CartOperation = 'load' | 'add' | 'update' | 'remove' | 'clear' | 'applyCoupon' | 'removeCoupon';
export type CouponOperation = Extract<CartOperation, 'applyCoupon' | 'removeCoupon'>;

/**
 * A failed request other than a coupon one (those go to `CouponError`, shown
 * under the coupon field). `cause` is what the injected actor rejected with;
 * in the storefront a `ShopError` with `.message` and `.detail.code`.
 */
export interface CartError {
  readonly operation: Exclude<CartOperation, CouponOperation>;
  readonly cause: unknown;
}

/**
 * What the coupon field shows under itself: `required` for an empty code
 * ('This field is required', spec §5), or the failed request, whose cause
 * carries the server's message (spec §8 "Apply coupon, non-200").
 */
export type CouponError =
  { readonly kind: 'required' } | { readonly kind: 'failed'; readonly operation: CouponOperation; readonly cause: unknown };

/** The quantity change last asked for, e.g. for an "increased to 3" announcement. */
export interface QuantityChange {
  readonly lineId: string;
  readonly direction: QuantityDirection;
  /** The quantity asked for, after clamping. */
  readonly quantity: number;
}

export interface CartInput {
  /** A cart the page already has (e.g. from the server render): start ready, without loading it again. */
  readonly cart?: Cart;
}

export interface CartContext {
  /** The cart as the shop last answered; `null` until the first load succeeds. */
  readonly cart: Cart | null;
  /** The last failed request; cleared by the next action of the shopper (a failed refresh also by a successful one). */
  readonly error: CartError | null;
  /** What the coupon field shows; cleared by the next coupon action. */
  readonly couponError: CouponError | null;
  /** Set when an update starts; kept after it succeeds or fails (`error` says which). */
  readonly lastChange: QuantityChange | null;
  /** The line the removal dialog asks about, and then removes. */
  readonly pendingRemovalLineId: string | null;
  /** While clearing: the ids still to remove, first one in progress. */
  readonly linesToClear: readonly string[];
  /** The add in progress. */
  readonly addRequest: AddToCartInput | null;
  /** One add asked for when the cart could not start it; runs as soon as the cart is ready. */
  readonly queuedAdd: AddToCartInput | null;
}

/**
 * Events, dotted by source. "Ignored" means the snapshot does not change.
 * While loading, confirming or busy (an operation running), every event not
 * listed for that situation is ignored: the buttons are disabled then
 * (`selectIsBusy`), so a late click must not start a second request.
 *
 * | event                  | sent by                              | effect |
 * |------------------------|--------------------------------------|--------|
 * | `cart.add`             | product page "Add to cart"           | ready: add. Anywhere else: remembered (one at most, later ones ignored) and added once ready; from `loadFailed` it also retries the load. A second add of the variant being added is a double click: ignored. Quantity not a positive whole number: ignored |
 * | `line.quantityChanged` | the line's stepper or quantity input | ready: update with direction up/down, clamped to 10; same quantity: ignored; below 1: asks to remove; not a whole number or unknown line: ignored |
 * | `line.removeRequested` | the line's remove button             | ready: ask for confirmation (spec §4) |
 * | `removal.confirmed`    | the confirmation dialog              | remove the line |
 * | `removal.cancelled`    | the confirmation dialog              | back to the cart, nothing removed |
 * | `cart.clear`           | the cart's "clear" button            | ready with lines: ask for confirmation |
 * | `clear.confirmed`      | the confirmation dialog              | remove every line one by one; the first failure stops and is reported |
 * | `clear.cancelled`      | the confirmation dialog              | back to the cart |
 * | `coupon.apply`         | the coupon form                      | ready and a coupon slot free: apply the trimmed code; empty: `couponError` `required` |
 * | `coupon.remove`        | an applied coupon's remove button    | ready and the code applied: remove it |
 * | `cart.retry`           | the load error's retry button        | `loadFailed`: load again |
 * | `cart.refresh`         | host: login/logout, tab focus        | ready: reload without hiding the cart (a shopper's action supersedes it); loading: restart; `loadFailed`: load again; busy/confirming: ignored, the running request answers with the shop's cart anyway |
 * | `cart.reset`           | host: after logout                   | anywhere: drop what runs, is asked or queued; show an empty cart (reload when none was known yet) |
 */
export type CartEvent =
  | { type: 'cart.add'; variantId: string; quantity: number }
  | { type: 'line.quantityChanged'; lineId: string; quantity: number }
  | { type: 'line.removeRequested'; lineId: string }
  | { type: 'removal.confirmed' }
  | { type: 'removal.cancelled' }
  | { type: 'cart.clear' }
  | { type: 'clear.confirmed' }
  | { type: 'clear.cancelled' }
  | { type: 'coupon.apply'; couponCode: string }
  | { type: 'coupon.remove'; couponCode: string }
  | { type: 'cart.retry' }
  | { type: 'cart.refresh' }
  | { type: 'cart.reset' };

/**
 * Events the machine emits for its host (`actor.on(type, handler)`), only
 * after a change this cart made on the shop succeeded. Loads, refreshes and
 * resets emit nothing: a host that relays `cart.changed` to other tabs, which
 * answer with `cart.refresh`, must not start an echo.
 *
 * | event            | when | typical use |
 * |------------------|------|-------------|
 * | `cart.itemAdded` | an add succeeded (before its `cart.changed`) | open the cart panel |
 * | `cart.changed`   | an add, update, removal, coupon change or each removal of a clear succeeded | tell other tabs, analytics |
 */
export type CartEmitted = { type: 'cart.itemAdded'; cart: Cart; variantId: string } | { type: 'cart.changed'; cart: Cart };

/**
 * Cross-cutting facts components may read with `snapshot.hasTag`:
 * `loading` the first load runs (no cart to show yet); `busy` a change runs;
 * `error` the cart could not be loaded; `confirming` a dialog asks to confirm.
 */
export type CartTag = 'loading' | 'busy' | 'error' | 'confirming';
