import { z } from '../zod';

import type { CallOptions, ShopClient } from '../client';
import { isShelf } from './shelves';

const bootstrapResponseSchema = z.object({
  activeChannel: z.object({
    defaultLanguageCode: z.string(),
    availableLanguageCodes: z.array(z.string()),
    defaultCurrencyCode: z.string().length(3),
    availableCurrencyCodes: z.array(z.string().length(3)),
  }),
  collections: z.object({
    items: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
  }),
});

const BOOTSTRAP_DOCUMENT = /* GraphQL */ `
  query Bootstrap {
    activeChannel { defaultLanguageCode availableLanguageCodes defaultCurrencyCode availableCurrencyCodes }
    collections(options: { topLevelOnly: true }) { items { id name slug } }
  }
`;

export interface MenuItem {
  label: string;
  slug: string;
}

export interface Bootstrap {
  menuItems: MenuItem[];
  channel: z.infer<typeof bootstrapResponseSchema>['activeChannel'];
}

/** Spec §7 bootstrap: the menu items (top-level categories, translated; no shelf) and the channel's languages and currencies. */
export async function bootstrap(client: ShopClient, options: CallOptions = {}): Promise<Bootstrap> {
  const response = await client.request('bootstrap', BOOTSTRAP_DOCUMENT, {}, bootstrapResponseSchema, options);
  return {
    menuItems: response.collections.items.filter(({ slug }) => !isShelf(slug)).map(({ name, slug }) => ({ label: name, slug })),
    channel: response.activeChannel,
  };
}
