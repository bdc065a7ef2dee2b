import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { CATALOG_LINK_SELECTOR, loadCatalog } from './lib/catalog';

/** The page's texts are a static asset its head preloads (lib/catalog.ts): hydration renders with them. */
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

// A catalog that cannot be fetched (offline after the HTML came) leaves the server's page as it is, not hydrated: its links still work.
loadPageCatalog().then(hydrate, (error: unknown) => console.error('[catalog]', error));
