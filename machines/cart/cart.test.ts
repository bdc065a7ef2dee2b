import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { makeCart, makeCartLine, makeCartWithCoupon, makeEuropeCartLine } from '../../api/fakes/cart';
import { ShopError } from '../../api/errors';
import { MAX_QUANTITY_PER_LINE as API_MAX_QUANTITY_PER_LINE } from '../../api/operations/cart/cart-limits';
import { emptyCart } from '../../api/operations/cart/cart-order';
import { cartMachine } from './cart.machine';
import {
  selectBusyLineId,
  selectCanApplyCoupon,
  selectCart,
  selectCouponActivity,
  selectCouponError,
  selectError,
  selectIsBusy,
  selectIsClearing,
  selectIsConfirmingClear,
  selectIsEmpty,
  selectIsLoading,
  selectIsRefreshing,
  selectLastChange,
  selectLines,
  selectPendingRemovalLine,
  selectTotalQuantity,
  type CartSnapshot,
} from './cart.selectors';
import { createFakeShop, settle, type FakeShop, type ShopRequest } from './cart.test-support';
import {
  MAX_QUANTITY_PER_LINE,
  clampQuantity,
  directionOf,
  emptiedCart,
  normaliseCouponCode,
  type AddToCartInput,
  type Cart,
  type CartEmitted,
  type CartEvent,
  type CouponInput,
  type RemoveLineInput,
  type UpdateLineInput,
} from './cart.types';
import { answeringActor } from '../test-support/fake-requests';

const france = (quantity = 1) => makeCartLine({ quantity });
const europe = (quantity = 1) => makeEuropeCartLine({ quantity });
/** France ×2 (line 1, variant 101) and Europe ×1 (line 2, variant 202). */
const TWO_LINES = makeCart({ lines: [france(2), europe()] });
const EMPTY = makeCart({ lines: [] });
const NETWORK_DOWN = new ShopError('cart', { kind: 'network' });
const INVALID_COUPON = new ShopError('applyCoupon', {
  kind: 'http',
  status: 400,
  code: 'COUPON_CODE_INVALID_ERROR',
  message: 'Coupon code "NOPE" is not valid',
});

type CartActor = Actor<typeof cartMachine>;

interface Harness {
  actor: CartActor;
  shop: FakeShop;
  emitted: CartEmitted[];
  send: (...events: CartEvent[]) => void;
  /** Answers the newest open request of that name with a cart, or fails it. */
  answer: (name: ShopRequest['name'], cart: Cart) => Promise<void>;
  fail: (name: ShopRequest['name'], error?: unknown) => Promise<void>;
  snapshot: () => CartSnapshot;
}

function start(cart?: Cart): Harness {
  const shop = createFakeShop();
  const actor = createActor(cartMachine.provide({ actors: shop.actors }), { input: cart === undefined ? undefined : { cart } });
  const emitted: CartEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const openRequest = (name: ShopRequest['name']) => {
    const request = shop.open().findLast((made) => made.name === name);
    if (request === undefined) throw new Error(`no open ${name} request; asked: ${JSON.stringify(shop.asked())}`);
    return request;
  };
  return {
    actor,
    shop,
    emitted,
    send: (...events) => events.forEach((event) => actor.send(event)),
    answer: async (name, answer) => {
      openRequest(name).resolve(answer);
      await settle();
    },
    fail: async (name, error = NETWORK_DOWN) => {
      openRequest(name).reject(error);
      await settle();
    },
    snapshot: () => actor.getSnapshot(),
  };
}

/** A ready cart of two lines, as after a successful load (no request made). */
const ready = (cart: Cart = TWO_LINES) => start(cart);

/** Everything a component could observe, read only through selectors and tags. */
function observe(snapshot: CartSnapshot) {
  return {
    cart: selectCart(snapshot),
    lines: selectLines(snapshot),
    totalQuantity: selectTotalQuantity(snapshot),
    isEmpty: selectIsEmpty(snapshot),
    isLoading: selectIsLoading(snapshot),
    isRefreshing: selectIsRefreshing(snapshot),
    isBusy: selectIsBusy(snapshot),
    busyLineId: selectBusyLineId(snapshot),
    pendingRemovalLine: selectPendingRemovalLine(snapshot),
    isConfirmingClear: selectIsConfirmingClear(snapshot),
    error: selectError(snapshot),
    couponError: selectCouponError(snapshot),
    canApplyCoupon: selectCanApplyCoupon(snapshot),
    lastChange: selectLastChange(snapshot),
    tags: [...snapshot.tags].sort(),
  };
}

type Observed = ReturnType<typeof observe>;

/** What a shopper sees of a cart at rest. */
function showing(cart: Cart, extra: Partial<Observed> = {}): Observed {
  return {
    cart,
    lines: cart.lines,
    totalQuantity: cart.totalQuantity,
    isEmpty: cart.lines.length === 0,
    isLoading: false,
    isRefreshing: false,
    isBusy: false,
    busyLineId: null,
    pendingRemovalLine: null,
    isConfirmingClear: false,
    error: null,
    couponError: null,
    canApplyCoupon: cart.couponCodes.length < cart.couponsAllowed,
    lastChange: null,
    tags: [],
    ...extra,
  };
}

/** `showing`, while a change runs. */
const busyWith = (cart: Cart, extra: Partial<Observed> = {}): Observed =>
  showing(cart, { isBusy: true, canApplyCoupon: false, tags: ['busy'], ...extra });

