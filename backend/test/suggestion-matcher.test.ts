import { describe, expect, it } from 'vitest';

import { normalizeSearchText, normalizeTerm } from '../src/plugins/catalog/matching/normalize';
import { SuggestionMatcher } from '../src/plugins/catalog/matching/suggestion-matcher';
import type { DestinationRecord } from '../src/plugins/catalog/matching/destination-record';
import { destinationRecords } from './support/catalogue';

const matcher = new SuggestionMatcher(destinationRecords(), 'en');

function codes(term: string, language = 'en', take = 8): string[] {
  return matcher.suggest(term, language, take).map((suggestion) => suggestion.flagCode);
}

describe('normalizeSearchText', () => {
  it.each([
    ['España', 'espana'],
    ['États-Unis', 'etats unis'],
    ['Côte d’Ivoire', 'cote d ivoire'],
    ['Großbritannien', 'grossbritannien'],
    ['ＵＳＡ', 'usa'],
    ['  Guinea-Bissau  ', 'guinea bissau'],
    ['ドイツ', 'どいつ'],
    ['ｶﾅﾀﾞ', 'かなだ'],
    ['<script>alert(1)</script>', 'script alert 1 script'],
  ])('%s → %s', (text, normalized) => {
    expect(normalizeSearchText(text)).toBe(normalized);
  });

  it('keeps Japanese voicing marks, so ト and ド stay different letters', () => {
    expect(normalizeSearchText('ドイツ')).not.toBe(normalizeSearchText('トイツ'));
  });

  it('drops the word eSIM from a term and cuts a term no name can match', () => {
    expect(normalizeTerm('France eSIM')).toBe('france');
    expect(normalizeTerm('x'.repeat(1000)).length).toBeLessThanOrEqual(100);
  });
});

describe('SuggestionMatcher', () => {
  it('forgives case and diacritics', () => {
    expect(codes('espana', 'es')).toEqual(['es']);
    expect(codes('ESPAÑA', 'es')).toEqual(['es']);
    expect(codes('etats', 'fr')[0]).toBe('us');
    expect(codes('osterreich', 'de')).toEqual(['at']);
  });

  it('finds a destination by its name in any shop language, answering in the shopper language', () => {
    const [germany] = matcher.suggest('germany', 'ja', 8);
    expect(germany).toMatchObject({ flagCode: 'de', name: 'ドイツ eSIM', slug: 'germany', planType: 'local' });
    expect(codes('deutschland', 'fr')).toEqual(['de']);
    expect(codes('ドイツ', 'en')).toEqual(['de']);
    expect(codes('どいつ', 'ja')).toEqual(['de']);
    expect(codes('日本', 'en')).toEqual(['jp']);
    expect(codes('法國', 'zh_Hant')).toEqual(['fr']);
    expect(matcher.suggest('france', 'es', 8)[0]).toMatchObject({ name: 'Francia eSIM', slug: 'francia' });
  });

  it('knows the aliases travellers type', () => {
    expect(codes('usa')[0]).toBe('us');
    expect(codes('us')[0]).toBe('us');
    expect(codes('uk')[0]).toBe('gb');
    expect(codes('britain')).toEqual(['gb']);
    expect(codes('england')).toEqual(['gb']);
    expect(codes('uae')).toEqual(['ae']);
    expect(codes('emirates')[0]).toBe('ae');
    expect(codes('holland')).toEqual(['nl']);
    expect(codes('korea')[0]).toBe('kr');
    expect(codes('turkey')).toEqual(['tr']);
    expect(codes('america')[0]).toBe('us');
  });

  it('matches the start of any word of a name', () => {
    expect(codes('states')).toEqual(['us']);
    expect(codes('zeal')).toEqual(['nz']);
    expect(codes('kingdom')).toEqual(['gb']);
    expect(codes('bissau')).toEqual(['gw']);
    expect(codes('new zea')).toEqual(['nz']);
  });

  it('ranks exact names, then name prefixes, then word prefixes, then aliases', () => {
    // "niger" is Niger's whole name and the start of Nigeria's
    expect(codes('niger')).toEqual(['ne', 'ng']);
    // "guinea": exact; then by prefix Equatorial Guinea (es "Guinea Ecuatorial") and Guinea-Bissau,
    // alphabetically; then Papua New Guinea by a later word only
    expect(codes('guinea')).toEqual(['gn', 'gq', 'gw', 'pg']);
    // "uk": an exact alias (United Kingdom) before a name prefix (Ukraine)
    expect(codes('uk')).toEqual(['gb', 'ua']);
    // "brit": only an alias prefix (Britain) and a later word (British Virgin Islands)
    expect(codes('brit')).toEqual(['vg', 'gb']);
  });

  it('puts local plans before regional ones on a tie, then sorts alphabetically in the shopper language', () => {
    const names = matcher.suggest('south', 'en', 8).map((s) => s.name);
    // Oceania last: it matches through its alias "South Pacific" only
    expect(names).toEqual(['South Africa eSIM', 'South Korea eSIM', 'South Sudan eSIM', 'South America eSIM', 'Oceania eSIM']);
    const records: DestinationRecord[] = [
      record('2', 'zz-regional', 'regional', 'Alpha Region'),
      record('3', 'bb', 'local', 'Alpha Beta'),
      record('1', 'aa', 'local', 'Alpha Alpha'),
    ];
    const tiny = new SuggestionMatcher(records, 'en');
    expect(tiny.suggest('alpha', 'en', 8).map((s) => s.productId)).toEqual(['1', '3', '2']);
  });

  it('returns nothing for an empty or blank term and honours take', () => {
    expect(matcher.suggest('', 'en', 8)).toEqual([]);
    expect(matcher.suggest('   ', 'en', 8)).toEqual([]);
    expect(matcher.suggest('-', 'en', 8)).toEqual([]);
    expect(matcher.suggest('a', 'en', 3)).toHaveLength(3);
    expect(matcher.suggest('a', 'en', 0)).toEqual([]);
  });

  it('treats 1,000 characters and markup as plain text, without error', () => {
    expect(matcher.suggest('a'.repeat(1000), 'en', 8)).toEqual([]);
    expect(matcher.suggest('<script>alert("x")</script>', 'fr', 8)).toEqual([]);
    expect(codes('<b>france</b>')).toEqual([]);
    expect(codes('france<')[0]).toBe('fr');
  });

  it('falls back to the default language for an unknown language', () => {
    expect(matcher.suggest('japan', 'pt', 8)[0]).toMatchObject({ name: 'Japan eSIM', slug: 'japan' });
  });
});

