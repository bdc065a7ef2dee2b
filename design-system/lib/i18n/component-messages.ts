/**
 * The texts a design-system component owns, in the eight shop languages.
 *
 * Each component keeps its ICU messages beside its code, as data: `<component>.messages.json`
 * (`{ en: {...}, fr: {...}, ... }`), given its namespace by `<component>.messages.ts`.
 * `designSystemMessages(locale)` gathers one language of all of them for react-intl's
 * `IntlProvider`, the one locale provider, under ids `<Namespace>.<key>`.
 * Components only import the *type* of their messages (see `useComponentText`), so a
 * page ships the active language alone, inside the catalog the server sends.
 */

/** The shop's languages (spec §9), by their storefront code. */
export const COMPONENT_LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] as const;
export type ComponentLocale = (typeof COMPONENT_LOCALES)[number];

/** English decides the keys; every other language must give those keys (`messages.test.ts` refuses more). */
export type ComponentCatalog<Keys extends string> = { readonly en: Readonly<Record<Keys, string>> } & {
  readonly [Locale in Exclude<ComponentLocale, 'en'>]: Readonly<Record<NoInfer<Keys>, string>>;
};

export interface ComponentMessages<Keys extends string = string> {
  /** Prefix of the ids in the shared catalog: the component's name, e.g. `CartPanel`. */
  readonly namespace: string;
  readonly catalog: ComponentCatalog<Keys>;
}

/**
 * Names a component's catalog (its JSON module); TypeScript refuses a missing language or a
 * language that misses one of English's keys.
 */
export function defineComponentMessages<const Namespace extends string, Keys extends string>(
  namespace: Namespace,
  catalog: ComponentCatalog<Keys>,
): ComponentMessages<Keys> & { readonly namespace: Namespace } {
  return { namespace, catalog };
}

/** The id a message has in the shared catalog. */
export function messageId(namespace: string, key: string): string {
  return `${namespace}.${key}`;
}

/** One language of many components' messages, flattened into catalog ids. */
export function flattenComponentMessages(all: readonly ComponentMessages[], locale: ComponentLocale): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const { namespace, catalog } of all) {
    for (const [key, message] of Object.entries(catalog[locale])) flat[messageId(namespace, key)] = message;
  }
  return flat;
}