const NOTHING_YET: Observed = {
  cart: null,
  lines: [],
  totalQuantity: 0,
  isEmpty: false,
  isLoading: true,
  isRefreshing: false,
  isBusy: false,
  busyLineId: null,
  pendingRemovalLine: null,
  isConfirmingClear: false,
  error: null,
  couponError: null,
  canApplyCoupon: false,
  lastChange: null,
  tags: ['loading'],
};

function expectObserved(harness: Harness, expected: Observed): void {
  expect(observe(harness.snapshot())).toEqual(expected);
}

/** Sends events that must change nothing: same observation, same context, no request, nothing emitted. */
function expectIgnored(harness: Harness, ...events: CartEvent[]): void {
  for (const event of events) {
    const before = harness.snapshot();
    const asked = harness.shop.requests.length;
    const emitted = harness.emitted.length;
    harness.send(event);
    const where = JSON.stringify(event);
    expect(harness.snapshot().value, where).toEqual(before.value);
    expect(harness.snapshot().context, where).toEqual(before.context);
    expect(harness.shop.requests.length, where).toBe(asked);
    expect(harness.emitted.length, where).toBe(emitted);
  }
}

const add = (variantId = '303', quantity = 1): CartEvent => ({ type: 'cart.add', variantId, quantity });
const changeQuantity = (lineId: string, quantity: number): CartEvent => ({ type: 'line.quantityChanged', lineId, quantity });
const askRemove = (lineId: string): CartEvent => ({ type: 'line.removeRequested', lineId });
const applyCoupon = (couponCode: string): CartEvent => ({ type: 'coupon.apply', couponCode });
const removeCoupon = (couponCode: string): CartEvent => ({ type: 'coupon.remove', couponCode });
const CONFIRM_REMOVAL: CartEvent = { type: 'removal.confirmed' };
const CANCEL_REMOVAL: CartEvent = { type: 'removal.cancelled' };
const CLEAR: CartEvent = { type: 'cart.clear' };
const CONFIRM_CLEAR: CartEvent = { type: 'clear.confirmed' };
const CANCEL_CLEAR: CartEvent = { type: 'clear.cancelled' };
const RETRY: CartEvent = { type: 'cart.retry' };
const REFRESH: CartEvent = { type: 'cart.refresh' };
const RESET: CartEvent = { type: 'cart.reset' };

/** Every shopper event that starts something from `ready` with TWO_LINES, except `cart.add`. */
const SHOPPER_ACTIONS: readonly CartEvent[] = [
  changeQuantity('1', 3),
  changeQuantity('1', 0),
  askRemove('2'),
  CLEAR,
  applyCoupon('WELCOME10'),
  removeCoupon('WELCOME10'),
];

/** Events that only mean something in a state other than `ready`. */
const OUT_OF_PLACE: readonly CartEvent[] = [CONFIRM_REMOVAL, CANCEL_REMOVAL, CONFIRM_CLEAR, CANCEL_CLEAR, RETRY];

describe('cart machine: first load', () => {
  it('starts loading: no cart yet, one loadCart', () => {
    const harness = start();
    expectObserved(harness, NOTHING_YET);
    expect(harness.shop.asked()).toEqual([{ name: 'loadCart' }]);
  });

  it('a loaded cart is shown, and loading emits nothing', async () => {
    const harness = start();
    await harness.answer('loadCart', TWO_LINES);
    expectObserved(harness, showing(TWO_LINES));
    expect(harness.emitted).toEqual([]);
  });

  it('a loaded empty cart is empty', async () => {
    const harness = start();
    await harness.answer('loadCart', EMPTY);
    expectObserved(harness, showing(EMPTY));
    expect(selectIsEmpty(harness.snapshot())).toBe(true);
  });

  it('a failed load shows the error with its cause', async () => {
    const harness = start();
    await harness.fail('loadCart', NETWORK_DOWN);
    expectObserved(harness, {
      ...NOTHING_YET,
      isLoading: false,
      error: { operation: 'load', cause: NETWORK_DOWN },
      tags: ['error'],
    });
  });

  it('input.cart starts ready without asking the shop', async () => {
    const harness = start(TWO_LINES);
    await settle();
    expectObserved(harness, showing(TWO_LINES));
    expect(harness.shop.requests).toEqual([]);
  });

  it('a refresh while loading asks again, and the first answer is ignored', async () => {
    const harness = start();
    const [first] = harness.shop.requests;
    harness.send(REFRESH);
    expect(first?.signal.aborted).toBe(true);
    expect(harness.shop.asked()).toEqual([{ name: 'loadCart' }, { name: 'loadCart' }]);
    first?.resolve(EMPTY);
    await settle();
    expectObserved(harness, NOTHING_YET);
    await harness.answer('loadCart', TWO_LINES);
    expectObserved(harness, showing(TWO_LINES));
  });

  it('ignores every cart action while loading', () => {
    expectIgnored(start(), ...SHOPPER_ACTIONS, ...OUT_OF_PLACE);
  });

  it('an add while loading waits for the cart, then runs', async () => {
    const harness = start();
    harness.send(add('303', 2));
    expect(harness.shop.asked()).toEqual([{ name: 'loadCart' }]);
    await harness.answer('loadCart', TWO_LINES);
    expect(harness.shop.asked().at(-1)).toEqual({ name: 'addToCart', input: { variantId: '303', quantity: 2 } });
    expectObserved(harness, busyWith(TWO_LINES));
  });
});

