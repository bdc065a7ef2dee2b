import { describe, expect, it } from 'vitest';

import { findSeedReferenceProblems } from '../src/seed/seed-references';
import type { SeedData } from '../src/seed/seed-data-schema';
import { seededCatalogue } from './support/catalogue';

const { data } = seededCatalogue();

/** A deep copy to break on purpose. */
function copy(): SeedData {
  return structuredClone(data);
}

describe('findSeedReferenceProblems', () => {
  it('finds nothing wrong in the checked-in seed data', () => {
    expect(findSeedReferenceProblems(data)).toEqual([]);
  });

  it('notices a flag-icons country that is neither sold nor excluded', () => {
    const broken = copy();
    broken.countries.regions['europe'] = (broken.countries.regions['europe'] ?? []).filter((code) => code !== 'fr');
    expect(findSeedReferenceProblems(broken)).toContainEqual(expect.stringContaining('"fr" (France)'));
  });

  it('notices a country listed in two regions', () => {
    const broken = copy();
    broken.countries.regions['asia']?.push('tr');
    expect(findSeedReferenceProblems(broken)).toContainEqual(expect.stringContaining('"tr" is in both'));
  });

  it('notices a regional plan covering another region or an unsold destination', () => {
    const broken = copy();
    broken.destinations.regional[0]?.coverage.push('jp', 'aq');
    const problems = findSeedReferenceProblems(broken);
    expect(problems).toContainEqual(expect.stringContaining('covers "jp" of region "asia"'));
    expect(problems).toContainEqual(expect.stringContaining('covers "aq", which is not sold'));
  });

  it('notices look-alikes and aliases naming destinations that are not sold', () => {
    const broken = copy();
    broken.lookAlikes.groups.push({ codes: ['kr', 'kp'], reason: 'Koreas' });
    broken.aliases.aliases['aq'] = ['Antarctica'];
    const problems = findSeedReferenceProblems(broken);
    expect(problems).toContainEqual(expect.stringContaining('"kp" is not a sold destination'));
    expect(problems).toContainEqual(expect.stringContaining('aliases: "aq"'));
  });

  it('notices one alias given to two destinations', () => {
    const broken = copy();
    broken.aliases.aliases['au'] = ['Holland'];
    expect(findSeedReferenceProblems(broken)).toContainEqual(expect.stringContaining('"Holland" names both'));
  });

  it('needs the popular shelf the home page reads, with 12 to 16 sold destinations, each once', () => {
    const popular = data.collections.find((collection) => collection.slug === 'popular');
    expect(popular?.filter).toEqual({ destinations: expect.arrayContaining(['us', 'jp', 'fr', 'eu']) });

    const missing = copy();
    missing.collections = missing.collections.filter((collection) => collection.slug !== 'popular');
    expect(findSeedReferenceProblems(missing)).toContainEqual(expect.stringContaining('needs a "popular" collection'));

    const broken = copy();
    const shelf = broken.collections.find((collection) => collection.slug === 'popular');
    if (!shelf || !('destinations' in shelf.filter)) throw new Error('popular is a shelf');
    shelf.filter.destinations.push('aq', 'jp');
    const problems = findSeedReferenceProblems(broken);
    expect(problems).toContainEqual('collection "popular": "aq" is not a sold destination');
    expect(problems).toContainEqual('collection "popular": "jp" is listed twice');

    shelf.filter.destinations = ['us', 'jp'];
    expect(findSeedReferenceProblems(broken)).toContainEqual('collection "popular": lists 2 destinations; a shelf holds 12 to 16');
  });

  it('notices a localized collection slug that does not match its English name', () => {
    const broken = copy();
    const europe = broken.collections.find((collection) => collection.slug === 'europe');
    if (!europe) throw new Error('europe collection is seeded');
    europe.slug = 'old-europe';
    expect(findSeedReferenceProblems(broken)).toContainEqual(expect.stringContaining('must slugify to the slug'));
  });
});
