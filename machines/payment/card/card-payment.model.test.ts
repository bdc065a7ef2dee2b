import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type EventObject } from 'xstate';
import { ShopError } from '../../../api/errors';
import {
  coveredStatePaths,
  describePath,
  eventTests,
  filteredModels,
  invokedSources,
  modelMachineOf,
  observeSelectors,
  replay,
  settledInvoke,
  withSimulatedDelays,
  type ModelPath,
} from '../../test-support/model-paths';
import {
  MODEL_TEST_TIMEOUT_MS,
  checkEverySnapshot,
  itReachesEveryState,
  itReplaysEveryPath,
  itModelsTheMachine,
} from '../../test-support/model-tests';
import { cardPaymentMachine } from './card-payment.machine';
import * as cardPaymentSelectors from './card-payment.selectors';
import { selectFieldErrors, selectPaymentDisplay, type CardPaymentSnapshot } from './card-payment.selectors';
import {
  BROWSER,
  CHALLENGE,
  CONFIG,
  DECLINED,
  FINISHED,
  FINISH_DECLINED,
  PAID,
  RETURNED,
  TOKEN,
  VALID_CARD,
  createFakeGateway,
  type GatewayRequestName,
} from './card-payment.test-support';
import {
  EMPTY_CARD_FIELDS,
  type CardDebitResult,
  type CardFinishResult,
  type CardPaymentConfig,
  type CardPaymentEmitted,
  type CardPaymentEvent,
  type CardPaymentInput,
  type CardToken,
} from './card-payment.types';
import { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';

// Inert: the model has no invokes, so this fake is never asked.
const wiredForModel = createFakeGateway().machine;

/**
 * The model (see `machines/test-support/model-paths.ts`) of the wired
 * machine, so its guards and actions are the wired ones.
 */
const modelMachine = modelMachineOf(wiredForModel);

interface Outputs {
  loadConfig: CardPaymentConfig;
  tokenize: CardToken;
  debit: CardDebitResult;
  finish: CardFinishResult;
}
type InvokeId = keyof Outputs;
const INVOKE_IDS: readonly InvokeId[] = ['loadConfig', 'tokenize', 'debit', 'finish'];
/** Each invoke runs the injected request of the same name. */
const REQUEST_OF_INVOKE = {
  loadConfig: 'loadConfig',
  tokenize: 'tokenize',
  debit: 'debit',
  finish: 'finish',
} as const satisfies Record<InvokeId, GatewayRequestName>;

type DoneEvent = { [Id in InvokeId]: { type: `xstate.done.actor.${Id}`; output: Outputs[Id] } }[InvokeId];
type ErrorEvent = { type: `xstate.error.actor.${InvokeId}`; error: unknown };
/** The machine's own events plus those that stand for a request settling. */
/** The event the model takes for the confirmation's delay running out (`xstate.after.<delay>.<state id>`). */
const THANK_YOU_DELAY_EVENT = 'xstate.after.thankYouRedirect.card-payment.confirmed';
type DelayEvent = { type: typeof THANK_YOU_DELAY_EVENT };
type ModelEvent = CardPaymentEvent | DoneEvent | ErrorEvent | DelayEvent;

function done<Id extends InvokeId>(id: Id, output: Outputs[Id]): DoneEvent {
  // The template type cannot be narrowed per id by TypeScript; the mapped union above is what it builds.
  return { type: `xstate.done.actor.${id}`, output } as DoneEvent;
}
const NETWORK_DOWN = new ShopError('card', { kind: 'network' });
const failed = (id: InvokeId): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error: NETWORK_DOWN });

/** The settling event's request, typed by this machine's invoke ids. */
const settledInvokeOf = (event: ModelEvent) => settledInvoke(event) as { id: InvokeId; kind: 'done' | 'error' } | null;

const VALID_FILL: readonly CardPaymentEvent[] = VALID_CARD;
const isValidFill = (event: ModelEvent) => VALID_FILL.some((fill) => JSON.stringify(fill) === JSON.stringify(event));

/**
 * The events the model may take; each stands for a class the machine
 * branches on: each field reported valid, the number reported invalid, an
 * Amex number on its way (4-digit CID); leaving the number; pay; the two
 * retries; every request succeeding in each way its answer can go, or failing;
 * the confirmation's delay running out.
 */
const MODEL_EVENTS: readonly ModelEvent[] = [
  ...VALID_FILL,
  { type: 'field.changed', field: 'cardNumber', state: 'invalid', brand: 'visa', cvvLength: 3 },
  { type: 'field.changed', field: 'cardNumber', state: 'incomplete', brand: 'amex', cvvLength: 4 },
  { type: 'field.blurred', field: 'cardNumber' },
  { type: 'card.submitted' },
  { type: 'wallet.authorized', token: { token: 'pm_wallet_1', last4: '0005', brand: 'amex' } },
  { type: 'payment.retry' },
  { type: 'config.retry' },
  done('loadConfig', CONFIG),
  done('tokenize', TOKEN),
  done('debit', PAID),
  done('debit', CHALLENGE),
  done('debit', DECLINED),
  done('finish', FINISHED),
  done('finish', FINISH_DECLINED),
  ...INVOKE_IDS.map(failed),
  { type: THANK_YOU_DELAY_EVENT },
];