describe('cart machine: loadFailed', () => {
  const failed = async () => {
    const harness = start();
    await harness.fail('loadCart');
    return harness;
  };

  it.each([RETRY, REFRESH])('$type loads again and forgets the error', async (event) => {
    const harness = await failed();
    harness.send(event);
    expectObserved(harness, NOTHING_YET);
    expect(harness.shop.asked()).toEqual([{ name: 'loadCart' }, { name: 'loadCart' }]);
    await harness.answer('loadCart', TWO_LINES);
    expectObserved(harness, showing(TWO_LINES));
  });

  it('a failed retry fails again', async () => {
    const harness = await failed();
    harness.send(RETRY);
    await harness.fail('loadCart', 'still down');
    expect(selectError(harness.snapshot())).toEqual({ operation: 'load', cause: 'still down' });
    expect(harness.snapshot().hasTag('error')).toBe(true);
  });

  it('cart.add retries the load and adds once the cart is there', async () => {
    const harness = await failed();
    harness.send(add('303'));
    expectObserved(harness, NOTHING_YET);
    await harness.answer('loadCart', EMPTY);
    expect(harness.shop.asked().at(-1)).toEqual({ name: 'addToCart', input: { variantId: '303', quantity: 1 } });
  });

  it('ignores cart actions and an invalid add', async () => {
    expectIgnored(await failed(), ...SHOPPER_ACTIONS, CONFIRM_REMOVAL, CANCEL_REMOVAL, CONFIRM_CLEAR, CANCEL_CLEAR, add('303', 0));
  });
});

describe('cart machine: ready', () => {
  it('ignores a retry and dialog answers when nothing failed or asks', () => {
    expectIgnored(ready(), ...OUT_OF_PLACE);
  });
});

describe('cart machine: cart.add', () => {
  it('adds, shows the answer and tells the host: itemAdded, then changed', async () => {
    const harness = ready();
    harness.send(add('303', 2));
    expectObserved(harness, busyWith(TWO_LINES));
    expect(harness.shop.asked()).toEqual([{ name: 'addToCart', input: { variantId: '303', quantity: 2 } }]);
    const added = makeCart({ lines: [france(2), europe(), makeCartLine({ id: '3', variantId: '303', quantity: 2 })] });
    await harness.answer('addToCart', added);
    expectObserved(harness, showing(added));
    expect(harness.emitted).toEqual([
      { type: 'cart.itemAdded', cart: added, variantId: '303' },
      { type: 'cart.changed', cart: added },
    ]);
  });

  it('a failed add keeps the cart and reports the cause, emitting nothing', async () => {
    const harness = ready();
    harness.send(add());
    await harness.fail('addToCart', NETWORK_DOWN);
    expectObserved(harness, showing(TWO_LINES, { error: { operation: 'add', cause: NETWORK_DOWN } }));
    expect(harness.emitted).toEqual([]);
  });

  it.each([
    ['zero items', add('303', 0)],
    ['negative items', add('303', -1)],
    ['part of an item', add('303', 1.5)],
    ['no number', add('303', Number.NaN)],
    ['no variant', add('', 1)],
  ])('ignores %s', (_name, event) => {
    expectIgnored(ready(), event);
  });

  it('the next action clears the error', async () => {
    const harness = ready();
    harness.send(add());
    await harness.fail('addToCart');
    harness.send(askRemove('1'));
    expect(selectError(harness.snapshot())).toBeNull();
  });
});

describe('cart machine: line.quantityChanged', () => {
  it('a bigger quantity updates the line, direction up, with a spinner on that line', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 3));
    const lastChange = { lineId: '1', direction: 'up', quantity: 3 } as const;
    expectObserved(harness, busyWith(TWO_LINES, { busyLineId: '1', lastChange }));
    expect(harness.shop.asked()).toEqual([{ name: 'updateLine', input: { lineId: '1', quantity: 3 } }]);
    const updated = makeCart({ lines: [france(3), europe()] });
    await harness.answer('updateLine', updated);
    expectObserved(harness, showing(updated, { lastChange }));
    expect(harness.emitted).toEqual([{ type: 'cart.changed', cart: updated }]);
  });

  it('a smaller quantity is direction down', () => {
    const harness = ready();
    harness.send(changeQuantity('1', 1));
    expect(selectLastChange(harness.snapshot())).toEqual({ lineId: '1', direction: 'down', quantity: 1 });
    expect(harness.shop.asked()).toEqual([{ name: 'updateLine', input: { lineId: '1', quantity: 1 } }]);
  });

  it('the same quantity changes nothing', () => {
    expectIgnored(ready(), changeQuantity('1', 2), changeQuantity('2', 1));
  });

  it(`a quantity above ${MAX_QUANTITY_PER_LINE} is clamped to it`, () => {
    const harness = ready();
    harness.send(changeQuantity('1', 99));
    expect(selectLastChange(harness.snapshot())).toEqual({ lineId: '1', direction: 'up', quantity: MAX_QUANTITY_PER_LINE });
    expect(harness.shop.asked()).toEqual([{ name: 'updateLine', input: { lineId: '1', quantity: MAX_QUANTITY_PER_LINE } }]);
  });

  it('above the maximum on a line already at the maximum changes nothing', () => {
    const atMax = makeCart({ lines: [france(MAX_QUANTITY_PER_LINE)] });
    expectIgnored(ready(atMax), changeQuantity('1', MAX_QUANTITY_PER_LINE + 1));
  });

  it.each([0, -3])('quantity %i asks to remove the line instead', (quantity) => {
    const harness = ready();
    harness.send(changeQuantity('2', quantity));
    expectObserved(harness, showing(TWO_LINES, { pendingRemovalLine: europe(), canApplyCoupon: false, tags: ['confirming'] }));
    expect(harness.shop.requests).toEqual([]);
  });

  it.each([
    ['an unknown line', changeQuantity('9', 3)],
    ['part of an item', changeQuantity('1', 2.5)],
    ['no number', changeQuantity('1', Number.NaN)],
  ])('ignores %s', (_name, event) => {
    expectIgnored(ready(), event);
  });

  it('a failed update keeps the old quantity and reports it', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 5));
    await harness.fail('updateLine', NETWORK_DOWN);
    expectObserved(
      harness,
      showing(TWO_LINES, {
        error: { operation: 'update', cause: NETWORK_DOWN },
        lastChange: { lineId: '1', direction: 'up', quantity: 5 },
      }),
    );
    expect(selectLines(harness.snapshot())[0]?.quantity).toBe(2);
    expect(harness.emitted).toEqual([]);
  });
});

