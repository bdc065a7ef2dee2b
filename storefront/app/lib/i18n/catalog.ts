import { useSyncExternalStore } from 'react';

import type { ShopLocale } from '@shop/api/locale';

import { addMessages, textMissedFrom, type Messages } from './intl';

/*
 * The page texts of one language travel as a static asset, not inside each page:
 * `/i18n/<locale>.<hash>.json`, named after its content so a browser and any cache keep it for
 * good and a second page (or a later visit) does not download it again
 * (docs/architecture.md "What a first load holds"). The root loader sends its address; the
 * document preloads it in its head. A page a shared cache keeps also carries the texts it shows
 * (page-texts.server.ts): the browser hydrates with those at once and adds the rest of the
 * language's when the file comes (entry.client.tsx); any other page waits for the file. On a
 * change of language, the root clientLoader fetches the new file before the page renders in it.
 */

/** The catalog's address, for its locale and the hash of its content. */
export function catalogHref(locale: ShopLocale, hash: string): string {
  return `/i18n/${locale}.${hash}.json`;
}

/** The `<link>` in the document's head that names the page's catalog (`entry.client.tsx` reads it). */
export const CATALOG_LINK_SELECTOR = 'link[data-shop-catalog]';

/** The `<script>` in which a page brings the texts it shows (page-texts.server.ts). */
export const PAGE_TEXTS_SELECTOR = 'script[data-shop-page-texts]';

/** Catalogs at hand, by address: on the server the ones its root loader kept, in the browser the ones it fetched. */
const catalogs = new Map<string, Messages>();

/** Addresses of which only the page's own texts are at hand so far. */
const pageTextsOnly = new Set<string>();

const catalogChangeListeners = new Set<() => void>();

/** Calls `listener` when a catalog is replaced by a fuller one (React's `useSyncExternalStore`). */
export function subscribeToCatalogs(listener: () => void): () => void {
  catalogChangeListeners.add(listener);
  return () => catalogChangeListeners.delete(listener);
}

/** Keeps a catalog the page renders with (server: the root loader; at most one per language and build). */
export function keepCatalog(href: string, messages: Messages): void {
  catalogs.set(href, messages);
}

/** The texts of the catalog at `href`; it must have been kept or loaded first. */
export function catalogMessages(href: string): Messages {
  const messages = catalogs.get(href);
  if (!messages) throw new Error(`The catalog ${href} was not loaded before rendering`);
  return messages;
}

/** The texts of the catalog at `href`, rendering again when a fuller copy replaces them. */
export function useCatalogMessages(href: string): Messages {
  const current = () => catalogMessages(href);
  return useSyncExternalStore(subscribeToCatalogs, current, current);
}

/** Keeps the texts a page brought for the catalog at `href`: enough to hydrate it; `loadCatalog` adds the rest. */
export function keepPageTexts(href: string, texts: Messages): void {
  if (catalogs.has(href)) return;
  catalogs.set(href, texts);
  pageTextsOnly.add(href);
}

/**
 * The whole catalog joins the page's texts in place: the Intl object hydration made formats every
 * text from then on, and nothing renders again. Only when a text was asked for in between (shown
 * as its id meanwhile) does the page render again, with a new Intl object.
 */
function completeCatalog(href: string, messages: Messages): void {
  const pageTexts = catalogs.get(href);
  pageTextsOnly.delete(href);
  if (!pageTexts) return keepCatalog(href, messages);
  if (!textMissedFrom(pageTexts)) return addMessages(pageTexts, messages);
  keepCatalog(href, { ...pageTexts, ...messages });
  for (const listener of catalogChangeListeners) listener();
}

const loading = new Map<string, Promise<void>>();

/** Fetches the catalog at `href` once (the preload in the head has usually fetched it already). */
export function loadCatalog(href: string): Promise<void> {
  if (catalogs.has(href) && !pageTextsOnly.has(href)) return Promise.resolve();
  let load = loading.get(href);
  if (!load) {
    load = fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`The catalog ${href} answered ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => completeCatalog(href, messages))
      .finally(() => loading.delete(href));
    loading.set(href, load);
  }
  return load;
}
