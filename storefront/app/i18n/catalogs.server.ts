import type { ShopLocale } from '@shop/api/locale';

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

export async function loadMessages(locale: ShopLocale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