describe('cart machine: removing a line asks first', () => {
  it('line.removeRequested shows the dialog for that line', () => {
    const harness = ready();
    harness.send(askRemove('1'));
    expectObserved(harness, showing(TWO_LINES, { pendingRemovalLine: france(2), canApplyCoupon: false, tags: ['confirming'] }));
    expect(harness.shop.requests).toEqual([]);
  });

  it('an unknown line is ignored', () => {
    expectIgnored(ready(), askRemove('9'));
  });

  it('removal.cancelled goes back with nothing removed', () => {
    const harness = ready();
    harness.send(askRemove('1'), CANCEL_REMOVAL);
    expectObserved(harness, showing(TWO_LINES));
    expect(harness.snapshot().context.pendingRemovalLineId).toBeNull();
    expect(harness.shop.requests).toEqual([]);
  });

  it('removal.confirmed removes it, with a spinner on that line', async () => {
    const harness = ready();
    harness.send(askRemove('1'), CONFIRM_REMOVAL);
    expectObserved(harness, busyWith(TWO_LINES, { busyLineId: '1' }));
    expect(harness.shop.asked()).toEqual([{ name: 'removeLine', input: { lineId: '1' } }]);
    const removed = makeCart({ lines: [europe()] });
    await harness.answer('removeLine', removed);
    expectObserved(harness, showing(removed));
    expect(harness.snapshot().context.pendingRemovalLineId).toBeNull();
    expect(harness.emitted).toEqual([{ type: 'cart.changed', cart: removed }]);
  });

  it('a failed removal keeps the line and reports it', async () => {
    const harness = ready();
    harness.send(askRemove('1'), CONFIRM_REMOVAL);
    await harness.fail('removeLine', NETWORK_DOWN);
    expectObserved(harness, showing(TWO_LINES, { error: { operation: 'remove', cause: NETWORK_DOWN } }));
    expect(harness.snapshot().context.pendingRemovalLineId).toBeNull();
  });

  it('while the dialog is open, other actions are ignored', () => {
    const harness = ready();
    harness.send(askRemove('1'));
    expectIgnored(harness, ...SHOPPER_ACTIONS, CONFIRM_CLEAR, CANCEL_CLEAR, RETRY, REFRESH);
  });
});

