import { describe, expect } from 'vitest';
import { SimulatedClock, type AnyActorRef, type EventObject } from 'xstate';
import { observeSelectors, sendingThrough, type ModelEvent, type ReplayedStep } from '../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../test-support/model-tests';
import { chatWidgetMachine } from './chat-widget.machine';
import * as chatWidgetSelectors from './chat-widget.selectors';
import type { ChatWidgetSnapshot } from './chat-widget.selectors';
import { SCRIPT_URL, WITHOUT_SCRIPT, startChatWidget, type ChatWidgetEffect, type ChatWidgetHarness } from './chat-widget.test-support';
import { CHAT_WIDGET_POLL_MS, type ChatWidgetInput } from './chat-widget.types';

/** The events the model takes for each delay running out (`xstate.after.<delay>.<state id>`). */
const POLL_EVENT = 'xstate.after.widgetPoll.chat-widget.loading.polling';
const TIMEOUT_EVENT = 'xstate.after.widgetReadyTimeout.chat-widget.loading';

/** A short timeout keeps the replays quick; its length is the input's, not the model's business. */
const READY_TIMEOUT_MS = 200;
const WITH_SCRIPT_FAST: ChatWidgetInput = { scriptUrl: SCRIPT_URL, readyTimeoutMs: READY_TIMEOUT_MS };

/**
 * Each event stands for a class the machine branches on: the button, the
 * widget closing, the script loading and failing, a poll that finds the
 * widget not yet ready and one that finds it ready, the timeout.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'chat.open' },
  { type: 'chat.closed' },
  { type: 'xstate.done.actor.loadWidget' },
  { type: 'xstate.error.actor.loadWidget', error: new Error('blocked') },
  { type: POLL_EVENT, ready: false },
  { type: POLL_EVENT, ready: true },
  { type: TIMEOUT_EVENT },
];

const STARTS = [
  ['a configured script', WITH_SCRIPT_FAST],
  ['no script', WITHOUT_SCRIPT],
] as const satisfies ReadonlyArray<readonly [string, ChatWidgetInput]>;

/**
 * The model's readiness check reads the poll event's `ready` (the page's
 * answer at that moment); the replay sets the fake page to the same answer
 * before the poll runs.
 */
const modelled = chatWidgetMachine.provide({ guards: { isWidgetReady: ({ event }) => (event as ModelEvent)['ready'] === true } });

const observe = observeSelectors<ChatWidgetSnapshot>(chatWidgetSelectors);

/** The path being replayed: its page and clock, when loading began, how many loads it started, and the effects already checked. */
let current: { harness: ChatWidgetHarness; clock: SimulatedClock; loadingSince: number; loads: number; seen: number } | null = null;

/** One simulated millisecond at a time, so a poll rescheduled on the way runs when it is due. */
function advance(clock: SimulatedClock, ms: number): void {
  for (let i = 0; i < ms; i += 1) clock.increment(1);
}

/**
 * The shared replay sends a delay's explicit event like any other event; for
 * the real actor it is simulated time passing instead, checked to do nothing
 * a millisecond early. A poll belongs to the state the previous step entered;
 * the timeout counts from entering `loading`, with not-ready polls on the way.
 */
function withSimulatedTime(harness: ChatWidgetHarness, clock: SimulatedClock): AnyActorRef {
  return sendingThrough(harness.actor, (event: EventObject) => {
    if (current === null) throw new Error('send before start');
    if (event.type !== POLL_EVENT && event.type !== TIMEOUT_EVENT) {
      harness.actor.send(event as Parameters<typeof harness.actor.send>[0]);
      return;
    }
    const before = observe(harness.actor.getSnapshot());
    const wait = event.type === POLL_EVENT ? CHAT_WIDGET_POLL_MS : READY_TIMEOUT_MS - (clock.now() - current.loadingSince);
    harness.page.widgetReady = (event as ModelEvent)['ready'] === true;
    advance(clock, wait - 1);
    expect(observe(harness.actor.getSnapshot()), `${event.type}: 1 ms early`).toEqual(before);
    expect(harness.effects.length, `${event.type}: 1 ms early`).toBe(current.seen);
    advance(clock, 1);
  });
}

/** The effects a step must ask the page for. */
function expectedEffects({ event, before, actor }: ReplayedStep<ChatWidgetSnapshot>): ChatWidgetEffect[] {
  const after = actor.getSnapshot() as ChatWidgetSnapshot;
  if (!before.matches('open') && after.matches('open')) return ['openWidget'];
  if (event.type === 'chat.open' && before.matches('uninitialised') && before.context.scriptUrl === null) return ['showContactOptions'];
  return [];
}

describe('chat widget model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ChatWidgetInput, ChatWidgetSnapshot>({
    machine: modelled,
    states: ['failed', 'loading', 'loading.injecting', 'loading.polling', 'open', 'ready', 'uninitialised'],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const clock = new SimulatedClock();
        const harness = startChatWidget(input, clock);
        current = { harness, clock, loadingSince: 0, loads: 0, seen: 0 };
        return { actor: withSimulatedTime(harness, clock), shop: harness.shop };
      },
      observable: observe,
      checkInput: (sent, before, where) => {
        expect(sent, `${where}: the configured script`).toEqual({ scriptUrl: before.context.scriptUrl });
      },
      afterStep: (step) => {
        if (current === null) throw new Error('afterStep before start');
        const { harness, clock } = current;
        const after = harness.actor.getSnapshot();
        const startedLoading = !step.before.matches('loading') && after.matches('loading');
        if (startedLoading) {
          current.loadingSince = clock.now();
          current.loads += 1;
        }
        expect(harness.effects.slice(current.seen), `${step.where}: effects`).toEqual(expectedEffects(step));
        current.seen = harness.effects.length;
        // The script is asked for exactly once per load (first press, or a press after a failure), and only while loading.
        expect(harness.shop.requests.length, `${step.where}: script loads`).toBe(current.loads);
        if (!after.matches('loading')) expect(harness.shop.open(), `${step.where}: a load left running`).toEqual([]);
      },
    }),
    minPathsPerStart: 1,
  });

  itKeepsInvariants(
    (snapshot, where) => {
      // At most one of loader, hidden button, failure; a button always there except while open.
      const flags = [snapshot.hasTag('loading'), snapshot.hasTag('open'), snapshot.hasTag('error')].filter(Boolean);
      expect(flags.length, where).toBeLessThanOrEqual(1);
      // Without a script nothing ever loads.
      if (snapshot.context.scriptUrl === null) expect(snapshot.value, where).toBe('uninitialised');
    },
    {
      after: (every, input) => {
        if (input.scriptUrl === null) expect(every).toHaveLength(1);
      },
    },
  );
});
