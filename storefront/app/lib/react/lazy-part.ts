import { createElement, lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

import { holdEarlyClicks, LATER_PART_ATTRIBUTE, LATER_PART_WAITING, releaseEarlyClicks } from './early-clicks';

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
 * A part that is on the first paint but need not be interactive at once (an error page, the
 * footer, blocks below the fold): the server renders it into the document like the rest; the
 * browser loads its code after the page's own and hydrates it then. Until then React keeps the
 * server's HTML as it is (no flash, no shift); a click on one of its buttons meanwhile is held and
 * given again once it has hydrated (`early-clicks.ts`: React would drop it). In a navigation the
 * router's transition keeps the old page on screen until the part has loaded.
 *
 * The server loads every such part when it starts (`laterHydratedPartsLoaded`, awaited by the root
 * loader) and then renders it without suspending, so a streamed page's first flush holds it.
 */
export function laterHydratedPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: { default: ComponentType<Props> } | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then(
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
