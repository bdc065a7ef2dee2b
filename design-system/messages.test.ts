import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { STOREFRONT_LOCALES } from './components/language-switcher/locales';
import { catalogProblems } from './lib/i18n/catalog-problems';
import { COMPONENT_LOCALES, flattenComponentMessages, type ComponentMessages } from './lib/i18n/component-messages';
import { COMPONENT_MESSAGES, designSystemMessages } from './messages';

const here = path.dirname(fileURLToPath(import.meta.url));
const languageTagOf = (code: string) => STOREFRONT_LOCALES.find((locale) => locale.code === code)?.lang ?? code;

/**
 * Words that read the same in another language, checked by hand: brand names, loanwords.
 * Keyed `<Namespace>.<key>`.
 */
const SAME_AS_ENGLISH_ALLOWED = new Set<string>([
  'CartSummary.subtotal',
  // Italian says "Password" (a loanword) in every login form.
  'LoginForm.password',
  'RegistrationForm.password',
  'AccountPanel.newsletter', // "Newsletter": the loanword German and Italian use.
  'ContactForm.message', // "Message": the same word in French.
  'OrderDetails.esimName', // "{name} ({position}/{count})": digits, a slash and brackets, alike in all 8 languages.
  'OrderDetails.messageCount', // "{count}/{max}": digits and a slash, alike in all 8 languages.
  'ReviewForm.destination', // "Destination": the same word in French.
  'ReviewForm.name', // "Name": the same word in German.
  // Japanese cards print the expiry as MM/YY, so the placeholder keeps the Latin letters.
  'CardForm.expiryPlaceholder',
  // "Cookies" is the word in French, Spanish, German and Dutch too.
  'CookieNotice.label',
  // French "Pages" / "Page 3" are French words.
  'Pagination.label',
  'Pagination.page',
  // "Menu" is the French, Italian and Dutch word.
  'SiteHeader.menu',
  // Dutch says "Data" for mobile data.
  'VariantPicker.data',
]);

/** Each component's catalog (`<name>.messages.json`) by the module that names it (`<name>.messages.ts`). */
function messageModules(): string[] {
  const components = path.join(here, 'components');
  return readdirSync(components, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.messages.json'))
    .map((file) => path.join(components, file.replace(/\.json$/, '.ts')))
    .sort();
}

/** One component's catalog per language, with the ids the page's catalog gives it. */
function byLocale(messages: ComponentMessages): Record<string, Record<string, string>> {
  return Object.fromEntries(COMPONENT_LOCALES.map((locale) => [locale, flattenComponentMessages([messages], locale)]));
}

describe('design-system component catalogs', () => {
  it('names and lists every component’s catalog once', async () => {
    const listed = new Set(COMPONENT_MESSAGES);
    const found: ComponentMessages[] = [];
    for (const file of messageModules()) {
      const module = (await import(/* @vite-ignore */ file)) as Record<string, ComponentMessages>;
      found.push(...Object.values(module));
    }
    expect(found.filter((messages) => !listed.has(messages)).map((messages) => messages.namespace)).toEqual([]);
    expect(COMPONENT_MESSAGES.length).toBe(found.length);
  });

  it('gives each component its own namespace', () => {
    const namespaces = COMPONENT_MESSAGES.map((messages) => messages.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  for (const messages of COMPONENT_MESSAGES) {
    it(`${messages.namespace}: all 8 languages, same keys and placeholders as English, valid ICU, translated`, () => {
      expect(Object.keys(messages.catalog).sort()).toEqual([...COMPONENT_LOCALES].sort());
      expect(catalogProblems(byLocale(messages), { languageTagOf, sameAsEnglishAllowed: SAME_AS_ENGLISH_ALLOWED })).toEqual([]);
    });
  }

  it('flattens one language into `<Namespace>.<key>` ids', () => {
    const french = designSystemMessages('fr');
    const count = COMPONENT_MESSAGES.reduce((total, messages) => total + Object.keys(messages.catalog.en).length, 0);
    expect(Object.keys(french)).toHaveLength(count);
  });
});
