import { and, assertEvent, assign, emit, enqueueActions, not, setup } from 'xstate';
import { requiredFor, stubRequest } from '../requests/requests';
import {
  clampQuantity,
  directionOf,
  emptiedCart,
  normaliseCouponCode,
  type AddToCartInput,
  type Cart,
  type CartContext,
  type CartEmitted,
  type CartError,
  type CartEvent,
  type CartInput,
  type CartLine,
  type CartTag,
  type CouponError,
  type CouponInput,
  type CouponOperation,
  type RemoveLineInput,
  type UpdateLineInput,
} from './cart.types';
import { AT_REST } from './cart.before-start';

function lineOf(context: CartContext, lineId: string): CartLine | undefined {
  return context.cart?.lines.find((line) => line.id === lineId);
}

const MACHINE = 'cartMachine';
const required = requiredFor(MACHINE);

/**
 * Applying or removing a coupon: the code of the event that entered the state, normalised; the
 * shop's answer is the new cart, a refusal the coupon's own error (the cart stays as it was).
 */
function couponRequest(operation: CouponOperation, entered: 'coupon.apply' | 'coupon.remove') {
  return {
    invoke: {
      id: operation,
      src: operation,
      input: ({ event }: { event: CartEvent }): CouponInput => {
        assertEvent(event, entered);
        return { couponCode: normaliseCouponCode(event.couponCode) };
      },
      onDone: {
        target: '#cart.ready',
        actions: { type: 'acceptChange', params: ({ event }: { event: { output: Cart } }) => ({ cart: event.output }) },
      },
      onError: {
        target: '#cart.ready',
        actions: {
          type: 'storeCouponError',
          params: ({ event }: { event: { error: unknown } }): CouponError => ({ kind: 'failed', operation, cause: event.error }),
        },
      },
    },
  } as const;
}

