import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { SHOP_LOCALES, toBcp47 } from '@shop/api/locale';
import { placeholders } from '@shop/design-system/lib/i18n/catalog-problems';
import { designSystemMessages } from '@shop/design-system/messages';

const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'messages');
const catalogs = Object.fromEntries(
  readdirSync(folder).map((file) => [
    path.basename(file, '.json'),
    JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>,
  ]),
);
const english = catalogs['en'] ?? {};

// Words that are the same in the other language, checked by hand: brand names and loanwords.
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'sidePanel.menu.title',
  'menu.home',
  'currency.EUR',
  'breadcrumb.home',
  'category.filters',
  'nav.destinations',
  'login.password',
  'account.nav.newsletter',
  'newsletter.heading',
  'nav.Installation',
  'nav.Faq',
  'nav.Contact',
  'nav.Blog',
  'blog.heading',
  'blog.tagHeading',
  'footer.company',
  'promises.support.title',
]);

describe('message catalogs', () => {
  it('exist for exactly the eight shop locales', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...SHOP_LOCALES].sort());
  });

  for (const locale of SHOP_LOCALES) {
    it(`${locale} has every key of English, no extra key, and valid ICU messages with the same placeholders`, () => {
      const catalog = catalogs[locale] ?? {};
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [key, message] of Object.entries(catalog)) {
        const format = new IntlMessageFormat(message, toBcp47(locale));
        expect(placeholders(format), `${locale}:${key}`).toEqual(placeholders(new IntlMessageFormat(english[key] ?? '', 'en')));
        expect(
          typeof format.format({
            region: 'X',
            name: 'Y',
            year: 2026,
            language: 'Z',
            currency: 'EUR',
            count: 2,
            page: 3,
            term: 'x',
            rating: 5,
            code: 'WELCOME10',
            perLine: 10,
            perOrder: 20,
            step: 'Billing',
            example: '75008',
            amount: '€9.99',
            digits: 3,
            min: 8,
            max: 5,
            maxMegabytes: 10,
            last4: '3220',
            email: 'a@b.c',
            what: 'x',
            reference: 'ABC123',
            date: '22/11/2026',
          }),
        ).toBe('string');
      }
    });
  }

  for (const locale of SHOP_LOCALES.filter((code) => code !== 'en')) {
    it(`${locale} is a translation, not a copy of English`, () => {
      const copied = Object.entries(catalogs[locale] ?? {})
        .filter(([key, message]) => message === english[key] && !SAME_AS_ENGLISH_ALLOWED.has(key))
        .map(([key]) => key);
      expect(copied).toEqual([]);
    });
  }

  it('English uses the spec’s own words', () => {
    expect(english['error.notFound.title']).toBe('Page not found');
    expect(english['error.notFound.heading']).toBe("We are sorry that we can't find the page, please go back or try again");
    expect(english['error.generic.title']).toBe('An error occured');
    expect(english['error.generic.description']).toBe('Please go back or try again');
    expect(english['product.title']).toBe('Best eSIM for {region}: Data Plan {name}');
  });

  it('says how many digits the card’s security code needs, in every language: 3, or 4 for Amex (issue 15)', () => {
    expect(new IntlMessageFormat(english['validation.cvv'] ?? '', 'en').format({ digits: 3 })).toBe('Needs to be 3 digits');
    for (const locale of SHOP_LOCALES) {
      // The hint is the card form's own text; the error comes from the storefront's catalog.
      const catalog = { ...designSystemMessages(locale), ...catalogs[locale] };
      for (const key of ['validation.cvv', 'CardForm.cvvHint']) {
        const format = new IntlMessageFormat(catalog[key] ?? '', toBcp47(locale));
        expect(String(format.format({ digits: 3 })), `${locale}:${key}`).toContain('3');
        expect(String(format.format({ digits: 4 })), `${locale}:${key}`).toContain('4');
        expect(String(format.format({ digits: 4 })), `${locale}:${key}`).not.toContain('3');
      }
    }
  });
});
