import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { makeCart, makeCartLine, makeCartWithCoupon, makeEuropeCartLine } from '../../api/fakes/cart';
import { cartMachine } from './cart.machine';
import * as cartSelectors from './cart.selectors';
import { selectBusyLineId, selectCanApplyCoupon, type CartSnapshot } from './cart.selectors';
import {
  describePath,
  eventTests,
  filteredModels,
  invokedSources,
  modelMachineOf,
  observeSelectors,
  replay,
  type ModelPath,
} from '../test-support/model-paths';
import {
  MODEL_TEST_TIMEOUT_MS,
  checkEverySnapshot,
  itReachesEveryState,
  itReplaysEveryPath,
  itModelsTheMachine,
} from '../test-support/model-tests';
import { createFakeShop, type ShopRequestName } from './cart.test-support';
import type { Cart, CartEmitted, CartEvent, CartInput } from './cart.types';

/** The model (see `machines/test-support/model-paths.ts`): the cart machine with its requests as explicit events. */
const modelMachine = modelMachineOf(cartMachine);

/** Invoke id → the injected actor it runs (refresh and clear reuse load and remove). */
const REQUEST_OF_INVOKE = {
  loadCart: 'loadCart',
  refreshCart: 'loadCart',
  addToCart: 'addToCart',
  updateLine: 'updateLine',
  removeLine: 'removeLine',
  clearLine: 'removeLine',
  applyCoupon: 'applyCoupon',
  removeCoupon: 'removeCoupon',
} as const satisfies Record<string, ShopRequestName>;
type InvokeId = keyof typeof REQUEST_OF_INVOKE;

/** How many events each successful request emits: a change tells the host, a load does not. */
const EMITTED_ON_DONE: Record<InvokeId, number> = {
  loadCart: 0,
  refreshCart: 0,
  addToCart: 2,
  updateLine: 1,
  removeLine: 1,
  clearLine: 1,
  applyCoupon: 1,
  removeCoupon: 1,
};

type DoneEvent = { type: `xstate.done.actor.${InvokeId}`; output: Cart };
type ErrorEvent = { type: `xstate.error.actor.${InvokeId}`; error: unknown };
/** The machine's own events plus those that stand for a request settling. */
type ModelEvent = CartEvent | DoneEvent | ErrorEvent;

const done = (id: InvokeId, output: Cart): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: InvokeId): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error: 'network' });

/** France ×2 (line 1) and Europe (line 2); a removal or a clear step leaves Europe; then nothing. */
const TWO_LINES = makeCart({ lines: [makeCartLine({ quantity: 2 }), makeEuropeCartLine()] });
const UPDATED = makeCart({ lines: [makeCartLine({ quantity: 3 }), makeEuropeCartLine()] });
const EUROPE_ONLY = makeCart({ lines: [makeEuropeCartLine()] });
const EMPTY = makeCart({ lines: [] });
const WITH_COUPON = makeCartWithCoupon(TWO_LINES.lines);

const INVOKE_IDS = Object.keys(REQUEST_OF_INVOKE) as InvokeId[];

/**
 * The events the model may take; each stands for a class the machine
 * branches on: an add; a quantity up, down, below 1 (removal) and the same
 * as the answer of an update (ignored); a removal, a clear and the dialogs'
 * answers; a code, a blank code and removing the code; retry, refresh,
 * reset; and every request succeeding (clear steps leaving one line or none)
 * or failing.
 */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'cart.add', variantId: '303', quantity: 1 },
  { type: 'line.quantityChanged', lineId: '1', quantity: 3 },
  { type: 'line.quantityChanged', lineId: '1', quantity: 1 },
  { type: 'line.quantityChanged', lineId: '1', quantity: 0 },
  { type: 'line.removeRequested', lineId: '2' },
  { type: 'removal.confirmed' },
  { type: 'removal.cancelled' },
  { type: 'cart.clear' },
  { type: 'clear.confirmed' },
  { type: 'clear.cancelled' },
  { type: 'coupon.apply', couponCode: ' WELCOME10 ' },
  { type: 'coupon.apply', couponCode: ' ' },
  { type: 'coupon.remove', couponCode: 'WELCOME10' },
  { type: 'cart.retry' },
  { type: 'cart.refresh' },
  { type: 'cart.reset' },
  done('loadCart', TWO_LINES),
  done('refreshCart', TWO_LINES),
  done('addToCart', TWO_LINES),
  done('updateLine', UPDATED),
  done('removeLine', EUROPE_ONLY),
  done('clearLine', EUROPE_ONLY),
  done('clearLine', EMPTY),
  done('applyCoupon', WITH_COUPON),
  done('removeCoupon', TWO_LINES),
  ...INVOKE_IDS.map(failed),
];

const INPUTS: ReadonlyArray<[string, CartInput | undefined]> = [
  ['no cart given', undefined],
  ['a cart given', { cart: TWO_LINES }],
];

/** The models over MODEL_EVENTS (whose answers always carry a cart), each restricted to the events it keeps. */
const modelOf = filteredModels<CartInput | undefined, ModelEvent>(modelMachine, MODEL_EVENTS, { limit: 50_000 });
const { settles, answers, isOneOf } = eventTests<InvokeId, CartEvent['type']>();

