import { createElement, lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';

import { holdEarlyClicks, LATER_PART_ATTRIBUTE, LATER_PART_WAITING, releaseEarlyClicks, shopperActedEarly } from './early-clicks';
import { whenShopperFirstActs } from './first-interaction';

/**
 * A part the shopper opens (a side panel, a modal, a form behind a button): `React.lazy` of one
 * named export, so its code (and the api operations, machines and design-system components only it
 * uses) loads the first time it is rendered instead of with the page. `preload()` starts loading it
 * ahead of time. Render it only once it is wanted, inside a `<Suspense>`: the server never renders
 * it, so it is nowhere on the first paint and hydration never waits for it (docs/architecture.md
 * "What a first load holds").
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        // A chunk that failed to load (a deploy, the network) is asked for again next time.
        loading = undefined;
        throw error;
      },
    ));
  return Object.assign(lazy(preload), { preload });
}

const serverLoads: Array<Promise<unknown>> = [];

/**
 * What a later-hydrated part's code waits for in the browser. `the page`: the page's own code, so
 * it loads right after it (a checkout's payment step, an error page). `the shopper`: their first
 * press, key, touch or click anywhere on the page, or a machine the page starts by itself (a
 * footer, a promises bar, tabs, a chat button), so a page left alone never loads it (issue 36:
 * what a shopper did not ask for does not load).
 */
export type LaterPartWaitsFor = 'the page' | 'the shopper';

let letPartsLoad: (() => void) | undefined;
let partsMayLoad: Promise<void> | undefined;

/**
 * Resolves once the parts that wait for the shopper may load: at their first act, or once the
 * page starts a machine by itself (`letWaitingPartsLoad`), whichever comes first. Every change a
 * page makes by itself before that comes from a machine (a session's cart, a checkout left with
 * nothing to buy), and a router transition waits for every part still as the server rendered it.
 */
function whenWaitingPartsMayLoad(): Promise<void> {
  if (!partsMayLoad) {
    partsMayLoad = new Promise<void>((resolve) => (letPartsLoad = resolve));
    const stopWaiting = whenShopperFirstActs(letWaitingPartsLoad);
    void partsMayLoad.then(stopWaiting);
    // A press before any code had loaded (held by the document's own script) counts as the first act.
    if (shopperActedEarly()) letWaitingPartsLoad();
  }
  return partsMayLoad;
}

/**
 * False on the server, during hydration and until the parts that wait for the shopper may load;
 * true from then on. For what has no HTML of its own but answers only what the shopper or a
 * machine does (the side panel's host).
 */
export function useWaitingPartsMayLoad(): boolean {
  const [mayLoad, setMayLoad] = useState(false);
  useEffect(() => {
    let mounted = true;
    void whenWaitingPartsMayLoad().then(() => mounted && setMayLoad(true));
    return () => {
      mounted = false;
    };
  }, []);
  return mayLoad;
}

/** The page is about to change by itself (a machine starts): the parts that wait for the shopper load now. */
export function letWaitingPartsLoad(): void {
  if (!partsMayLoad) partsMayLoad = Promise.resolve();
  letPartsLoad?.();
}

/**
 * A part that is on the first paint but need not be interactive at once (an error page, the
 * footer, blocks below the fold): the server renders it into the document like the rest; the
 * browser loads its code after the page's own, or at the shopper's first act (`waitsFor`), and
 * hydrates it then. Until then React keeps the server's HTML as it is (no flash, no shift); a
 * click on one of its buttons meanwhile is held and given again once it has hydrated
 * (`early-clicks.ts`: React would drop it). In a navigation the router's transition keeps the old
 * page on screen until the part has loaded.
 *
 * The server loads every such part when it starts (`laterHydratedPartsLoaded`, awaited by the root
 * loader) and then renders it without suspending, so a streamed page's first flush holds it.
 */
export function laterHydratedPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { waitsFor = 'the page' }: { waitsFor?: LaterPartWaitsFor } = {},
): ComponentType<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= (import.meta.env.SSR || waitsFor === 'the page' ? Promise.resolve() : whenWaitingPartsMayLoad()).then(load).then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Once loaded, a thenable that answers at once: React.lazy then renders without suspending.
  const Part = lazy(() =>
    loaded ? ({ then: (resolve: (module: typeof loaded) => void) => resolve(loaded) } as Promise<NonNullable<typeof loaded>>) : start(),
  );
  if (import.meta.env.SSR) serverLoads.push(start());
  if (!import.meta.env.SSR) holdEarlyClicks();
  // Listening from now on: the shopper may act before React reaches the part.
  if (!import.meta.env.SSR && waitsFor === 'the shopper') void whenWaitingPartsMayLoad();
  // The same boundary on both sides, so the browser's lazy part hydrates the server's HTML. The
  // wrapper (`display: contents`, no box of its own) marks where held clicks belong.
  return function LaterHydrated(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    return createElement(
      'div',
      { ref: wrapper, className: 'contents', [LATER_PART_ATTRIBUTE]: LATER_PART_WAITING },
      createElement(Suspense, { fallback: null }, createElement(Part, props), createElement(HydratedSignal, { wrapper })),
    );
  };
}

/** Renders nothing; its effect runs once the boundary it sits in has hydrated (or rendered). */
function HydratedSignal({ wrapper }: { wrapper: { readonly current: HTMLDivElement | null } }) {
  useEffect(() => {
    if (wrapper.current) releaseEarlyClicks(wrapper.current);
  }, [wrapper]);
  return null;
}

/** On the server: resolves once every later-hydrated part's code is loaded (at once after the first time). */
export function laterHydratedPartsLoaded(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}
