import { describe, expect, it } from 'vitest';

import { canonicalListingQuery, listingSearch, readListingQuery } from './listing-query';

const read = (query: string) => readListingQuery(new URLSearchParams(query));

describe('listing URLs', () => {
  it('reads page, sort, term and itemsPerPage, and every other key as a facet filter', () => {
    expect(read('page=2&sort=price-asc&term=fra&itemsPerPage=24&region=europe,asia&duration=30d')).toEqual({
      page: 2,
      sort: 'price-asc',
      term: 'fra',
      itemsPerPage: 24,
      facets: { region: ['asia', 'europe'], duration: ['30d'] },
    });
  });

  it('takes the defaults: page 1, latest first, 12 per page', () => {
    expect(read('')).toEqual({ page: 1, sort: 'latest', term: '', itemsPerPage: 12, facets: {} });
  });

  it('clamps or ignores bad values instead of failing', () => {
    expect(read('page=-4&itemsPerPage=100000&sort=cheapest')).toMatchObject({ page: 1, itemsPerPage: 100, sort: 'latest' });
    expect(read('page=99999999999999&itemsPerPage=0')).toMatchObject({ page: 1, itemsPerPage: 1 });
    expect(read('page=3.5&itemsPerPage=abc')).toMatchObject({ page: 1, itemsPerPage: 12 });
    expect(read('page=1e9')).toMatchObject({ page: 1 });
    expect(read('page=123456')).toMatchObject({ page: 10_000 });
  });

  it('drops facet keys and values that are not codes, and repeats', () => {
    expect(read('region=<script>,europe,EUROPE&Bad Key=x&data-amount=5gb&data-amount=5gb').facets).toEqual({
      region: ['europe'],
      'data-amount': ['5gb'],
    });
  });

  it('takes keys named like Object members as facet codes like any other (found by the fuzzer: a 500)', () => {
    const query = readListingQuery(new URLSearchParams('constructor=1506133577&valueof=x&tostring=a,b'));
    expect(query.facets).toEqual({ constructor: ['1506133577'], valueof: ['x'], tostring: ['a', 'b'] });
  });

  it('keeps a long term to 100 characters, as text', () => {
    const term = `${'<script>alert(1)</script>'.repeat(40)}`;
    expect(read(`term=${encodeURIComponent(term)}`).term).toBe(term.slice(0, 100));
  });

  it('writes the state back without defaults, in a stable order', () => {
    expect(listingSearch({ page: 1, sort: 'latest', itemsPerPage: 12, facets: { region: ['europe'] } })).toBe('?region=europe');
    expect(listingSearch({ page: 3, sort: 'name-asc', facets: { region: ['asia', 'africa'], duration: ['7d'] }, term: 'ja' })).toBe(
      '?duration=7d&region=africa%2Casia&term=ja&sort=name-asc&page=3',
    );
    expect(listingSearch({})).toBe('');
  });

  it('round-trips', () => {
    const query = read('region=asia,africa&sort=price-desc&page=2');
    expect(read(listingSearch(query).slice(1))).toEqual(query);
  });

  it('has one canonical query per listing the page shows: the catalogue’s facets and values only, defaults left out', () => {
    const facets = [
      { code: 'region', values: ['asia', 'europe'] },
      { code: 'duration', values: ['7d', '30d'] },
    ];
    const canonical = (query: string) => canonicalListingQuery({ search: new URLSearchParams(query), facets });
    expect(canonical('region=Europe,asia,mars&r=1&utm_source=mail&sort=latest&page=1')).toBe('region=asia%2Ceurope');
    expect(canonical('colour=red&region=mars')).toBe('');
    expect(canonical('page=2&duration=7d&sort=price-asc&term=ja')).toBe('duration=7d&term=ja&sort=price-asc&page=2');
    expect(canonical('')).toBe('');
  });
});