/**
 * The full alphabet reaches ~2,700 situations (every failure stays on screen
 * across later steps, multiplying the rest); replaying a path to each would
 * take half a minute. Shortest paths are therefore replayed per concern, each
 * with the events that interact within it; together they reach every state,
 * and the invariants below still visit every situation of the full alphabet.
 * Default serialisation (value + context + the transition taken), so a path
 * is generated to nearly every transition of its concern.
 */
const CONCERNS: ReadonlyArray<[string, (event: ModelEvent) => boolean]> = [
  [
    'loading, refreshing, adding and logging out',
    (event) =>
      isOneOf(event, 'cart.add', 'cart.retry', 'cart.refresh', 'cart.reset') || settles(event, 'loadCart', 'refreshCart', 'addToCart'),
  ],
  [
    'changing, removing and clearing lines, with an add waiting',
    (event) =>
      isOneOf(
        event,
        'line.quantityChanged',
        'line.removeRequested',
        'removal.confirmed',
        'removal.cancelled',
        'cart.clear',
        'clear.confirmed',
        'clear.cancelled',
        'cart.add',
        'cart.reset',
      ) ||
      answers(event, 'loadCart') ||
      settles(event, 'updateLine', 'removeLine', 'clearLine', 'addToCart'),
  ],
  [
    'coupons, with refreshes and logging out',
    (event) =>
      isOneOf(event, 'coupon.apply', 'coupon.remove', 'cart.refresh', 'cart.reset') ||
      answers(event, 'loadCart') ||
      settles(event, 'applyCoupon', 'removeCoupon', 'refreshCart'),
  ],
];

/**
 * Simple paths enumerate every cycle-free route, which grows exponentially;
 * a small alphabet still tries every order of loading, changing, failing,
 * asking to remove, refreshing and logging out.
 */
const SIMPLE_PATH_EVENTS = new Set(
  [
    { type: 'line.quantityChanged', lineId: '1', quantity: 3 },
    { type: 'line.removeRequested', lineId: '2' },
    { type: 'removal.confirmed' },
    { type: 'cart.refresh' },
    { type: 'cart.reset' },
    done('loadCart', TWO_LINES),
    done('updateLine', UPDATED),
    done('removeLine', EUROPE_ONLY),
    failed('loadCart'),
    failed('updateLine'),
  ].map((event) => JSON.stringify(event)),
);
const isSimplePathEvent = (event: ModelEvent) => SIMPLE_PATH_EVENTS.has(JSON.stringify(event));

/** Simple paths are exponential in the vertex count (~25 today, ~90 paths): fail fast instead of hanging when it grows. */
const MAX_SIMPLE_PATH_VERTICES = 30;

/** A readable, unique test name; a cart answered shows its number of lines. */
const describeCartPath = (path: ModelPath) =>
  describePath(path, ({ kind }, event) => (kind === 'done' ? String((event as DoneEvent).output.lines.length) : ''));

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observable = observeSelectors<CartSnapshot>(cartSelectors);

/** The input the machine must have sent for a request, read from the snapshot it was made in. */
function expectedInput(id: InvokeId, before: CartSnapshot): unknown {
  const { context } = before;
  switch (id) {
    case 'loadCart':
    case 'refreshCart':
      return undefined;
    case 'addToCart':
      return context.addRequest;
    case 'updateLine':
      return { lineId: context.lastChange?.lineId, quantity: context.lastChange?.quantity };
    case 'removeLine':
      return { lineId: context.pendingRemovalLineId };
    case 'clearLine':
      return { lineId: context.linesToClear[0] };
    case 'applyCoupon':
    case 'removeCoupon':
      return { couponCode: 'WELCOME10' };
  }
}

/**
 * Replays a path on the real machine with a fake shop (the common checks of
 * `replay`), each request about what the state says, and events emitted
 * exactly for successful changes.
 */
async function replayCart(path: ModelPath, input: CartInput | undefined): Promise<void> {
  const emitted: CartEmitted[] = [];
  let emittedBefore = 0;
  await replay<CartSnapshot>(path, {
    machine: cartMachine,
    start: () => {
      const shop = createFakeShop();
      const actor = createActor(cartMachine.provide({ actors: shop.actors }), { input });
      actor.on('*', (event) => emitted.push(event));
      return { actor: actor.start(), shop };
    },
    observable,
    checkInput: (sent, before, where, id) => expect(sent, `${where}: request input`).toEqual(expectedInput(id as InvokeId, before)),
    afterStep: ({ settled, where }) => {
      const expectedEmitted = settled?.kind === 'done' ? EMITTED_ON_DONE[settled.id as InvokeId] : 0;
      expect(emitted.length - emittedBefore, `${where}: emitted ${JSON.stringify(emitted.slice(emittedBefore))}`).toBe(expectedEmitted);
      emittedBefore = emitted.length;
    },
  });
}