describe('SuggestionMatcher.matchingProductIds', () => {
  it('lists every match, in the order of the suggestions', () => {
    const all = matcher.matchingProductIds('a', 'en');
    expect(all.length).toBeGreaterThan(8);
    expect(all.slice(0, 8)).toEqual(matcher.suggest('a', 'en', 8).map((s) => s.productId));
    expect(matcher.matchingProductIds('atlantis', 'en')).toEqual([]);
  });
});

describe('SuggestionMatcher.closest', () => {
  function closest(term: string, language = 'en'): string[] {
    return matcher.closest(term, language, 6).map((suggestion) => suggestion.flagCode);
  }

  it('finds names a letter or two away, in any language, nearest first', () => {
    expect(closest('frnace')[0]).toBe('fr');
    expect(closest('itlay')[0]).toBe('it');
    expect(closest('germny')[0]).toBe('de');
    expect(closest('jpaan')[0]).toBe('jp');
    expect(closest('espagna', 'fr')).toContain('es');
    expect(closest('osterriech', 'de')[0]).toBe('at');
    expect(closest('unted states')[0]).toBe('us');
  });

  it('offers nothing for a term far from every name, a letter alone or markup', () => {
    expect(closest('qqqqqqqq')).toEqual([]);
    expect(closest('x')).toEqual([]);
    expect(closest('<script>alert(1)</script>')).toEqual([]);
  });

  it('stays bounded for 1,000 characters and honours take', () => {
    expect(closest('z'.repeat(1000))).toEqual([]);
    expect(matcher.closest('fra', 'en', 2)).toHaveLength(2);
    expect(matcher.closest('fra', 'en', 0)).toEqual([]);
  });
});

function record(productId: string, flagCode: string, planType: string, name: string): DestinationRecord {
  return {
    productId,
    flagCode,
    destinationValueId: `dv-${flagCode}`,
    planType,
    translations: { en: { productName: `${name} eSIM`, slug: flagCode, destinationName: name } },
    coverage: [],
    aliases: [],
  };
}
