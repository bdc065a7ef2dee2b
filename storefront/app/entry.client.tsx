import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { CATALOG_LINK_SELECTOR, loadCatalog } from './lib/i18n/catalog';
import { warmUpBeforeHydration } from './lib/react/hydration-warm-up';

/** The page's texts are a static asset its head preloads (lib/i18n/catalog.ts): hydration renders with them. */
async function loadPageCatalog(): Promise<void> {
  const href = document.querySelector<HTMLLinkElement>(CATALOG_LINK_SELECTOR)?.getAttribute('href');
  if (href) await loadCatalog(href);
}

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * On roaming or airport Wi-Fi the texts may fail to come once: asked again after 1, 2, 4 and 8 s
 * (and at once when the browser is back online). Meanwhile, and if it never comes, the server's
 * page stays as it is, not hydrated: its links still work.
 */
async function loadPageCatalogPatiently(): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await loadPageCatalog();
      return;
    } catch (error) {
      if (attempt === 4) throw error;
      await new Promise<void>((resolve) => {
        const retry = () => {
          window.removeEventListener('online', retry);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(retry, 1000 * 2 ** attempt);
        window.addEventListener('online', retry);
      });
    }
  }
}

// ICU's data and the class merger's map load while the texts arrive, in short tasks, rather than inside hydration's first render.
Promise.all([loadPageCatalogPatiently(), warmUpBeforeHydration(document.documentElement.lang)]).then(hydrate, (error: unknown) =>
  console.error('[catalog]', error),
);