describe('cart model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  // Guards the coverage checks below against an empty or broken walk.
  itModelsTheMachine(cartMachine, modelMachine, [
    'busy',
    'busy.adding',
    'busy.applyingCoupon',
    'busy.clearing',
    'busy.removing',
    'busy.removingCoupon',
    'busy.updating',
    'confirmingClear',
    'confirmingRemoval',
    'loadFailed',
    'loading',
    'ready',
    'ready.idle',
    'ready.refreshing',
  ]);

  it('every request the machine makes has its settling events in the model, answered by the actor it runs', () => {
    expect(invokedSources(cartMachine)).toEqual(REQUEST_OF_INVOKE);
  });

  const replayed = INPUTS.flatMap(([inputName, input]) =>
    CONCERNS.map(([concern, keep]) => ({ inputName, input, concern, paths: modelOf(input, keep).getShortestPaths() })),
  );

  itReachesEveryState(
    'the replayed shortest paths',
    cartMachine,
    replayed.flatMap(({ paths }) => paths),
  );

  const simple = INPUTS.map(([inputName, input]) => {
    const model = modelOf(input, isSimplePathEvent, true);
    const vertexCount = Object.keys(model.getAdjacencyMap()).length;
    return { inputName, input, vertexCount, paths: vertexCount <= MAX_SIMPLE_PATH_VERTICES ? model.getSimplePaths() : [] };
  });

  it.each(simple)(
    'keeps the simple-path graph small enough to enumerate from $inputName ($vertexCount vertices)',
    ({ vertexCount, paths }) => {
      expect(vertexCount).toBeLessThanOrEqual(MAX_SIMPLE_PATH_VERTICES);
      expect(paths.length).toBeGreaterThan(5);
    },
  );

  itReplaysEveryPath([
    ...replayed.map(({ inputName, input, concern, paths }) => ({
      name: `shortest paths of ${concern}, starting with ${inputName}`,
      paths,
      minPaths: 6,
      replay: (path: ModelPath) => replayCart(path, input),
      describe: describeCartPath,
    })),
    ...simple.map(({ inputName, input, paths }) => ({
      name: `simple paths starting with ${inputName}`,
      paths,
      minPaths: 6,
      replay: (path: ModelPath) => replayCart(path, input),
      describe: describeCartPath,
    })),
  ]);

  describe.each(INPUTS)('starting with %s', (_name, input) => {
    /**
     * Facts that must hold in every reachable situation, checked on every snapshot the full alphabet
     * reaches, each once (they look at the snapshot alone, not at the step that led there).
     */
    it('keeps its invariants in every reachable snapshot', () => {
      const everyVertex = modelOf(input, () => true, true).getShortestPaths({ allowDuplicatePaths: true });
      expect(everyVertex.length).toBeGreaterThan(1000);
      checkEverySnapshot(
        everyVertex,
        ({ state }) => {
          const snapshot = state as CartSnapshot;
          const { cart, error, pendingRemovalLineId, linesToClear, addRequest, queuedAdd, lastChange } = snapshot.context;
          const where = JSON.stringify({ value: snapshot.value, context: snapshot.context });
          const loadingOrFailed = snapshot.matches('loading') || snapshot.matches('loadFailed');
          // A cart is shown exactly once one was loaded (or given).
          expect(cart === null, where).toBe(loadingOrFailed);
          // Each tag says exactly one thing.
          expect(snapshot.hasTag('loading'), where).toBe(snapshot.matches('loading'));
          expect(snapshot.hasTag('error'), where).toBe(snapshot.matches('loadFailed'));
          expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('busy'));
          expect(snapshot.hasTag('confirming'), where).toBe(snapshot.matches('confirmingRemoval') || snapshot.matches('confirmingClear'));
          if (snapshot.matches('loadFailed')) expect(error?.operation, where).toBe('load');
          // What a request is about exists exactly while it can be asked or runs.
          expect(pendingRemovalLineId !== null, where).toBe(
            snapshot.matches('confirmingRemoval') || snapshot.matches({ busy: 'removing' }),
          );
          if (pendingRemovalLineId !== null) {
            expect(
              cart?.lines.some((line) => line.id === pendingRemovalLineId),
              where,
            ).toBe(true);
          }
          expect(linesToClear.length > 0, where).toBe(snapshot.matches({ busy: 'clearing' }));
          expect(addRequest !== null, where).toBe(snapshot.matches({ busy: 'adding' }));
          if (snapshot.matches({ busy: 'updating' })) expect(lastChange, where).not.toBeNull();
          // A waiting add never sits in `ready`: it starts at once.
          if (snapshot.matches('ready')) expect(queuedAdd, where).toBeNull();
          // The UI is never offered what the machine would ignore.
          if (!snapshot.matches('ready')) expect(selectCanApplyCoupon(snapshot), where).toBe(false);
          expect(selectBusyLineId(snapshot) !== null, where).toBe(
            snapshot.matches({ busy: 'updating' }) || snapshot.matches({ busy: 'removing' }) || snapshot.matches({ busy: 'clearing' }),
          );
        },
        describeCartPath,
      );
    });
  });
});