const PAY: CardPaymentInput = { mode: 'pay' };
const FINISH: CardPaymentInput = { mode: 'finish', finish: RETURNED };
const FINISH_WITHOUT_TRANSACTION: CardPaymentInput = { mode: 'finish', finish: { ...RETURNED, transactionRef: null } };

const INPUTS: ReadonlyArray<[string, CardPaymentInput]> = [
  ['pay', PAY],
  ['finish', FINISH],
  ['finish without a stored transaction', FINISH_WITHOUT_TRANSACTION],
];

/** Makes an unbounded context throw instead of exhausting memory. */
/** The models over MODEL_EVENTS, each restricted to the events it keeps. */
const modelOf = filteredModels<CardPaymentInput, ModelEvent>(modelMachine, MODEL_EVENTS, { limit: 20_000 });
const { settles, answers, isOneOf } = eventTests<InvokeId, CardPaymentEvent['type']>();

/**
 * Shortest paths are replayed per concern, each with the events that interact
 * within it, so each alphabet stays small (filling the form multiplies every
 * other state by the form's contents); together they reach every state, and
 * the invariants below visit every situation of the full alphabet.
 */
interface Plan {
  concern: string;
  inputName: string;
  input: CardPaymentInput;
  keep: (event: ModelEvent) => boolean;
  /** Fewer paths than this means the alphabet or the machine lost a branch. */
  minPaths: number;
}

const PLANS: readonly Plan[] = [
  {
    concern: 'loading the config and filling the form',
    inputName: 'pay',
    input: PAY,
    minPaths: 20,
    keep: (event) => isOneOf(event, 'field.changed', 'field.blurred', 'card.submitted', 'config.retry') || settles(event, 'loadConfig'),
  },
  {
    concern: 'paying, with every answer of the gateway, and trying again',
    inputName: 'pay',
    input: PAY,
    minPaths: 10,
    keep: (event) =>
      isValidFill(event) ||
      isOneOf(event, 'card.submitted', 'wallet.authorized', 'payment.retry') ||
      answers(event, 'loadConfig') ||
      settles(event, 'tokenize', 'debit') ||
      event.type === THANK_YOU_DELAY_EVENT,
  },
  ...[FINISH, FINISH_WITHOUT_TRANSACTION].map((input, index): Plan => ({
    concern: 'finishing 3-D Secure',
    inputName: index === 0 ? 'finish' : 'finish without a stored transaction',
    input,
    keep: (event) =>
      isOneOf(event, 'payment.retry', 'card.submitted', 'field.changed', 'config.retry') ||
      settles(event, 'finish') ||
      event.type === THANK_YOU_DELAY_EVENT,
    // Paid and left for thank-you; declined or failed, each then handed back (a failure is a prefix of its hand-back).
    // Without a transaction: only the hand-back.
    minPaths: index === 0 ? 3 : 1,
  })),
];

/** A readable, unique test name; an answer with a status shows it. */
const describeCardPath = (path: ModelPath) =>
  describePath(path, ({ kind }, event) => {
    const output = event['output'];
    return kind === 'done' && typeof output === 'object' && output !== null && 'status' in output ? String(output.status) : '';
  });

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observable = observeSelectors<CardPaymentSnapshot>(cardPaymentSelectors);

/** The input the machine must have sent for a request, read from the snapshot it was made in. */
function expectedInput(id: InvokeId, before: CardPaymentSnapshot): unknown {
  const { context } = before;
  switch (id) {
    case 'loadConfig':
      return undefined;
    case 'tokenize':
      return { config: context.config };
    case 'debit':
      return { token: context.token, browser: BROWSER };
    case 'finish':
      return context.finishReturn;
  }
}

/** The request each waiting state runs. */
const REQUEST_OF_STATE: Readonly<Record<string, GatewayRequestName>> = {
  loadingConfig: 'loadConfig',
  tokenizing: 'tokenize',
  debiting: 'debit',
  finishing: 'finish',
};

const HOST_EFFECTS = ['rememberTransaction', 'navigateToChallenge', 'forgetTransaction', 'goToThankYou'] as const;