/**
 * The shopper's cart (spec §3, §4 "Cart", §8).
 *
 * ```
 * loading ──▶ ready ◀──────────────────────────────┐
 *    │        ├─ idle                              │ each request answers with the new cart
 *    ▼        └─ refreshing   silent reload        │ (or an error, the cart unchanged)
 * loadFailed  │                                    │
 *  (retry)    ├─ line.removeRequested ▶ confirmingRemoval ─confirmed▶ busy.removing
 *             ├─ cart.clear ──────────▶ confirmingClear ──confirmed▶ busy.clearing ⟲ one line at a time
 *             └─ cart.add, line.quantityChanged, coupon.* ─────────▶ busy.adding / updating /
 *                                                                     applyingCoupon / removingCoupon
 * ```
 *
 * Every request answers with the whole cart, so the cart in context is only
 * ever replaced by the shop's answer; a failure leaves it as it was. Only one
 * request runs at a time. An add that cannot start at once is remembered (one
 * at most) and started as soon as the machine is back in `ready`.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    // `void`, not `undefined`: the type is inferred through an optional property, which
    // drops `undefined` and would make `createActor(cartMachine)` demand an input.
    input: {} as CartInput | void,
    tags: {} as CartTag,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** Stubs: the storefront provides the real requests (`cartActors` in storefront/app/features/cart/cart.actors.ts). */
    loadCart: stubRequest<Cart>(MACHINE, 'loadCart'),
    addToCart: stubRequest<Cart, AddToCartInput>(MACHINE, 'addToCart'),
    updateLine: stubRequest<Cart, UpdateLineInput>(MACHINE, 'updateLine'),
    removeLine: stubRequest<Cart, RemoveLineInput>(MACHINE, 'removeLine'),
    applyCoupon: stubRequest<Cart, CouponInput>(MACHINE, 'applyCoupon'),
    removeCoupon: stubRequest<Cart, CouponInput>(MACHINE, 'removeCoupon'),
  },
  guards: {
    hasCart: ({ context }) => context.cart !== null,
    hasLines: ({ context }) => (context.cart?.lines.length ?? 0) > 0,
    hasQueuedAdd: ({ context }) => context.queuedAdd !== null,
    /** A stepper or form can only add whole items, at least one. */
    isValidAdd: ({ event }) => {
      assertEvent(event, 'cart.add');
      return event.variantId !== '' && Number.isInteger(event.quantity) && event.quantity >= 1;
    },
    /** The same variant again while it is being added: a double click, not a second wish. */
    isDoubleSubmit: ({ context, event }) => {
      assertEvent(event, 'cart.add');
      return context.addRequest?.variantId === event.variantId;
    },
    isKnownLine: ({ context, event }) => {
      assertEvent(event, ['line.quantityChanged', 'line.removeRequested']);
      return lineOf(context, event.lineId) !== undefined;
    },
    /** A typed 2.5 or an emptied input (NaN) is no quantity; the field shows the cart's again. */
    isWholeQuantity: ({ event }) => {
      assertEvent(event, 'line.quantityChanged');
      return Number.isInteger(event.quantity);
    },
    isBelowOne: ({ event }) => {
      assertEvent(event, 'line.quantityChanged');
      return event.quantity < 1;
    },
    isUnchangedQuantity: ({ context, event }) => {
      assertEvent(event, 'line.quantityChanged');
      return lineOf(context, event.lineId)?.quantity === clampQuantity(event.quantity);
    },
    hasMoreToClear: ({ context }) => context.linesToClear.length > 1,
    isBlankCouponCode: ({ event }) => {
      assertEvent(event, 'coupon.apply');
      return normaliseCouponCode(event.couponCode) === '';
    },
    /** Spec §3: the cart says how many coupons it accepts at once. */
    hasFreeCouponSlot: ({ context }) => context.cart !== null && context.cart.couponCodes.length < context.cart.couponsAllowed,
    isAppliedCouponCode: ({ context, event }) => {
      assertEvent(event, 'coupon.remove');
      return context.cart?.couponCodes.includes(normaliseCouponCode(event.couponCode)) ?? false;
    },
  },
  actions: {
    storeCart: assign((_, params: { cart: Cart }) => ({ cart: params.cart })),
    storeError: assign((_, params: CartError) => ({ error: params })),
    clearError: assign({ error: null }),
    /** A fresh cart answers a failed load, not a failed change, which the shopper still needs to see. */
    clearLoadError: assign(({ context }) => ({ error: context.error?.operation === 'load' ? null : context.error })),
    storeCouponError: assign((_, params: CouponError) => ({ couponError: params })),
    flagCouponRequired: assign({ couponError: { kind: 'required' } as const }),
    clearCouponError: assign({ couponError: null }),
    startAdd: assign(({ event }) => {
      assertEvent(event, 'cart.add');
      return { addRequest: { variantId: event.variantId, quantity: event.quantity } };
    }),
    /** Keeps the first add waiting: it is what the shopper asked for first. */
    queueAdd: assign(({ context, event }) => {
      assertEvent(event, 'cart.add');
      return { queuedAdd: context.queuedAdd ?? { variantId: event.variantId, quantity: event.quantity } };
    }),
    startQueuedAdd: assign(({ context }) => ({ addRequest: context.queuedAdd, queuedAdd: null })),
    forgetAddRequest: assign({ addRequest: null }),
    recordChange: assign(({ context, event }) => {
      assertEvent(event, 'line.quantityChanged');
      const line = required(lineOf(context, event.lineId), 'the changed line');
      const quantity = clampQuantity(event.quantity);
      return { lastChange: { lineId: line.id, direction: directionOf(line.quantity, quantity), quantity } };
    }),
    askToRemove: assign(({ event }) => {
      assertEvent(event, ['line.quantityChanged', 'line.removeRequested']);
      return { pendingRemovalLineId: event.lineId };
    }),
    forgetPendingRemoval: assign({ pendingRemovalLineId: null }),
    /** The lines as they are when the shopper confirms; one request each, in cart order. */
    planClear: assign(({ context }) => ({ linesToClear: context.cart?.lines.map((line) => line.id) ?? [] })),
    dropClearedLine: assign(({ context }) => ({ linesToClear: context.linesToClear.slice(1) })),
    forgetClear: assign({ linesToClear: [] }),
    /** Spec §4 "Logout clears the cart": the old session's requests, wishes and messages go with it. */
    emptyTheCart: assign(({ context }) => ({
      ...AT_REST,
      cart: context.cart === null ? null : emptiedCart(context.cart),
    })),
    forgetEverything: assign({ ...AT_REST, cart: null }),
    announceItemAdded: emit((_, params: { cart: Cart; variantId: string }) => ({
      type: 'cart.itemAdded' as const,
      cart: params.cart,
      variantId: params.variantId,
    })),
    announceChange: emit((_, params: { cart: Cart }) => ({ type: 'cart.changed' as const, cart: params.cart })),
    /** A change succeeded: show the shop's answer, then tell the host. */
    acceptChange: enqueueActions(({ enqueue }, params: { cart: Cart }) => {
      enqueue.assign({ cart: params.cart });
      enqueue.emit({ type: 'cart.changed', cart: params.cart });
    }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ ...AT_REST, cart: input?.cart ?? null }),
  initial: 'loading',
  on: {
    // Wherever the cart cannot start an add now, it keeps one for later; `ready` and
    // `loadFailed` handle the event themselves, `busy.adding` first drops double clicks.
    'cart.add': { guard: and(['isValidAdd', not('hasQueuedAdd')]), actions: 'queueAdd' },
    // From anywhere: leaving the running state stops its request, whose late answer
    // (the old session's cart) is then never stored.
    'cart.reset': [
      { guard: 'hasCart', target: '.ready', actions: 'emptyTheCart' },
      // No cart was known, so neither its currency: the shop's answer is the empty cart.
      { target: '.loading', reenter: true, actions: 'forgetEverything' },
    ],
  },
  states: {
    loading: {
      tags: ['loading'],
      // A cart given as input needs no load; the request is stopped before it starts.
      always: { guard: 'hasCart', target: 'ready' },
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: { target: 'ready', actions: { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) } },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeError', params: ({ event }) => ({ operation: 'load', cause: event.error }) },
        },
      },
      on: {
        // After login or logout the running load may answer for the old session: ask again.
        'cart.refresh': { target: 'loading', reenter: true },
      },
    },
    loadFailed: {
      tags: ['error'],
      on: {
        'cart.retry': { target: 'loading', actions: 'clearError' },
        'cart.refresh': { target: 'loading', actions: 'clearError' },
        // The shopper wants the cart now: try again, and add once it loads.
        'cart.add': { guard: 'isValidAdd', target: 'loading', actions: ['clearError', 'queueAdd'] },
      },
    },
    ready: {
      initial: 'idle',
      always: { guard: 'hasQueuedAdd', target: 'busy.adding', actions: 'startQueuedAdd' },
      on: {
        'cart.add': { guard: 'isValidAdd', target: 'busy.adding', actions: ['clearError', 'startAdd'] },
        'line.quantityChanged': [
          { guard: not(and(['isKnownLine', 'isWholeQuantity'])) },
          { guard: 'isBelowOne', target: 'confirmingRemoval', actions: ['clearError', 'askToRemove'] },
          { guard: 'isUnchangedQuantity' },
          { target: 'busy.updating', actions: ['clearError', 'recordChange'] },
        ],
        'line.removeRequested': {
          guard: 'isKnownLine',
          target: 'confirmingRemoval',
          actions: ['clearError', 'askToRemove'],
        },
        'cart.clear': { guard: 'hasLines', target: 'confirmingClear', actions: 'clearError' },
        'coupon.apply': [
          { guard: 'isBlankCouponCode', actions: ['clearError', 'flagCouponRequired'] },
          { guard: 'hasFreeCouponSlot', target: 'busy.applyingCoupon', actions: ['clearError', 'clearCouponError'] },
        ],
        'coupon.remove': {
          guard: 'isAppliedCouponCode',
          target: 'busy.removingCoupon',
          actions: ['clearError', 'clearCouponError'],
        },
      },
      states: {
        idle: {
          on: { 'cart.refresh': { target: 'refreshing' } },
        },
        /**
         * Not busy: the cart stays usable. Any action of the shopper leaves `ready`,
         * which stops the reload; that action's answer is the fresher cart anyway.
         */
        refreshing: {
          invoke: {
            id: 'refreshCart',
            src: 'loadCart',
            onDone: {
              target: 'idle',
              actions: [{ type: 'storeCart', params: ({ event }) => ({ cart: event.output }) }, 'clearLoadError'],
            },
            // Spec §8 "errors are kept per operation"; the cart shown stays as it was.
            onError: {
              target: 'idle',
              actions: { type: 'storeError', params: ({ event }) => ({ operation: 'load', cause: event.error }) },
            },
          },
          // A newer reason to reload (e.g. login during a focus reload) restarts it.
          on: { 'cart.refresh': { target: 'refreshing', reenter: true } },
        },
      },
    },
    confirmingRemoval: {
      tags: ['confirming'],
      on: {
        'removal.confirmed': { target: 'busy.removing' },
        'removal.cancelled': { target: 'ready', actions: 'forgetPendingRemoval' },
      },
    },
    confirmingClear: {
      tags: ['confirming'],
      on: {
        'clear.confirmed': { target: 'busy.clearing', actions: 'planClear' },
        'clear.cancelled': { target: 'ready' },
      },
    },
    busy: {
      tags: ['busy'],
      // Required by XState; every transition names the operation, so it is never used.
      initial: 'adding',
      states: {
        adding: {
          invoke: {
            id: 'addToCart',
            src: 'addToCart',
            input: ({ context }) => required(context.addRequest, 'the add request'),
            onDone: {
              target: '#cart.ready',
              actions: [
                { type: 'storeCart', params: ({ event }) => ({ cart: event.output }) },
                {
                  type: 'announceItemAdded',
                  params: ({ context, event }) => ({
                    cart: event.output,
                    variantId: required(context.addRequest, 'the add request').variantId,
                  }),
                },
                { type: 'announceChange', params: ({ event }) => ({ cart: event.output }) },
                'forgetAddRequest',
              ],
            },
            onError: {
              target: '#cart.ready',
              actions: [{ type: 'storeError', params: ({ event }) => ({ operation: 'add', cause: event.error }) }, 'forgetAddRequest'],
            },
          },
          // Consumed here; any other add bubbles up to the machine and waits its turn.
          on: { 'cart.add': { guard: 'isDoubleSubmit' } },
        },
        updating: {
          invoke: {
            id: 'updateLine',
            src: 'updateLine',
            input: ({ context }) => {
              const { lineId, quantity } = required(context.lastChange, 'the quantity change');
              return { lineId, quantity };
            },
            onDone: {
              target: '#cart.ready',
              actions: { type: 'acceptChange', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: {
              target: '#cart.ready',
              actions: { type: 'storeError', params: ({ event }) => ({ operation: 'update', cause: event.error }) },
            },
          },
        },
        removing: {
          invoke: {
            id: 'removeLine',
            src: 'removeLine',
            input: ({ context }) => ({ lineId: required(context.pendingRemovalLineId, 'the line to remove') }),
            onDone: {
              target: '#cart.ready',
              actions: [{ type: 'acceptChange', params: ({ event }) => ({ cart: event.output }) }, 'forgetPendingRemoval'],
            },
            onError: {
              target: '#cart.ready',
              actions: [
                { type: 'storeError', params: ({ event }) => ({ operation: 'remove', cause: event.error }) },
                'forgetPendingRemoval',
              ],
            },
          },
        },
        /**
         * Spec §4 "clear (removes every line one by one)": one `removeLine` per
         * line, each after the previous one answered; re-entered per line.
         */
        clearing: {
          invoke: {
            id: 'clearLine',
            src: 'removeLine',
            input: ({ context }) => ({ lineId: required(context.linesToClear[0], 'the line to clear') }),
            onDone: [
              {
                guard: 'hasMoreToClear',
                target: 'clearing',
                reenter: true,
                actions: [{ type: 'acceptChange', params: ({ event }) => ({ cart: event.output }) }, 'dropClearedLine'],
              },
              {
                target: '#cart.ready',
                actions: [{ type: 'acceptChange', params: ({ event }) => ({ cart: event.output }) }, 'forgetClear'],
              },
            ],
            // Lines already removed stay removed: the cart shows what is left.
            onError: {
              target: '#cart.ready',
              actions: [{ type: 'storeError', params: ({ event }) => ({ operation: 'clear', cause: event.error }) }, 'forgetClear'],
            },
          },
        },
        // Entered only by `coupon.apply` from `ready`, which has ruled out a blank code.
        applyingCoupon: couponRequest('applyCoupon', 'coupon.apply'),
        removingCoupon: couponRequest('removeCoupon', 'coupon.remove'),
      },
    },
  },
});
