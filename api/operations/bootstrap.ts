import type { CallOptions, ShopClient } from '../client';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { isShelf } from './catalog/shelves';

const BOOTSTRAP_DOCUMENT = graphql(`
  query Bootstrap {
    activeChannel { defaultLanguageCode availableLanguageCodes defaultCurrencyCode availableCurrencyCodes }
    collections(options: { topLevelOnly: true }) { items { id name slug } }
  }
`);

export interface MenuItem {
  label: string;
  slug: string;
}

export interface Bootstrap {
  menuItems: MenuItem[];
  channel: ResultOf<typeof BOOTSTRAP_DOCUMENT>['activeChannel'];
}

/** Spec §7 bootstrap: the menu items (top-level categories, translated; no shelf) and the channel's languages and currencies. */
export async function bootstrap(client: ShopClient, options: CallOptions = {}): Promise<Bootstrap> {
  const response = await requestTyped(client, 'bootstrap', BOOTSTRAP_DOCUMENT, {}, options);
  return {
    menuItems: response.collections.items.filter(({ slug }) => !isShelf(slug)).map(({ name, slug }) => ({ label: name, slug })),
    channel: response.activeChannel,
  };
}
