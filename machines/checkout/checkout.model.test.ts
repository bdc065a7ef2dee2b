import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { ShopError } from '../../api/errors';
import {
  describePath,
  eventTests,
  filteredModels,
  invokeIdsOf,
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
import { hasSentBilling } from './checkout.context';
import { checkoutMachine } from './checkout.machine';
import { advanceOrderInputOf } from './checkout.request';
import * as checkoutSelectors from './checkout.selectors';
import { selectFieldErrors, selectFormError, selectStates, selectTaxStatus, type CheckoutSnapshot } from './checkout.selectors';
import { ADA_EMAIL, ADA_US_ADDRESS, FRESH_INPUT, RESUMED_INPUT, answeredCheckout, createFakeShop } from './checkout.test-support';
import { CHECKOUT_FORM_FIELDS, type Checkout, type CheckoutAddress, type CheckoutEvent, type CheckoutInput } from './checkout.types';
import { countryOf } from '../forms/address-rules';
import { isCheckoutFormValid } from './checkout.validation';

/** The model (see `machines/test-support/model-paths.ts`): the checkout machine with its request as explicit events. */
const modelMachine = modelMachineOf(checkoutMachine);

const DONE = 'xstate.done.actor.advanceOrder' as const;
const ERROR = 'xstate.error.actor.advanceOrder' as const;
type DoneEvent = { type: typeof DONE; output: Checkout };
type ErrorEvent = { type: typeof ERROR; error: unknown };
/** The machine's own events plus those that stand for the request settling. */
type ModelEvent = CheckoutEvent | DoneEvent | ErrorEvent;

const { state: _usState, ...ADA_WITHOUT_STATE } = ADA_US_ADDRESS;
const FR_ADDRESS: CheckoutAddress = { ...ADA_WITHOUT_STATE, countryCode: 'FR' };
const SENT_FR_ANSWER = answeredCheckout({ email: ADA_EMAIL, address: FR_ADDRESS });
const SENT_US_ANSWER = answeredCheckout({ email: ADA_EMAIL, address: ADA_US_ADDRESS });
/** A logged-in customer's default address, saved in France: the prefill changes the country too. */
const { alias: _alias, ...ADA_SAVED_ADDRESS } = FR_ADDRESS;
const POSTCODE_REFUSED = new ShopError('advanceOrder', {
  kind: 'http',
  status: 400,
  code: 'CHECKOUT_ADDRESS_ERROR',
  message: 'The address is not valid\nZip code: Is not a valid zip code',
  fields: { postcode: 'Is not a valid zip code' },
});

/**
 * The events the model may take; each stands for a class the machine
 * branches on: an untouched field left, a malformed and a good email; a
 * state picked; a country with states (US) and one without (FR, which keeps
 * 94103 as a valid postcode); a logged-in customer's prefill, with and
 * without a saved address; the disclaimer both ways; continue; payment
 * with and without a code; and the request answering for the
 * country sent, failing, or failing with a field error.
 */
const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'field.blurred', field: 'email' },
  { type: 'field.changed', field: 'email', value: 'ada@' },
  { type: 'field.changed', field: 'email', value: ADA_EMAIL },
  { type: 'field.changed', field: 'state', value: 'CA' },
  { type: 'country.changed', countryCode: 'FR' },
  { type: 'country.changed', countryCode: 'US' },
  { type: 'billing.prefilled', prefill: { email: ADA_EMAIL, address: null } },
  { type: 'billing.prefilled', prefill: { email: ADA_EMAIL, address: ADA_SAVED_ADDRESS } },
  { type: 'disclaimer.changed', accepted: false },
  { type: 'disclaimer.changed', accepted: true },
  { type: 'billing.submitted' },
  { type: 'payment.succeeded', orderCode: 'ORDER-1' },
  { type: 'payment.succeeded', orderCode: ' ' },
  { type: DONE, output: SENT_US_ANSWER },
  { type: DONE, output: SENT_FR_ANSWER },
  { type: ERROR, error: 'network' },
  { type: ERROR, error: POSTCODE_REFUSED },
];

const { isOneOf } = eventTests<never, CheckoutEvent['type']>();

