import path from 'node:path';

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { getCatalogs, type CatalogType } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';

import { SHOP_LANGUAGES } from '../src/seed/languages';

/*
 * The staff screens' words (the dashboard extensions of backend/src/plugins/<plugin>/dashboard/):
 * every text the code marks is in its plugin's catalog, translated in the 8 languages with the same
 * placeholders, and nothing else is; and the catalogs change none of Vendure's own screens (the
 * dashboard merges every catalog into one per language, so an id in two catalogs must read the same).
 * `npm run dashboard:i18n` brings a catalog in line with the code; the translations are written by hand.
 */

const BACKEND = path.resolve(import.meta.dirname, '..');
const VENDURE_DASHBOARD = path.resolve(BACKEND, '../node_modules/@vendure/dashboard');

interface Plugin {
  name: string;
  /** The messages the code marks, by id (a hash of the English, or the id it names). */
  extracted: Record<string, { message?: string }>;
  /** Each language's catalog as checked in, obsolete entries left out. */
  languages: Record<string, CatalogType>;
}

let plugins: Plugin[] = [];
const vendure: Record<string, CatalogType> = {};

/** A catalog as checked in, obsolete entries left out; none at all when the file is missing. */
const current = (catalog: CatalogType | undefined): CatalogType =>
  Object.fromEntries(Object.entries(catalog ?? {}).filter(([, entry]) => !entry.obsolete));

beforeAll(async () => {
  const config = getConfig({ configPath: path.join(BACKEND, 'lingui.config.mjs'), skipValidation: true });
  plugins = await Promise.all(
    (await getCatalogs(config)).map(async (catalog) => {
      const languages: Record<string, CatalogType> = {};
      for (const language of SHOP_LANGUAGES) languages[language] = current(await catalog.read(language));
      return {
        name: path.relative(path.join(BACKEND, 'src/plugins'), catalog.path).split(path.sep)[0] ?? catalog.path,
        extracted: (await catalog.collect()) ?? {},
        languages,
      };
    }),
  );
  const [vendureCatalog] = await getCatalogs(
    getConfig({ configPath: path.join(VENDURE_DASHBOARD, 'lingui.config.js'), skipValidation: true }),
  );
  if (!vendureCatalog) throw new Error("Vendure's dashboard has no catalog");
  for (const language of SHOP_LANGUAGES) vendure[language] = await vendureCatalog.read(language);
}, 60_000);

/** The names of an ICU message's arguments, each with its kind (a plural's branches included). */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date) found.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type}`);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

describe('the dashboard extensions’ catalogs', () => {
  it('cover every plugin with staff screens', () => {
    expect(plugins.map((plugin) => plugin.name).sort()).toEqual(expect.arrayContaining(['contact', 'content', 'reviews']));
    for (const plugin of plugins) expect(Object.keys(plugin.extracted).length, plugin.name).toBeGreaterThan(0);
  });

  it('hold exactly the texts the code marks, in each of the 8 languages', () => {
    for (const plugin of plugins) {
      const ids = Object.keys(plugin.extracted).sort();
      for (const language of SHOP_LANGUAGES) {
        expect(Object.keys(plugin.languages[language] ?? {}).sort(), `${plugin.name} ${language}: run npm run dashboard:i18n`).toEqual(ids);
      }
    }
  });

  it('translate every text with the English one’s placeholders', () => {
    for (const plugin of plugins) {
      for (const [id, entry] of Object.entries(plugin.languages['en'] ?? {})) {
        const english = entry.translation || entry.message || id;
        for (const language of SHOP_LANGUAGES) {
          const translation = plugin.languages[language]?.[id]?.translation ?? '';
          expect(translation.trim(), `${plugin.name} ${language}: ${english}`).not.toBe('');
          expect(argumentsOf(translation), `${plugin.name} ${language}: ${english}`).toEqual(argumentsOf(english));
        }
      }
    }
  });

  it('change none of Vendure’s own translations, and agree with one another', () => {
    const seen = new Map<string, { plugin: string; translations: Record<string, string | undefined> }>();
    for (const plugin of plugins) {
      for (const id of Object.keys(plugin.languages['en'] ?? {})) {
        const translations = Object.fromEntries(
          SHOP_LANGUAGES.map((language) => [language, plugin.languages[language]?.[id]?.translation]),
        );
        for (const language of SHOP_LANGUAGES) {
          const vendures = vendure[language]?.[id]?.translation;
          if (vendures) expect(translations[language], `${plugin.name} ${language} ${id}: Vendure says "${vendures}"`).toBe(vendures);
        }
        const earlier = seen.get(id);
        if (earlier) expect(translations, `${id} in ${plugin.name} and ${earlier.plugin}`).toEqual(earlier.translations);
        else seen.set(id, { plugin: plugin.name, translations });
      }
    }
  });
});
