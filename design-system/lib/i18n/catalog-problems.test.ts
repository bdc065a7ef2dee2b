import { describe, expect, it } from 'vitest';

import { catalogProblems } from './catalog-problems';

const languageTagOf = (code: string) => code;

describe('catalogProblems', () => {
  it('finds nothing in catalogs that agree', () => {
    const catalogs = { en: { remove: 'Remove {name}' }, fr: { remove: 'Retirer {name}' } };
    expect(catalogProblems(catalogs, { languageTagOf })).toEqual([]);
  });

  it('names a missing key, an extra key, other placeholders, invalid ICU and a copy of English', () => {
    const catalogs = {
      en: { remove: 'Remove {name}', keep: 'Keep it', count: '{count} items', open: 'Open' },
      fr: { remove: 'Retirer {nom}', keep: 'Keep it', count: '{count', extra: 'En trop' },
    };
    expect(catalogProblems(catalogs, { languageTagOf })).toEqual([
      'fr: missing open',
      'fr: extra extra',
      'fr: remove has {nom} where English has {name}',
      'fr: keep is a copy of English ("Keep it")',
      expect.stringMatching(/^fr: count is not a valid ICU message/),
    ]);
  });

  it('lets a listed word read the same as English', () => {
    const catalogs = { en: { menu: 'Menu' }, fr: { menu: 'Menu' } };
    expect(catalogProblems(catalogs, { languageTagOf, sameAsEnglishAllowed: new Set(['menu']) })).toEqual([]);
  });
});