/** The shop answers for the address it was sent: an answer for another country is no path a shopper can take. */
function answersWhatWasSent(snapshot: AnyMachineSnapshot, event: ModelEvent): boolean {
  if (event.type !== DONE) return true;
  return event.output.billingAddress?.countryCode === (snapshot as CheckoutSnapshot).context.values.countryCode;
}

/** The models over MODEL_EVENTS, each restricted to the events it keeps and to answers for what was sent. */
const modelOf = filteredModels<CheckoutInput, ModelEvent>(modelMachine, MODEL_EVENTS, { limit: 20_000, admits: answersWhatWasSent });

/**
 * Shortest paths per concern, each with the events that interact within it;
 * together they reach every state. A fresh form cannot become valid with a
 * small alphabet (nine fields), so sending is explored from a resumed
 * checkout, whose form is complete.
 */
const CONCERNS: ReadonlyArray<[string, CheckoutInput, (event: ModelEvent) => boolean]> = [
  [
    'a fresh form: touching, typing, countries, continuing while incomplete',
    FRESH_INPUT,
    (event) =>
      isOneOf(
        event,
        'field.blurred',
        'field.changed',
        'country.changed',
        'billing.prefilled',
        'disclaimer.changed',
        'billing.submitted',
        'payment.succeeded',
      ),
  ],
  ['a resumed checkout: editing, sending, failing, paying', RESUMED_INPUT, (event) => !isOneOf(event, 'field.blurred', 'field.changed')],
  [
    'a resumed checkout: country and state around a failure',
    RESUMED_INPUT,
    (event) => {
      if (event.type === 'field.changed') return event.field === 'state';
      if (event.type === ERROR) return event.error === 'network';
      return event.type === DONE || isOneOf(event, 'billing.submitted', 'country.changed');
    },
  ],
];

/** A small alphabet whose every cycle-free order is tried: send, fail, untick, pay. */
const SIMPLE_PATH_EVENTS = new Set(
  [
    { type: 'billing.submitted' },
    { type: 'disclaimer.changed', accepted: false },
    { type: 'disclaimer.changed', accepted: true },
    { type: 'payment.succeeded', orderCode: 'ORDER-1' },
    { type: DONE, output: SENT_US_ANSWER },
    { type: ERROR, error: 'network' },
  ].map((event) => JSON.stringify(event)),
);
const isSimplePathEvent = (event: ModelEvent) => SIMPLE_PATH_EVENTS.has(JSON.stringify(event));

/** Simple paths are exponential in the vertex count: fail fast instead of hanging when it grows. */
const MAX_SIMPLE_PATH_VERTICES = 30;

/** A readable, unique test name: an answer shows the country it taxed, a refusal whether it named fields. */
const describeCheckoutPath = (path: ModelPath) =>
  describePath(path, ({ kind }, event) => {
    if (kind === 'done') return String((event as DoneEvent).output.billingAddress?.countryCode);
    return event['error'] === 'network' ? '' : 'fields';
  });

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observable = observeSelectors<CheckoutSnapshot>(checkoutSelectors);

/** Replays a path with a fake shop (the checks of `replay`), each request about the form as it was sent. */
async function replayCheckout(path: ModelPath, input: CheckoutInput): Promise<void> {
  await replay<CheckoutSnapshot>(path, {
    machine: checkoutMachine,
    start: () => {
      const shop = createFakeShop();
      return { actor: createActor(checkoutMachine.provide({ actors: shop.actors }), { input }).start(), shop };
    },
    observable,
    checkInput: (sent, before, where) => {
      const country = countryOf(before.context.countries, before.context.values.countryCode);
      expect(country, where).toBeDefined();
      if (country) expect(sent, `${where}: request input`).toEqual(advanceOrderInputOf(before.context.values, country));
    },
  });
}