describe('cart machine: clearing asks first, then removes line by line', () => {
  it('cart.clear shows the dialog', () => {
    const harness = ready();
    harness.send(CLEAR);
    expectObserved(harness, showing(TWO_LINES, { isConfirmingClear: true, canApplyCoupon: false, tags: ['confirming'] }));
    expect(harness.shop.requests).toEqual([]);
  });

  it('an empty cart has nothing to clear', () => {
    expectIgnored(ready(EMPTY), CLEAR);
  });

  it('clear.cancelled goes back with nothing removed', () => {
    const harness = ready();
    harness.send(CLEAR, CANCEL_CLEAR);
    expectObserved(harness, showing(TWO_LINES));
    expect(harness.shop.requests).toEqual([]);
  });

  it('clear.confirmed removes each line in turn, each after the previous answer', async () => {
    const three = makeCart({ lines: [france(2), europe(), makeCartLine({ id: '3', variantId: '303' })] });
    const afterFirst = makeCart({ lines: [europe(), makeCartLine({ id: '3', variantId: '303' })] });
    const afterSecond = makeCart({ lines: [makeCartLine({ id: '3', variantId: '303' })] });
    const harness = ready(three);
    harness.send(CLEAR, CONFIRM_CLEAR);

    expectObserved(harness, busyWith(three, { busyLineId: '1' }));
    expect(harness.shop.asked()).toEqual([{ name: 'removeLine', input: { lineId: '1' } }]);
    await harness.answer('removeLine', afterFirst);

    expectObserved(harness, busyWith(afterFirst, { busyLineId: '2' }));
    expect(harness.shop.open()).toHaveLength(1);
    await harness.answer('removeLine', afterSecond);

    expectObserved(harness, busyWith(afterSecond, { busyLineId: '3' }));
    await harness.answer('removeLine', EMPTY);

    expectObserved(harness, showing(EMPTY));
    expect(harness.shop.asked()).toEqual([
      { name: 'removeLine', input: { lineId: '1' } },
      { name: 'removeLine', input: { lineId: '2' } },
      { name: 'removeLine', input: { lineId: '3' } },
    ]);
    expect(harness.emitted).toEqual([
      { type: 'cart.changed', cart: afterFirst },
      { type: 'cart.changed', cart: afterSecond },
      { type: 'cart.changed', cart: EMPTY },
    ]);
    expect(harness.snapshot().context.linesToClear).toEqual([]);
  });

  it('a failure stops clearing, reports it, and shows what is left', async () => {
    const afterFirst = makeCart({ lines: [europe()] });
    const harness = ready();
    harness.send(CLEAR, CONFIRM_CLEAR);
    await harness.answer('removeLine', afterFirst);
    await harness.fail('removeLine', NETWORK_DOWN);
    expectObserved(harness, showing(afterFirst, { error: { operation: 'clear', cause: NETWORK_DOWN } }));
    expect(harness.shop.asked()).toEqual([
      { name: 'removeLine', input: { lineId: '1' } },
      { name: 'removeLine', input: { lineId: '2' } },
    ]);
    expect(harness.snapshot().context.linesToClear).toEqual([]);
  });

  it('a failure on the first line removes nothing', async () => {
    const harness = ready();
    harness.send(CLEAR, CONFIRM_CLEAR);
    await harness.fail('removeLine', NETWORK_DOWN);
    expectObserved(harness, showing(TWO_LINES, { error: { operation: 'clear', cause: NETWORK_DOWN } }));
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.emitted).toEqual([]);
  });

  it('while the dialog is open, other actions are ignored', () => {
    const harness = ready();
    harness.send(CLEAR);
    expectIgnored(harness, ...SHOPPER_ACTIONS, CONFIRM_REMOVAL, CANCEL_REMOVAL, RETRY, REFRESH);
  });
});

describe('cart machine: coupons', () => {
  it('applies the trimmed code and clears a previous coupon error', async () => {
    const harness = ready();
    harness.send(applyCoupon('   '));
    harness.send(applyCoupon('  WELCOME10 '));
    expectObserved(harness, busyWith(TWO_LINES));
    expect(harness.shop.asked()).toEqual([{ name: 'applyCoupon', input: { couponCode: 'WELCOME10' } }]);
    const withCoupon = makeCartWithCoupon(TWO_LINES.lines);
    await harness.answer('applyCoupon', withCoupon);
    expectObserved(harness, showing(withCoupon, { canApplyCoupon: false }));
    expect(harness.emitted).toEqual([{ type: 'cart.changed', cart: withCoupon }]);
  });

  it.each(['', '   '])('an empty code %j is required, and nothing is sent', (couponCode) => {
    const harness = ready();
    harness.send(applyCoupon(couponCode));
    expectObserved(harness, showing(TWO_LINES, { couponError: { kind: 'required' } }));
    expect(harness.shop.requests).toEqual([]);
  });

  it('a rejected code keeps the cart and shows the server message under the field, not as a cart error', async () => {
    const harness = ready();
    harness.send(applyCoupon('NOPE'));
    await harness.fail('applyCoupon', INVALID_COUPON);
    expectObserved(harness, showing(TWO_LINES, { couponError: { kind: 'failed', operation: 'applyCoupon', cause: INVALID_COUPON } }));
    const couponError = selectCouponError(harness.snapshot());
    expect(couponError?.kind === 'failed' && couponError.cause instanceof Error ? couponError.cause.message : null).toBe(
      'Coupon code "NOPE" is not valid',
    );
    expect(harness.emitted).toEqual([]);
  });

  it('no free coupon slot: applying is ignored and not offered', () => {
    const harness = ready(makeCartWithCoupon());
    expect(selectCanApplyCoupon(harness.snapshot())).toBe(false);
    expectIgnored(harness, applyCoupon('OTHER'));
  });

  it('removes an applied code (trimmed)', async () => {
    const withCoupon = makeCartWithCoupon();
    const harness = ready(withCoupon);
    harness.send(removeCoupon(' WELCOME10 '));
    expectObserved(harness, busyWith(withCoupon));
    expect(harness.shop.asked()).toEqual([{ name: 'removeCoupon', input: { couponCode: 'WELCOME10' } }]);
    const without = makeCart();
    await harness.answer('removeCoupon', without);
    expectObserved(harness, showing(without));
    expect(harness.emitted).toEqual([{ type: 'cart.changed', cart: without }]);
  });

  it('a failed removal keeps the coupon and says so under the field', async () => {
    const withCoupon = makeCartWithCoupon();
    const harness = ready(withCoupon);
    harness.send(removeCoupon('WELCOME10'));
    await harness.fail('removeCoupon', NETWORK_DOWN);
    expectObserved(
      harness,
      showing(withCoupon, {
        canApplyCoupon: false,
        couponError: { kind: 'failed', operation: 'removeCoupon', cause: NETWORK_DOWN },
      }),
    );
  });

  it('removing a code that is not applied is ignored', () => {
    expectIgnored(ready(makeCartWithCoupon()), removeCoupon('OTHER'), removeCoupon(''));
  });

  it('another action keeps the coupon error but clears the cart error', async () => {
    const harness = ready();
    harness.send(add());
    await harness.fail('addToCart');
    harness.send(applyCoupon(''));
    expect(selectError(harness.snapshot())).toBeNull();
    harness.send(askRemove('1'), CANCEL_REMOVAL);
    expect(selectCouponError(harness.snapshot())).toEqual({ kind: 'required' });
  });
});