/** The storage and navigation calls a step must make, in order. */
function expectedEffects(event: ModelEvent): string[] {
  if (event.type === THANK_YOU_DELAY_EVENT) return ['goToThankYou'];
  const settled = settledInvokeOf(event);
  if (settled?.id === 'debit' && settled.kind === 'done' && (event as DoneEvent).output === CHALLENGE) {
    return ['rememberTransaction', 'navigateToChallenge'];
  }
  if (settled?.id === 'finish') return ['forgetTransaction'];
  return [];
}

/** The events a step must emit for the host. */
function expectedEmitted(event: ModelEvent, before: CardPaymentSnapshot): CardPaymentEmitted[] {
  const settled = settledInvokeOf(event);
  if (settled?.kind === 'done' && (settled.id === 'debit' || settled.id === 'finish')) {
    const { output } = event as DoneEvent;
    if ('status' in output && output.status === 'succeeded') return [{ type: 'payment.succeeded', orderCode: output.orderCode }];
  }
  if (event.type === 'payment.retry' && before.matches('failed') && before.context.mode === 'finish') {
    return [{ type: 'payment.retryRequested' }];
  }
  return [];
}

/**
 * Replays a path on the real (wired) machine with a fake gateway (the checks
 * of `replay`): the one request the state says is running and with what,
 * exactly the expected storage, navigation and emitted events, and no field
 * state kept outside the form.
 */
async function replayCardPayment(path: ModelPath, input: CardPaymentInput): Promise<void> {
  const gateway = createFakeGateway();
  const clock = new SimulatedClock();
  const emitted: CardPaymentEmitted[] = [];
  const effects = () => gateway.calls.filter((call) => (HOST_EFFECTS as readonly string[]).includes(call.dep)).map((call) => call.dep);
  let emittedBefore = 0;
  let effectsBefore = 0;
  await replay<CardPaymentSnapshot>(path, {
    machine: cardPaymentMachine,
    start: () => {
      const actor = createActor(gateway.machine, { input, clock });
      actor.on('*', (event) => emitted.push(event));
      const delays = {
        msOf: ({ type }: EventObject) => (type === THANK_YOU_DELAY_EVENT ? THANK_YOU_REDIRECT_MS : undefined),
        unchanged: () => observable(actor.getSnapshot()),
      };
      return { actor: withSimulatedDelays(actor.start(), clock, delays), shop: gateway };
    },
    observable,
    checkInput: (sent, before, where, id) => expect(sent, `${where}: request input`).toEqual(expectedInput(id as InvokeId, before)),
    settleAfterEvents: true,
    afterStep: ({ actor, event, before, where }) => {
      const snapshot = actor.getSnapshot() as CardPaymentSnapshot;
      const running = gateway.open().map((request) => request.name);
      const stateRequest = typeof snapshot.value === 'string' ? REQUEST_OF_STATE[snapshot.value] : undefined;
      expect(running, `${where}: the request the state runs`).toEqual(stateRequest === undefined ? [] : [stateRequest]);
      expect(effects().slice(effectsBefore), `${where}: storage and navigation`).toEqual(expectedEffects(event as ModelEvent));
      expect(emitted.slice(emittedBefore), `${where}: emitted`).toEqual(expectedEmitted(event as ModelEvent, before));
      if (!snapshot.matches('editing') && !snapshot.matches('tokenizing')) {
        expect(snapshot.context.fields, `${where}: field states outside the form`).toEqual(EMPTY_CARD_FIELDS);
      }
      emittedBefore = emitted.length;
      effectsBefore = effects().length;
    },
  });
}

/**
 * States the real machine passes through while starting, read from the
 * transitions it takes (`starting` only chooses the mode's entry, so no
 * snapshot ever shows it: a state is reached when a transition leaves it).
 */
function statesPassedOnStart(input: CardPaymentInput): Set<string> {
  const passed = new Set<string>();
  const actor = createActor(createFakeGateway().machine, {
    input,
    inspect: (event) => {
      if (event.type !== '@xstate.microstep') return;
      for (const transition of event._transitions) passed.add(transition.source.path.join('.'));
    },
  });
  actor.start();
  actor.stop();
  return passed;
}

