import { createContext, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Actor, AnyStateMachine, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

import { standInSnapshot, type BeforeStart } from '@shop/machines/before-start';

import { whenIdleAfterLoad } from './idle-after-load';
import { letWaitingPartsLoad } from './lazy-part';

/**
 * What the page holds of a machine that runs for the whole app (the cart, the session, the side
 * panel…): the same `send`, `on` and `getSnapshot` as an XState actor, answered before the machine
 * has started too. Events sent before are kept and delivered in order once it runs; handlers given
 * to `on` are attached then.
 */
export interface DeferredActorRef<Machine extends AnyStateMachine> {
  send(event: EventFromLogic<Machine>): void;
  /** An event that only asks a running machine to look again: before the start it starts nothing (see `DeferredActor.refresh`). */
  refresh(event: EventFromLogic<Machine>): void;
  on<Type extends EmittedFrom<Machine>['type']>(
    type: Type,
    handler: (emitted: EmittedFrom<Machine> & { type: Type }) => void,
  ): { unsubscribe(): void };
  /** The machine's snapshot; before it runs, the stand-in made from its `BeforeStart` (of the start the browser knows, once it does). */
  getSnapshot(): SnapshotFrom<Machine>;
}

/** A machine's input is plain data (a cart, a path, a flag): two readings are the same start when their JSON is. */
function sameInput(first: unknown, second: unknown): boolean {
  return first === second || JSON.stringify(first) === JSON.stringify(second);
}

/** Events kept for a machine not started yet, at most: enough for any page, bounded for a long one. */
const MAX_PENDING_EVENTS = 100;

interface Handler<Machine extends AnyStateMachine> {
  type: string;
  handler: (emitted: EmittedFrom<Machine>) => void;
}

export class DeferredActor<Machine extends AnyStateMachine> implements DeferredActorRef<Machine> {
  private actor: Actor<Machine> | null = null;
  private stopped = false;
  private readonly pending: Array<EventFromLogic<Machine>> = [];
  private readonly handlers = new Set<Handler<Machine>>();
  private readonly listeners = new Set<() => void>();
  private readonly subscriptions: Array<{ unsubscribe(): void }> = [];
  /**
   * The snapshot the server rendered with (the stand-in of the page's input): what React hydrates
   * with, whatever the machine or a known start says by then; it then renders what changed.
   */
  readonly serverSnapshot: SnapshotFrom<Machine>;
  /** What the browser reads of the machine's start without running it (see `knowStartFrom`). */
  private readKnownStart: () => InputFrom<Machine> | null = () => null;
  private known: { input: InputFrom<Machine>; standIn: SnapshotFrom<Machine> } | null = null;
  private markWanted: () => void = () => {};
  /** Resolves once the machine is needed: an event the shopper caused, or idle time after the page's `load`. */
  readonly wanted = new Promise<void>((resolve) => (this.markWanted = resolve));

  /**
   * @param standInOf the machine's first snapshot for an input, as plain data (its `BeforeStart`).
   * @param input what the page starts it with (the same on the server and at hydration).
   * @param passiveEvents what the page itself sends as it renders (a route seen, a navigation
   *   finished): kept for the machine like any event, but no reason to load it now.
   */
  constructor(
    private readonly standInOf: (input: InputFrom<Machine>) => SnapshotFrom<Machine>,
    private readonly input: InputFrom<Machine>,
    private readonly passiveEvents: ReadonlySet<string> = new Set(),
  ) {
    this.serverSnapshot = standInOf(input);
  }

  readonly send = (event: EventFromLogic<Machine>): void => {
    if (this.actor) this.actor.send(event);
    else if (!this.stopped) {
      this.pending.push(event);
      if (!this.passiveEvents.has(event.type)) this.want();
      // A page browsed for long without the machine (every route seen kept): the oldest such event goes.
      if (this.pending.length > MAX_PENDING_EVENTS) {
        const oldestPassive = this.pending.findIndex((pending) => this.passiveEvents.has(pending.type));
        this.pending.splice(Math.max(oldestPassive, 0), 1);
      }
    }
  };

  /**
   * An event that only asks the machine to look again (the tab shown again, another currency). A
   * running machine gets it; before the start it is not kept, since the start looks anyway, and a
   * start the browser knew is read again: once that no longer holds (another tab made a session),
   * the machine is wanted now.
   */
  readonly refresh = (event: EventFromLogic<Machine>): void => {
    if (this.actor) this.actor.send(event);
    else if (!this.stopped && this.known && !this.readKnown()) this.want();
  };

  /** The machine is needed now: its code loads and it starts. */
  want(): void {
    this.markWanted();
  }

  /**
   * In the browser, once hydrated: `read` answers the input that settles the machine's first state
   * without asking anyone (a visitor without a session: the empty cart, a guest), or `null` when
   * only the machine can tell. A known start is shown at once, and the machine then waits for the
   * shopper rather than idle time. Answers whether the start is known.
   */
  knowStartFrom(read: () => InputFrom<Machine> | null): boolean {
    this.readKnownStart = read;
    return this.readKnown();
  }

  /** The input to start the machine with: a start known now, else the page's. */
  startInput(): InputFrom<Machine> {
    this.readKnown();
    return this.known?.input ?? this.input;
  }

  /** Reads the known start again; the page is told only when it changed (another currency, a session made). */
  private readKnown(): boolean {
    const input = this.readKnownStart();
    const before = this.known;
    if (input === null) this.known = null;
    else if (before === null || !sameInput(before.input, input)) this.known = { input, standIn: this.standInOf(input) };
    if (this.known !== before) this.notify();
    return this.known !== null;
  }

  private readonly notify = () => this.listeners.forEach((listener) => listener());

  readonly on: DeferredActorRef<Machine>['on'] = (type, handler) => {
    // The handler takes the emitted events of its type only (the one listener below filters them).
    const entry: Handler<Machine> = { type, handler: handler as (emitted: EmittedFrom<Machine>) => void };
    this.handlers.add(entry);
    return { unsubscribe: () => this.handlers.delete(entry) };
  };

  readonly getSnapshot = (): SnapshotFrom<Machine> =>
    (this.actor?.getSnapshot() as SnapshotFrom<Machine> | undefined) ?? this.known?.standIn ?? this.serverSnapshot;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get started(): boolean {
    return this.actor !== null;
  }

  /** Runs `actor`: its handlers attached first, then started, then the events sent meanwhile. */
  start(actor: Actor<Machine>): void {
    if (this.stopped || this.actor) return;
    this.actor = actor;
    this.subscriptions.push(
      actor.on('*', (emitted) => {
        for (const entry of [...this.handlers]) if (entry.type === emitted.type) entry.handler(emitted as EmittedFrom<Machine>);
      }),
    );
    this.subscriptions.push(actor.subscribe({ next: this.notify, error: this.notify }));
    actor.start();
    for (const event of this.pending.splice(0)) actor.send(event);
    this.notify();
  }

  /** The running machine takes the latest implementations (a new shop client), as @xstate/react does. */
  update(logic: Machine): void {
    if (this.actor) this.actor.logic.implementations = logic.implementations;
  }

  stop(): void {
    this.stopped = true;
    this.pending.length = 0;
    this.subscriptions.forEach((subscription) => subscription.unsubscribe());
    this.actor?.stop();
  }
}

interface ProviderProps<Machine extends AnyStateMachine> {
  /**
   * The machine with its implementations, imported when the browser starts it (the first event
   * sent, or idle time after `load`): the same function object until what it depends on changes
   * (a new client), memoised.
   */
  logic: () => Promise<Machine>;
  /** The machine's input (none for a machine that takes none). */
  input?: InputFrom<Machine>;
  /**
   * Read in the browser once hydrated, and again when the page asks the machine to look again
   * (`refresh`): the input that settles its first state without asking anyone, or `null` when only
   * the machine can tell (see `DeferredActor.knowStartFrom`).
   */
  knownStart?: () => InputFrom<Machine> | null;
  children: ReactNode;
}

/**
 * `createActorContext` for a machine that need not run before the page is on screen: its code,
 * XState's and the api client's included, loads when the shopper first does something that sends
 * it an event, or in idle time after the page's `load` event, never with the page (issue 36). The
 * server renders, and the browser hydrates, with the machine's `BeforeStart` (its own first
 * snapshot as plain data, checked against it in the machine's tests); the browser then imports the
 * machine, starts it, delivers the events sent meanwhile and re-renders what changed.
 * `passiveEvents` are those the page sends by itself as it renders (they wait for the start
 * without causing it). Where the browser can tell the machine's first state without it (a visitor
 * without a session has an empty cart), the provider's `knownStart` says so: the page shows it, and
 * the machine loads only when the shopper acts, so a page left alone loads no machine at all. `useSelector` and `useActorRef` read and send as with @xstate/react
 * (docs/architecture.md "What a first load holds").
 */
export function createDeferredActorContext<Machine extends AnyStateMachine>(
  beforeStart: (input: InputFrom<Machine>) => BeforeStart<unknown, string>,
  {
    passiveEvents = [],
    startsAtRest = false,
  }: {
    passiveEvents?: ReadonlyArray<EventFromLogic<Machine>['type']>;
    /** Its first state waits for the shopper whatever the page (a closed panel, a hidden bar): known from the page's input, never started in idle time. */
    startsAtRest?: boolean;
  } = {},
) {
  const passive: ReadonlySet<string> = new Set(passiveEvents);

  const ReactContext = createContext<DeferredActor<Machine> | null>(null);

  function Provider({ logic, input, knownStart, children }: ProviderProps<Machine>) {
    // The first input names the machine's start, as with @xstate/react; later ones change nothing.
    const [deferred] = useState(
      // Selectors read only `value`, `context`, `tags` and `matches` of a snapshot; the machine's tests check each one on the stand-in.
      () =>
        new DeferredActor<Machine>(
          (startInput) => standInSnapshot(beforeStart(startInput)) as unknown as SnapshotFrom<Machine>,
          input as InputFrom<Machine>,
          passive,
        ),
    );
    // The latest reading (a currency switched): the deferred actor reads it when it needs to.
    const readKnownStart = useRef(knownStart);
    useEffect(() => {
      readKnownStart.current = knownStart;
    });
    useEffect(() => {
      const known = startsAtRest ? () => input as InputFrom<Machine> : () => readKnownStart.current?.() ?? null;
      // In a task of its own: what a known start changes on the page (a cookie notice, a guest's
      // button) renders then, not in the one that ends hydration, which is long enough already.
      let stopWaitingForIdle: (() => void) | undefined;
      const reading = setTimeout(() => {
        if (!deferred.knowStartFrom(known)) stopWaitingForIdle = whenIdleAfterLoad(() => deferred.want());
      });
      return () => {
        clearTimeout(reading);
        stopWaitingForIdle?.();
      };
      // The first input names the start, as above.
    }, [deferred]); // eslint-disable-line react-hooks/exhaustive-deps
    useEffect(() => {
      let current = true;
      deferred.wanted
        .then(() => {
          // What this machine changes may re-render a part that still waits for the shopper; it would hold the change.
          letWaitingPartsLoad();
          return Promise.all([logic(), import('xstate')]);
        })
        .then(
          ([machine, { createActor }]) => {
            if (!current) return;
            if (deferred.started) deferred.update(machine);
            else deferred.start(createActor(machine, { input: deferred.startInput() }) as Actor<Machine>);
          },
          // A chunk that did not load (a deploy): Vite's preload error has the page reloaded (chunk-reload.ts).
          () => undefined,
        );
      return () => {
        current = false;
      };
    }, [deferred, logic]);
    useEffect(() => () => deferred.stop(), [deferred]);
    return <ReactContext.Provider value={deferred}>{children}</ReactContext.Provider>;
  }

  function useDeferredActor(): DeferredActor<Machine> {
    const deferred = useContext(ReactContext);
    if (!deferred) throw new Error('A deferred actor context was used outside its Provider');
    return deferred;
  }

  function useActorRef(): DeferredActorRef<Machine> {
    return useDeferredActor();
  }

  /** The selected part of the snapshot (of the stand-in until the machine runs), re-rendering when it changes. */
  function useSelector<Selected>(
    selector: (snapshot: SnapshotFrom<Machine>) => Selected,
    compare: (a: Selected, b: Selected) => boolean = Object.is,
  ): Selected {
    const deferred = useDeferredActor();
    // One cache per render's selector: the same snapshot gives the same (or an equal) value back.
    const read = useMemo(() => {
      let last: { snapshot: unknown; selected: Selected } | null = null;
      return () => {
        const snapshot = deferred.getSnapshot();
        if (last?.snapshot === snapshot) return last.selected;
        const selected = selector(snapshot);
        last = { snapshot, selected: last && compare(last.selected, selected) ? last.selected : selected };
        return last.selected;
      };
    }, [deferred, selector, compare]);
    // Hydration reads what the server rendered, so the page's HTML is hydrated as it came even when
    // the machine has moved on meanwhile; what differs is rendered right after, and nothing when
    // nothing does. The same snapshot gives the very value `read` gives (a selector may make a new
    // object each time: React would take two equal ones for a change).
    const readServer = useMemo(() => {
      let fromServer: { selected: Selected } | null = null;
      return () => {
        if (deferred.getSnapshot() === deferred.serverSnapshot) return read();
        fromServer ??= { selected: selector(deferred.serverSnapshot) };
        return fromServer.selected;
      };
    }, [deferred, selector, read]);
    return useSyncExternalStore(deferred.subscribe, read, readServer);
  }

  return { Provider, useActorRef, useSelector };
}
