import type { ShopLocale } from '@shop/api/locale';
import { designSystemMessages } from '@shop/design-system/messages';

export type Messages = Record<string, string>;

// One dynamic import per locale: the server build keeps each catalog in its own chunk,
// and only the active one travels to the browser inside the root loader's data.
const loaders: Record<ShopLocale, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
  es: () => import('./messages/es.json'),
  it: () => import('./messages/it.json'),
  de: () => import('./messages/de.json'),
  nl: () => import('./messages/nl.json'),
  ja: () => import('./messages/ja.json'),
  tw: () => import('./messages/tw.json'),
};

/** The storefront's page texts plus the design system's component texts, in one language. */
export async function loadMessages(locale: ShopLocale): Promise<Messages> {
  return { ...designSystemMessages(locale), ...(await loaders[locale]()).default };
}