describe('cart machine: what the coupon field and the clear button show', () => {
  it('the coupon activity follows applying and removing, and is idle otherwise', async () => {
    const harness = ready();
    expect(selectCouponActivity(harness.snapshot())).toBe('idle');
    harness.send(applyCoupon('WELCOME10'));
    expect(selectCouponActivity(harness.snapshot())).toBe('applying');
    const withCoupon = makeCartWithCoupon(TWO_LINES.lines);
    await harness.answer('applyCoupon', withCoupon);
    expect(selectCouponActivity(harness.snapshot())).toBe('idle');
    harness.send(removeCoupon('WELCOME10'));
    expect(selectCouponActivity(harness.snapshot())).toBe('removing');
    expect(selectIsClearing(harness.snapshot())).toBe(false);
  });

  it('clearing shows only once the shopper confirmed', () => {
    const harness = ready();
    harness.send({ type: 'cart.clear' });
    expect(selectIsClearing(harness.snapshot())).toBe(false);
    harness.send({ type: 'clear.confirmed' });
    expect(selectIsClearing(harness.snapshot())).toBe(true);
    expect(selectCouponActivity(harness.snapshot())).toBe('idle');
  });
});

describe('cart machine: cart.refresh while ready', () => {
  it('reloads silently: the cart stays usable, neither loading nor busy, nothing emitted', async () => {
    const harness = ready();
    harness.send(REFRESH);
    expectObserved(harness, showing(TWO_LINES, { isRefreshing: true }));
    expect(harness.shop.asked()).toEqual([{ name: 'loadCart' }]);
    const fresher = makeCart({ lines: [europe(3)] });
    await harness.answer('loadCart', fresher);
    expectObserved(harness, showing(fresher));
    expect(harness.emitted).toEqual([]);
  });

  it('a failed refresh keeps the cart and records the failure', async () => {
    const harness = ready();
    harness.send(REFRESH);
    await harness.fail('loadCart', NETWORK_DOWN);
    expectObserved(harness, showing(TWO_LINES, { error: { operation: 'load', cause: NETWORK_DOWN } }));
  });

  it('a later successful refresh clears a load error, but not an error of a change', async () => {
    const harness = ready();
    harness.send(REFRESH);
    await harness.fail('loadCart');
    harness.send(REFRESH);
    await harness.answer('loadCart', TWO_LINES);
    expect(selectError(harness.snapshot())).toBeNull();

    harness.send(changeQuantity('1', 4));
    await harness.fail('updateLine', NETWORK_DOWN);
    harness.send(REFRESH);
    await harness.answer('loadCart', TWO_LINES);
    expect(selectError(harness.snapshot())).toEqual({ operation: 'update', cause: NETWORK_DOWN });
  });

  it('a second refresh restarts it; the first answer is ignored', async () => {
    const harness = ready();
    harness.send(REFRESH, REFRESH);
    const [first, second] = harness.shop.requests;
    expect(first?.signal.aborted).toBe(true);
    first?.resolve(EMPTY);
    await settle();
    expect(selectCart(harness.snapshot())).toBe(TWO_LINES);
    second?.resolve(makeCart());
    await settle();
    expect(selectCart(harness.snapshot())).toEqual(makeCart());
  });

  it.each(SHOPPER_ACTIONS.map((event) => [JSON.stringify(event), event] as const))(
    "the shopper's %s supersedes the refresh",
    async (_name, event) => {
      // Two coupon slots, one taken: both applying and removing are possible.
      const harness = ready({ ...makeCartWithCoupon(TWO_LINES.lines), couponsAllowed: 2 });
      harness.send(REFRESH, event);
      const [refresh] = harness.shop.requests;
      expect(refresh?.signal.aborted).toBe(true);
      refresh?.resolve(EMPTY);
      await settle();
      expect(selectCart(harness.snapshot())).not.toEqual(EMPTY);
    },
  );

  it('an add during the refresh supersedes it too', () => {
    const harness = ready();
    harness.send(REFRESH, add());
    expect(harness.shop.requests[0]?.signal.aborted).toBe(true);
    expect(harness.shop.asked().at(-1)).toEqual({ name: 'addToCart', input: { variantId: '303', quantity: 1 } });
  });
});

