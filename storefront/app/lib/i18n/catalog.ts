import type { ShopLocale } from '@shop/api/locale';

import type { Messages } from './intl';

/*
 * The page texts of one language travel as a static asset, not inside each page:
 * `/i18n/<locale>.<hash>.json`, named after its content so a browser and any cache keep it for
 * good and a second page (or a later visit) does not download it again
 * (docs/architecture.md "What a first load holds"). The root loader sends its address; the
 * document preloads it in its head; the browser reads it before hydrating (entry.client.tsx) and
 * on a change of language (root clientLoader).
 */

/** The catalog's address, for its locale and the hash of its content. */
export function catalogHref(locale: ShopLocale, hash: string): string {
  return `/i18n/${locale}.${hash}.json`;
}

/** The `<link>` in the document's head that names the page's catalog (`entry.client.tsx` reads it). */
export const CATALOG_LINK_SELECTOR = 'link[data-shop-catalog]';

/** Catalogs at hand, by address: on the server the ones its root loader kept, in the browser the ones it fetched. */
const catalogs = new Map<string, Messages>();

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

const loading = new Map<string, Promise<void>>();

/** Fetches the catalog at `href` once (the preload in the head has usually fetched it already). */
export function loadCatalog(href: string): Promise<void> {
  if (catalogs.has(href)) return Promise.resolve();
  let load = loading.get(href);
  if (!load) {
    load = fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`The catalog ${href} answered ${response.status}`);
        return response.json() as Promise<Messages>;
      })
      .then((messages) => keepCatalog(href, messages))
      .finally(() => loading.delete(href));
    loading.set(href, load);
  }
  return load;
}
