import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from './cart.machine';
import type { Cart, CartError, CartLine, CouponError, QuantityChange } from './cart.types';

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

const NO_LINES: readonly CartLine[] = [];

/** The cart as the shop last answered, or `null` before the first load succeeded. */
export const selectCart = (snapshot: CartSnapshot): Cart | null => snapshot.context.cart;

/** The lines in cart order; empty while no cart is known. */
export const selectLines = (snapshot: CartSnapshot): readonly CartLine[] => snapshot.context.cart?.lines ?? NO_LINES;

/** Spec §3 "total item count": the header badge (0 while no cart is known). */
export const selectTotalQuantity = (snapshot: CartSnapshot): number => snapshot.context.cart?.totalQuantity ?? 0;

/** A known cart without lines ("your cart is empty"); false while loading or after a failed load. */
export const selectIsEmpty = (snapshot: CartSnapshot): boolean => snapshot.context.cart?.lines.length === 0;

/** The first load runs: there is no cart to show yet. A silent refresh does not count. */
export const selectIsLoading = (snapshot: CartSnapshot): boolean => snapshot.hasTag('loading');

/** A silent reload runs (after a language switch, a focus, another feature's change): the cart shown may be older than the shop's. */
export const selectIsRefreshing = (snapshot: CartSnapshot): boolean => snapshot.matches({ ready: 'refreshing' });

/** A change runs: the cart's buttons are disabled. */
export const selectIsBusy = (snapshot: CartSnapshot): boolean => snapshot.hasTag('busy');

/** The line a running update, removal or clear step is about (its spinner), or `null`. */
export function selectBusyLineId(snapshot: CartSnapshot): string | null {
  const { context } = snapshot;
  if (snapshot.matches({ busy: 'updating' })) return context.lastChange?.lineId ?? null;
  if (snapshot.matches({ busy: 'removing' })) return context.pendingRemovalLineId;
  if (snapshot.matches({ busy: 'clearing' })) return context.linesToClear[0] ?? null;
  return null;
}

/** The line the removal dialog asks about; `null` when that dialog is not shown. */
export function selectPendingRemovalLine(snapshot: CartSnapshot): CartLine | null {
  if (!snapshot.matches('confirmingRemoval')) return null;
  const { cart, pendingRemovalLineId } = snapshot.context;
  return cart?.lines.find((line) => line.id === pendingRemovalLineId) ?? null;
}

/** The "clear the cart?" dialog is shown. */
export const selectIsConfirmingClear = (snapshot: CartSnapshot): boolean => snapshot.matches('confirmingClear');

/** The last failed request other than a coupon one, or `null`; a failed first load also tags `error`. */
export const selectError = (snapshot: CartSnapshot): CartError | null => snapshot.context.error;

/** What the coupon field shows under itself, or `null`. */
export const selectCouponError = (snapshot: CartSnapshot): CouponError | null => snapshot.context.couponError;

/**
 * The coupon form can be sent: a coupon slot is free (spec §3 "how many
 * coupons are allowed") and the cart takes actions now (not loading,
 * confirming or busy).
 */
export function selectCanApplyCoupon(snapshot: CartSnapshot): boolean {
  const { cart } = snapshot.context;
  return snapshot.matches('ready') && cart !== null && cart.couponCodes.length < cart.couponsAllowed;
}

/** The quantity change last asked for (direction up/down), or `null`. */
export const selectLastChange = (snapshot: CartSnapshot): QuantityChange | null => snapshot.context.lastChange;

/** What the coupon field is doing: applying a code, removing one, or nothing. */
export function selectCouponActivity(snapshot: CartSnapshot): 'idle' | 'applying' | 'removing' {
  if (snapshot.matches({ busy: 'applyingCoupon' })) return 'applying';
  if (snapshot.matches({ busy: 'removingCoupon' })) return 'removing';
  return 'idle';
}

/** The lines are being removed one by one after "clear cart" was confirmed. */
export const selectIsClearing = (snapshot: CartSnapshot): boolean => snapshot.matches({ busy: 'clearing' });
