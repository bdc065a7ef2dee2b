import { lazy, type ComponentType } from 'react';

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
