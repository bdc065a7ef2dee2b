import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

import { CATALOG_LINK_SELECTOR, keepPageTexts, loadCatalog, PAGE_TEXTS_SELECTOR } from './lib/i18n/catalog';
import type { Messages } from './lib/i18n/intl';
import { warmUpBeforeHydration } from './lib/react/hydration-warm-up';

/**
 * The texts the page brought (i18n/page-texts.server.ts), taken out of the document before React
 * hydrates it; none when the page has no such block or an unreadable one (it then waits for the file).
 */
function textsInPage(): Messages | undefined {
  const block = document.querySelector(PAGE_TEXTS_SELECTOR);
  if (!block) return undefined;
  block.remove();
  try {
    return Object(JSON.parse(block.textContent ?? '')) as Messages;
  } catch {
    return undefined;
  }
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
 * (and at once when the browser is back online). A page that brought its own texts is hydrated
 * meanwhile; any other stays as the server sent it, not hydrated, until they come (and if they
 * never do): its links still work.
 */
async function loadCatalogPatiently(href: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await loadCatalog(href);
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

/**
 * A page that brought its texts hydrates with them and is given the rest of the language's when
 * they come; any other waits for the whole catalog.
 */
function textsBeforeHydration(): Promise<void> {
  // The page's catalog address, from the preload in its head (lib/i18n/catalog.ts).
  const href = document.querySelector<HTMLLinkElement>(CATALOG_LINK_SELECTOR)?.getAttribute('href');
  if (!href) return Promise.resolve();
  const texts = textsInPage();
  if (!texts) return loadCatalogPatiently(href);
  keepPageTexts(href, texts);
  loadCatalogPatiently(href).catch((error: unknown) => console.error('[catalog]', error));
  return Promise.resolve();
}

// ICU's data and the class merger's map load meanwhile, in short tasks, rather than inside hydration's first render.
Promise.all([textsBeforeHydration(), warmUpBeforeHydration(document.documentElement.lang)]).then(hydrate, (error: unknown) =>
  console.error('[catalog]', error),
);