describe('cart machine: while busy', () => {
  const busySituations: ReadonlyArray<[string, Cart, CartEvent[]]> = [
    ['adding', TWO_LINES, [add('404')]],
    ['updating', TWO_LINES, [changeQuantity('1', 3)]],
    ['removing', TWO_LINES, [askRemove('1'), CONFIRM_REMOVAL]],
    ['clearing', TWO_LINES, [CLEAR, CONFIRM_CLEAR]],
    ['applyingCoupon', TWO_LINES, [applyCoupon('WELCOME10')]],
    ['removingCoupon', makeCartWithCoupon(TWO_LINES.lines), [removeCoupon('WELCOME10')]],
  ];

  it.each(busySituations)('%s: every other action, a retry and a refresh are ignored', (_name, cart, events) => {
    const harness = ready(cart);
    harness.send(...events);
    expect(selectIsBusy(harness.snapshot())).toBe(true);
    expectIgnored(harness, ...SHOPPER_ACTIONS, ...OUT_OF_PLACE, REFRESH, add('303', 0));
    expect(harness.shop.open()).toHaveLength(1);
  });

  it.each(busySituations)('%s: an add waits and runs once the cart is ready again', async (name, cart, events) => {
    const harness = ready(cart);
    harness.send(...events, add('303', 2));
    expect(harness.snapshot().context.queuedAdd).toEqual({ variantId: '303', quantity: 2 });
    const [running] = harness.shop.open();
    running?.resolve(makeCart({ lines: [europe()] }));
    await settle();
    // Clearing has a second line to remove before it is done.
    if (name === 'clearing') await harness.answer('removeLine', EMPTY);
    expect(harness.shop.asked().at(-1)).toEqual({ name: 'addToCart', input: { variantId: '303', quantity: 2 } });
    expect(harness.snapshot().context.queuedAdd).toBeNull();
    expect(selectIsBusy(harness.snapshot())).toBe(true);
  });

  it('the queued add also runs after a failure, whose error stays visible meanwhile', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 3), add('303'));
    await harness.fail('updateLine', NETWORK_DOWN);
    expect(harness.shop.asked().at(-1)).toEqual({ name: 'addToCart', input: { variantId: '303', quantity: 1 } });
    expect(selectError(harness.snapshot())).toEqual({ operation: 'update', cause: NETWORK_DOWN });
    const added = makeCart({ lines: [france(2), europe(), makeCartLine({ id: '3', variantId: '303' })] });
    await harness.answer('addToCart', added);
    expect(harness.emitted[0]).toEqual({ type: 'cart.itemAdded', cart: added, variantId: '303' });
    expect(selectError(harness.snapshot())).toEqual({ operation: 'update', cause: NETWORK_DOWN });
  });

  it('only the first waiting add is kept', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 3), add('303'), add('404'));
    expect(harness.snapshot().context.queuedAdd).toEqual({ variantId: '303', quantity: 1 });
    await harness.answer('updateLine', TWO_LINES);
    await harness.answer('addToCart', TWO_LINES);
    expect(harness.shop.asked().filter((request) => request.name === 'addToCart')).toEqual([
      { name: 'addToCart', input: { variantId: '303', quantity: 1 } },
    ]);
  });

  it('adding the variant being added again is a double click: ignored', () => {
    const harness = ready();
    harness.send(add('303'));
    expectIgnored(harness, add('303'), add('303', 2));
  });

  it('adding another variant while adding waits its turn', async () => {
    const harness = ready();
    harness.send(add('303'), add('404'));
    await harness.answer('addToCart', TWO_LINES);
    expect(harness.shop.asked()).toEqual([
      { name: 'addToCart', input: { variantId: '303', quantity: 1 } },
      { name: 'addToCart', input: { variantId: '404', quantity: 1 } },
    ]);
  });

  it('an add while a dialog is open waits until it closes', async () => {
    const harness = ready();
    harness.send(askRemove('1'), add('303'));
    expect(harness.shop.requests).toEqual([]);
    harness.send(CANCEL_REMOVAL);
    expect(harness.shop.asked()).toEqual([{ name: 'addToCart', input: { variantId: '303', quantity: 1 } }]);
  });
});

describe('cart machine: cart.reset (logout)', () => {
  it('empties the cart, keeping its currency and coupon allowance, and emits nothing', () => {
    const harness = ready(makeCartWithCoupon());
    harness.send(RESET);
    const emptied = emptiedCart(makeCartWithCoupon());
    expectObserved(harness, showing(emptied));
    expect(emptied).toEqual(emptyCart('EUR'));
    expect(harness.emitted).toEqual([]);
  });

  it('forgets errors and the last change', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 3));
    await harness.fail('updateLine');
    harness.send(applyCoupon(''), RESET);
    expectObserved(harness, showing(emptiedCart(TWO_LINES)));
  });

  it.each([
    ['adding', [add('303')]],
    ['clearing', [CLEAR, CONFIRM_CLEAR]],
    ['refreshing', [REFRESH]],
  ] as const)('while %s: stops the request and ignores its late answer', async (_name, events) => {
    const harness = ready();
    harness.send(...events, RESET);
    const [running] = harness.shop.requests;
    expect(running?.signal.aborted).toBe(true);
    running?.resolve(TWO_LINES);
    await settle();
    expectObserved(harness, showing(emptiedCart(TWO_LINES)));
    expect(harness.shop.requests).toHaveLength(1);
    expect(harness.emitted).toEqual([]);
  });

  it('drops a waiting add: it belonged to the old session', async () => {
    const harness = ready();
    harness.send(changeQuantity('1', 3), add('303'), RESET);
    await settle();
    expect(harness.snapshot().context.queuedAdd).toBeNull();
    expect(harness.shop.asked()).toEqual([{ name: 'updateLine', input: { lineId: '1', quantity: 3 } }]);
  });

  it.each([
    ['removal', askRemove('1')],
    ['clear', CLEAR],
  ])('closes the %s dialog', (_name, event) => {
    const harness = ready();
    harness.send(event, RESET);
    expectObserved(harness, showing(emptiedCart(TWO_LINES)));
  });

  it('before any cart is known, loads again (the old load may answer for the old session)', async () => {
    const harness = start();
    harness.send(add('303'), RESET);
    expect(harness.shop.requests[0]?.signal.aborted).toBe(true);
    expectObserved(harness, NOTHING_YET);
    expect(harness.snapshot().context.queuedAdd).toBeNull();
    await harness.answer('loadCart', EMPTY);
    expectObserved(harness, showing(EMPTY));
  });

  it('after a failed load, loads again', async () => {
    const harness = start();
    await harness.fail('loadCart');
    harness.send(RESET);
    expectObserved(harness, NOTHING_YET);
  });
});

