import { useIntl, type PrimitiveType } from 'react-intl';

import { messageId, type ComponentMessages } from './component-messages';

type KeysOf<Messages> = Messages extends ComponentMessages<infer Keys> ? Keys : never;

/** Formats one of a component's own messages in the provider's language. */
export type ComponentText<Keys extends string> = (key: Keys, values?: Record<string, PrimitiveType>) => string;

/**
 * A component's texts in the language of the nearest `IntlProvider`.
 * Pass the type of the component's messages and its namespace:
 * `useComponentText<typeof cartPanelMessages>('CartPanel')` — a type-only import, so the
 * component's bundle carries no catalog.
 */
export function useComponentText<Messages extends ComponentMessages>(namespace: Messages['namespace']): ComponentText<KeysOf<Messages>> {
  const intl = useIntl();
  return (key, values) => intl.formatMessage({ id: messageId(namespace, key) }, values);
}

/** The BCP 47 tag of the provider's language ("zh-Hant" for tw), for `Intl` formatting. */
export function useComponentLocale(): string {
  return useIntl().locale;
}
