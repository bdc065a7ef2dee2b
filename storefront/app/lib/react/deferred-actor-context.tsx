import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Actor, AnyStateMachine, EmittedFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';

import { standInSnapshot, type BeforeStart } from '@shop/machines/before-start';

import { whenIdleAfterLoad } from './idle-after-load';

/**
 * What the page holds of a machine that runs for the whole app (the cart, the session, the side
 * panel…): the same `send`, `on` and `getSnapshot` as an XState actor, answered before the machine
 * has started too. Events sent before are kept and delivered in order once it runs; handlers given
 * to `on` are attached then.
 */
export interface DeferredActorRef<Machine extends AnyStateMachine> {
  send(event: EventFromLogic<Machine>): void;
  on<Type extends EmittedFrom<Machine>['type']>(
    type: Type,
    handler: (emitted: EmittedFrom<Machine> & { type: Type }) => void,
  ): { unsubscribe(): void };
  /** The machine's snapshot; before it runs, the stand-in made from its `BeforeStart`. */
  getSnapshot(): SnapshotFrom<Machine>;
}

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
  private markWanted: () => void = () => {};
  /** Resolves once the machine is needed: an event the shopper caused, or idle time after the page's `load`. */
  readonly wanted = new Promise<void>((resolve) => (this.markWanted = resolve));

  /**
   * @param passiveEvents what the page itself sends as it renders (a route seen, a navigation
   *   finished): kept for the machine like any event, but no reason to load it now.
   */
  constructor(
    private readonly standIn: SnapshotFrom<Machine>,
    private readonly passiveEvents: ReadonlySet<string> = new Set(),
  ) {}

  readonly send = (event: EventFromLogic<Machine>): void => {
    if (this.actor) this.actor.send(event);
    else if (!this.stopped) {
      this.pending.push(event);
      if (!this.passiveEvents.has(event.type)) this.want();
    }
  };

  /** The machine is needed now: its code loads and it starts. */
  want(): void {
    this.markWanted();
  }

  readonly on: DeferredActorRef<Machine>['on'] = (type, handler) => {
    // The handler takes the emitted events of its type only (the one listener below filters them).
    const entry: Handler<Machine> = { type, handler: handler as (emitted: EmittedFrom<Machine>) => void };
    this.handlers.add(entry);
    return { unsubscribe: () => this.handlers.delete(entry) };
  };

  readonly getSnapshot = (): SnapshotFrom<Machine> => (this.actor?.getSnapshot() as SnapshotFrom<Machine> | undefined) ?? this.standIn;

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
    const notify = () => this.listeners.forEach((listener) => listener());
    this.subscriptions.push(actor.subscribe({ next: notify, error: notify }));
    actor.start();
    for (const event of this.pending.splice(0)) actor.send(event);
    notify();
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
 * without causing it). `useSelector` and `useActorRef` read and send as with @xstate/react
 * (docs/architecture.md "What a first load holds").
 */
export function createDeferredActorContext<Machine extends AnyStateMachine>(
  beforeStart: (input: InputFrom<Machine>) => BeforeStart<unknown, string>,
  { passiveEvents = [] }: { passiveEvents?: ReadonlyArray<EventFromLogic<Machine>['type']> } = {},
) {
  const passive: ReadonlySet<string> = new Set(passiveEvents);

  const ReactContext = createContext<DeferredActor<Machine> | null>(null);

  function Provider({ logic, input, children }: ProviderProps<Machine>) {
    // The first input names the machine's start, as with @xstate/react; later ones change nothing.
    const [deferred] = useState(
      // Selectors read only `value`, `context`, `tags` and `matches` of a snapshot; the machine's tests check each one on the stand-in.
      () =>
        new DeferredActor<Machine>(standInSnapshot(beforeStart(input as InputFrom<Machine>)) as unknown as SnapshotFrom<Machine>, passive),
    );
    const [startInput] = useState(input);
    useEffect(() => whenIdleAfterLoad(() => deferred.want()), [deferred]);
    useEffect(() => {
      let current = true;
      deferred.wanted
        .then(() => Promise.all([logic(), import('xstate')]))
        .then(
          ([machine, { createActor }]) => {
            if (!current) return;
            if (deferred.started) deferred.update(machine);
            else deferred.start(createActor(machine, { input: startInput }) as Actor<Machine>);
          },
          // A chunk that did not load (a deploy): Vite's preload error has the page reloaded (chunk-reload.ts).
          () => undefined,
        );
      return () => {
        current = false;
      };
    }, [deferred, logic, startInput]);
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
    return useSyncExternalStore(deferred.subscribe, read, read);
  }

  return { Provider, useActorRef, useSelector };
}