describe('checkout model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  // Guards the coverage checks below against an empty or broken walk.
  itModelsTheMachine(checkoutMachine, modelMachine, [
    'billing',
    'billing.editing',
    'billing.editing.failed',
    'billing.editing.idle',
    'billing.submitting',
    'paid',
  ]);

  it('every request the machine makes has its settling events in the model', () => {
    expect(invokeIdsOf(checkoutMachine)).toEqual(['advanceOrder']);
  });

  it.each<[string, CheckoutInput]>([
    ['a fresh checkout', FRESH_INPUT],
    ['a checkout whose billing step was sent', RESUMED_INPUT],
  ])('%s starts on the billing form (the route, not the machine, chooses the step shown)', (_name, input) => {
    const [start] = modelOf(input, () => false).getShortestPaths();
    expect(start?.steps[0]?.state.value).toEqual({ billing: { editing: 'idle' } });
  });

  const replayed = CONCERNS.map(([concern, input, keep]) => ({ concern, input, paths: modelOf(input, keep).getShortestPaths() }));

  itReachesEveryState(
    'the replayed shortest paths',
    checkoutMachine,
    replayed.flatMap(({ paths }) => paths),
  );

  const simpleModel = modelOf(RESUMED_INPUT, isSimplePathEvent, true);
  const simpleVertexCount = Object.keys(simpleModel.getAdjacencyMap()).length;
  const simplePaths = simpleVertexCount <= MAX_SIMPLE_PATH_VERTICES ? simpleModel.getSimplePaths() : [];

  it(`keeps the simple-path graph small enough to enumerate (${simpleVertexCount} vertices)`, () => {
    expect(simpleVertexCount).toBeLessThanOrEqual(MAX_SIMPLE_PATH_VERTICES);
    expect(simplePaths.length).toBeGreaterThan(5);
  });

  itReplaysEveryPath([
    ...replayed.map(({ concern, input, paths }) => ({
      name: `shortest paths of ${concern}`,
      paths,
      minPaths: 6,
      replay: (path: ModelPath) => replayCheckout(path, input),
      describe: describeCheckoutPath,
    })),
    {
      name: 'simple paths from a resumed checkout',
      paths: simplePaths,
      minPaths: 6,
      replay: (path: ModelPath) => replayCheckout(path, RESUMED_INPUT),
      describe: describeCheckoutPath,
    },
  ]);

  describe.each([
    ['a fresh checkout', FRESH_INPUT],
    ['a resumed checkout', RESUMED_INPUT],
  ] as const)('starting with %s', (_name, input) => {
    /**
     * Facts that must hold in every reachable situation, checked on every snapshot the full alphabet
     * reaches, each once (they look at the snapshot alone, not at the step that led there).
     */
    it('keeps its invariants in every reachable snapshot', () => {
      const everyVertex = modelOf(input, () => true, true).getShortestPaths({ allowDuplicatePaths: true });
      expect(everyVertex.length).toBeGreaterThan(50);
      checkEverySnapshot(
        everyVertex,
        ({ state }) => {
          const snapshot = state as CheckoutSnapshot;
          const { context } = snapshot;
          const where = JSON.stringify({ value: snapshot.value, context });
          // Each tag says exactly one thing.
          expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches({ billing: 'submitting' }));
          expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ billing: { editing: 'failed' } }));
          expect(snapshot.hasTag('error'), where).toBe(context.failure !== null);
          // The tax row is "calculating" exactly while sending, and never an amount for another country.
          expect(selectTaxStatus(snapshot) === 'calculating', where).toBe(snapshot.hasTag('busy'));
          if (selectTaxStatus(snapshot) === 'calculated') {
            expect(context.checkout?.billingAddress?.countryCode, where).toBe(context.values.countryCode);
          }
          // Paid only for a billing step the shop took; the order code exactly when paid.
          if (snapshot.matches('paid')) expect(hasSentBilling(context.checkout), where).toBe(true);
          expect(context.orderCode !== null, where).toBe(snapshot.matches('paid'));
          // 'incomplete' only after a refused continue, and only while something is still wrong.
          if (selectFormError(snapshot) !== null) {
            expect(context.submitAttempted, where).toBe(true);
            expect(isCheckoutFormValid(context, context.countries), where).toBe(false);
          }
          // An error shows only on a field the shopper left, after a continue, or from the server.
          for (const field of CHECKOUT_FORM_FIELDS) {
            const shown = selectFieldErrors(snapshot)[field];
            if (shown !== undefined && shown.code !== 'server') {
              expect(context.submitAttempted || context.touched[field], `${where} ${field}`).toBe(true);
            }
          }
          // A country without states never holds one (it would come back with a country that has it).
          if (selectStates(snapshot).length === 0) expect(context.values.state, where).toBe('');
        },
        describeCheckoutPath,
      );
    });
  });
});