/** The cart machine with a test's requests as its actors, as a feature's actors file provides them. */
function provided(requests: {
  loadCart: (input: unknown, signal: AbortSignal) => Promise<Cart>;
  addToCart: (input: AddToCartInput, signal: AbortSignal) => Promise<Cart>;
  updateLine: (input: UpdateLineInput, signal: AbortSignal) => Promise<Cart>;
  removeLine: (input: RemoveLineInput, signal: AbortSignal) => Promise<Cart>;
  applyCoupon: (input: CouponInput, signal: AbortSignal) => Promise<Cart>;
  removeCoupon: (input: CouponInput, signal: AbortSignal) => Promise<Cart>;
}) {
  return cartMachine.provide({
    actors: {
      loadCart: answeringActor<Cart>(requests.loadCart),
      addToCart: answeringActor<Cart, AddToCartInput>(requests.addToCart),
      updateLine: answeringActor<Cart, UpdateLineInput>(requests.updateLine),
      removeLine: answeringActor<Cart, RemoveLineInput>(requests.removeLine),
      applyCoupon: answeringActor<Cart, CouponInput>(requests.applyCoupon),
      removeCoupon: answeringActor<Cart, CouponInput>(requests.removeCoupon),
    },
  });
}

describe('cartMachine provided with its actors', () => {
  it('calls each actor with its input and an abort signal', async () => {
    const withCoupon = makeCartWithCoupon(TWO_LINES.lines);
    const deps = {
      loadCart: vi.fn(async () => TWO_LINES),
      addToCart: vi.fn(async () => TWO_LINES),
      updateLine: vi.fn(async () => TWO_LINES),
      removeLine: vi.fn(async () => TWO_LINES),
      applyCoupon: vi.fn(async () => withCoupon),
      removeCoupon: vi.fn(async () => TWO_LINES),
    };
    const actor = createActor(provided(deps)).start();
    await settle();
    const steps: CartEvent[] = [
      add('303', 2),
      changeQuantity('1', 3),
      askRemove('2'),
      CONFIRM_REMOVAL,
      applyCoupon(' WELCOME10 '),
      removeCoupon('WELCOME10'),
    ];
    for (const event of steps) {
      actor.send(event);
      await settle();
    }
    const signal = expect.any(AbortSignal);
    expect(deps.loadCart).toHaveBeenCalledWith(undefined, signal);
    expect(deps.addToCart).toHaveBeenCalledWith({ variantId: '303', quantity: 2 }, signal);
    expect(deps.updateLine).toHaveBeenCalledWith({ lineId: '1', quantity: 3 }, signal);
    expect(deps.removeLine).toHaveBeenCalledWith({ lineId: '2' }, signal);
    expect(deps.applyCoupon).toHaveBeenCalledWith({ couponCode: 'WELCOME10' }, signal);
    expect(deps.removeCoupon).toHaveBeenCalledWith({ couponCode: 'WELCOME10' }, signal);
    expect(selectCart(actor.getSnapshot())).toBe(TWO_LINES);
    actor.stop();
  });

  it('a rejecting actor becomes the error', async () => {
    const deps = {
      loadCart: () => Promise.reject(NETWORK_DOWN),
      addToCart: () => Promise.reject(NETWORK_DOWN),
      updateLine: () => Promise.reject(NETWORK_DOWN),
      removeLine: () => Promise.reject(NETWORK_DOWN),
      applyCoupon: () => Promise.reject(NETWORK_DOWN),
      removeCoupon: () => Promise.reject(NETWORK_DOWN),
    };
    const actor = createActor(provided(deps)).start();
    await settle();
    expect(selectError(actor.getSnapshot())).toEqual({ operation: 'load', cause: NETWORK_DOWN });
    actor.stop();
  });

  it('the bare machine refuses to run without real requests', async () => {
    const actor = createActor(cartMachine).start();
    await settle();
    expect(selectError(actor.getSnapshot())?.cause).toEqual(new Error('cartMachine: provide the loadCart actor'));
    actor.stop();
  });
});

describe('cart rules', () => {
  it('direction is up only for a greater quantity (spec §4)', () => {
    expect(directionOf(1, 2)).toBe('up');
    expect(directionOf(2, 1)).toBe('down');
    expect(directionOf(2, 2)).toBe('down');
  });

  it('clamps to the maximum per line', () => {
    expect(clampQuantity(MAX_QUANTITY_PER_LINE + 5)).toBe(MAX_QUANTITY_PER_LINE);
    expect(clampQuantity(3)).toBe(3);
  });

  it("the maximum is the api's", () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(API_MAX_QUANTITY_PER_LINE);
  });

  it('coupon codes are trimmed', () => {
    expect(normaliseCouponCode('  WELCOME10\t')).toBe('WELCOME10');
  });

  it('an emptied cart is a valid cart in the same currency', () => {
    const usd = makeCart({ lines: [makeCartLine({ currency: 'USD' })] });
    const emptied = emptiedCart(usd);
    expect(emptied).toEqual(emptyCart('USD'));
  });
});