describe('card payment model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  // Guards the coverage checks below against an empty or broken walk.
  itModelsTheMachine(cardPaymentMachine, modelMachine, [
    'configFailed',
    'confirmed',
    'debiting',
    'editing',
    'failed',
    'finishing',
    'handedBack',
    'leaving',
    'loadingConfig',
    'redirectingToChallenge',
    'starting',
    'tokenizing',
  ]);

  it('every request the machine makes has its settling events in the model', () => {
    expect(invokedSources(cardPaymentMachine)).toEqual(REQUEST_OF_INVOKE);
  });

  const replayed = PLANS.map((plan) => ({ ...plan, paths: modelOf(plan.input, plan.keep).getShortestPaths() }));

  itReachesEveryState(
    'the replayed paths',
    cardPaymentMachine,
    replayed.flatMap(({ paths }) => paths),
    {
      starting: "the input's mode chooses the first state (checked below to be passed on every start)",
    },
  );

  it('`starting` is passed in every mode, and is never a snapshot', () => {
    for (const [name, input] of INPUTS) {
      expect(statesPassedOnStart(input).has('starting'), name).toBe(true);
    }
    expect(coveredStatePaths(replayed.flatMap(({ paths }) => paths))).not.toContain('starting');
  });

  itReplaysEveryPath(
    replayed.map(({ concern, inputName, input, paths, minPaths }) => ({
      name: `shortest paths of ${concern}, starting with ${inputName}`,
      paths,
      minPaths,
      replay: (path: ModelPath) => replayCardPayment(path, input),
      describe: describeCardPath,
    })),
  );

  describe.each(INPUTS)('starting with %s', (_name, input) => {
    /**
     * Facts that must hold in every reachable situation, checked on every snapshot the full alphabet
     * reaches, each once (they look at the snapshot alone, not at the step that led there).
     */
    it('keeps its invariants in every reachable snapshot', () => {
      const everyVertex = modelOf(input, () => true, true).getShortestPaths({ allowDuplicatePaths: true });
      expect(everyVertex.length).toBeGreaterThanOrEqual(input === PAY ? 50 : input === FINISH ? 6 : 2);
      checkEverySnapshot(
        everyVertex,
        ({ state }) => {
          const snapshot = state as CardPaymentSnapshot;
          const { context } = snapshot;
          const where = JSON.stringify({ value: snapshot.value, context });
          const inForm = snapshot.matches('editing') || snapshot.matches('tokenizing');
          // The form's states exist only while its hosted fields are on screen.
          if (!inForm) {
            expect(context.fields, where).toEqual(EMPTY_CARD_FIELDS);
            expect(context.brand, where).toBe('unknown');
            expect(context.cvvLength, where).toBe(3);
            expect(context.submitAttempted, where).toBe(false);
            expect(Object.values(context.touched).some(Boolean), where).toBe(false);
          }
          // A security code is 3 digits, or 4 for Amex, and only Amex.
          expect(context.cvvLength === 4, where).toBe(context.brand === 'amex');
          // Only a card every field of which is valid is ever tokenized.
          if (snapshot.matches('tokenizing')) expect(Object.values(context.fields), where).toEqual(['valid', 'valid', 'valid']);
          // What a request is about exists exactly while it runs (or, for the token, is about to).
          expect(context.token !== null, where).toBe(snapshot.matches('debiting'));
          expect(context.finishReturn !== null, where).toBe(snapshot.matches('finishing'));
          expect(context.challengeUrl !== null, where).toBe(snapshot.matches('redirectingToChallenge'));
          // Each outcome is shown exactly where it belongs.
          // The failure stays shown after "Try again" on the return page, until the host has navigated.
          expect(context.failure !== null, where).toBe(snapshot.matches('failed') || snapshot.matches('handedBack'));
          expect(context.configError !== null, where).toBe(snapshot.matches('configFailed'));
          expect(context.orderCode !== null, where).toBe(snapshot.matches('confirmed') || snapshot.matches('leaving'));
          // Each tag says exactly one thing.
          expect(snapshot.hasTag('loading'), where).toBe(snapshot.matches('loadingConfig'));
          expect(snapshot.hasTag('busy'), where).toBe(
            snapshot.matches('tokenizing') || snapshot.matches('debiting') || snapshot.matches('finishing'),
          );
          expect(snapshot.hasTag('error'), where).toBe(snapshot.matches('failed') || snapshot.matches('configFailed'));
          // The payment display; the form stays while its frames tokenize (they hold the card).
          const display = selectPaymentDisplay(snapshot);
          if (snapshot.matches('debiting') || snapshot.matches('finishing') || snapshot.matches('redirectingToChallenge')) {
            expect(display, where).toBe('processing');
          }
          if (snapshot.matches('confirmed') || snapshot.matches('leaving')) expect(display, where).toBe('confirmed');
          if (snapshot.matches('failed') || snapshot.matches('handedBack')) expect(display, where).toBe('error');
          if (inForm) expect(display, where).toBe('form');
          // Errors show only on the form.
          if (!snapshot.matches('editing')) expect(selectFieldErrors(snapshot), where).toEqual({});
          // The pay mode works with the gateway's config; the return page needs none.
          if (context.mode === 'pay') {
            if (inForm || snapshot.matches('debiting')) expect(context.config, where).not.toBeNull();
            expect(snapshot.matches('finishing'), where).toBe(false);
          } else {
            expect(context.config, where).toBeNull();
            for (const state of ['loadingConfig', 'configFailed', 'editing', 'tokenizing', 'debiting'] as const) {
              expect(snapshot.matches(state), where).toBe(false);
            }
          }
        },
        describeCardPath,
      );
    });
  });
});
