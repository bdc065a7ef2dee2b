import type { SearchResult } from '@vendure/common/lib/generated-types';
import type { ID } from '@vendure/common/lib/shared-types';
import type { RequestContext, SearchStrategy } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import { CatalogDirectory } from '../src/plugins/catalog/matching/catalog-directory';
import {
  DestinationSearchStrategy,
  narrowedByTerm,
  type StrategySearchInput,
} from '../src/plugins/catalog/search/destination-search-strategy';
import { destinationRecords } from './support/catalogue';

const records = destinationRecords();
const directory = new CatalogDirectory(records, [], 'en');
const valueIdOf = (code: string) => records.find((record) => record.flagCode === code)?.destinationValueId;
const productIdOf = (code: string) => records.find((record) => record.flagCode === code)?.productId;

/** Stands in for Vendure's SQL strategy: answers from the records, honouring facet filters and paging. */
class RecordingStrategy implements SearchStrategy {
  readonly inputs: StrategySearchInput[] = [];

  getSearchResults(_ctx: RequestContext, input: StrategySearchInput): Promise<SearchResult[]> {
    this.inputs.push(input);
    const skip = input.skip ?? 0;
    return Promise.resolve(this.matching(input).slice(skip, skip + (input.take ?? 25)));
  }

  getTotalCount(_ctx: RequestContext, input: StrategySearchInput): Promise<number> {
    this.inputs.push(input);
    return Promise.resolve(this.matching(input).length);
  }

  getFacetValueIds(_ctx: RequestContext, input: StrategySearchInput): Promise<Map<ID, number>> {
    this.inputs.push(input);
    return Promise.resolve(new Map(this.matching(input).map((result) => [result.facetValueIds[0] ?? '', 1])));
  }

  getCollectionIds(_ctx: RequestContext, input: StrategySearchInput): Promise<Map<ID, number>> {
    this.inputs.push(input);
    return Promise.resolve(new Map());
  }

  /** In insertion order (Vendure's without a sort), filtered by every OR group of facetValueFilters. */
  private matching(input: StrategySearchInput): SearchResult[] {
    const groups = input.facetValueFilters ?? [];
    return records
      .filter((record) => groups.every((group) => group.or?.includes(record.destinationValueId) ?? true))
      .map((record) => ({ productId: record.productId, facetValueIds: [record.destinationValueId], score: 0 }) as unknown as SearchResult);
  }
}

function shopCtx(languageCode: string, apiType: 'shop' | 'admin' = 'shop'): RequestContext {
  // only the fields the strategy reads
  return { apiType, languageCode } as unknown as RequestContext;
}

function strategyOver(index = directory) {
  const builtIn = new RecordingStrategy();
  return { builtIn, strategy: DestinationSearchStrategy.withIndex(builtIn, { current: () => index }) };
}

describe('narrowedByTerm', () => {
  it('replaces the term by the matched destinations, keeping the other filters', () => {
    const narrowed = narrowedByTerm(directory, { term: '日本', groupByProduct: true, facetValueFilters: [{ or: ['7'] }], take: 12 }, 'ja');
    expect(narrowed).toEqual({
      input: { groupByProduct: true, facetValueFilters: [{ or: ['7'] }, { or: [valueIdOf('jp')] }], take: 12 },
      ranking: [productIdOf('jp')],
    });
  });

  it('says nothing matches a term no destination answers to', () => {
    expect(narrowedByTerm(directory, { term: 'atlantis' }, 'en')).toBe('nothing');
  });

  it('lists everything for a term with nothing to match on, as for an empty term', () => {
    expect(narrowedByTerm(directory, { term: '!!!', take: 5 }, 'en')).toEqual({ input: { take: 5 } });
    expect(narrowedByTerm(directory, { term: 'eSIM' }, 'en')).toEqual({ input: {} });
  });

  it('gives each product its own destination value, so narrowing by value is narrowing by product', () => {
    expect(new Set(records.map((record) => record.flagCode)).size).toBe(records.length);
  });
});

describe('DestinationSearchStrategy', () => {
  it.each([
    ['日本', 'ja', 'jp'],
    ['日本', 'zh_Hant', 'jp'],
    ['タイ', 'en', 'th'],
    ['españa', 'fr', 'es'],
    ['österr', 'nl', 'at'],
    ['japo', 'it', 'jp'],
    ['usa', 'de', 'us'],
  ])('lists %s in %s with the matcher', async (term, language, code) => {
    const { strategy } = strategyOver();
    const results = await strategy.getSearchResults(shopCtx(language), { term, groupByProduct: true }, true);
    expect(results.map((result) => result.productId)[0]).toBe(productIdOf(code));
  });

  it('keeps the matcher order without a chosen sort, pages after ranking and counts all matches', async () => {
    const { strategy } = strategyOver();
    const ranking = directory.listingMatch('guinea', 'en');
    if (ranking === 'blank') throw new Error('guinea is a term');
    const page1 = await strategy.getSearchResults(shopCtx('en'), { term: 'guinea', groupByProduct: true, take: 2, skip: 0 }, true);
    const page2 = await strategy.getSearchResults(shopCtx('en'), { term: 'guinea', groupByProduct: true, take: 2, skip: 2 }, true);
    expect([...page1, ...page2].map((result) => result.productId)).toEqual(ranking.productIds.slice(0, 4));
    expect(page1[0]?.score).toBeGreaterThan(page2[0]?.score ?? Infinity);
    expect(await strategy.getTotalCount(shopCtx('en'), { term: 'guinea', groupByProduct: true }, true)).toBe(ranking.productIds.length);
  });

  it('leaves a chosen sort and its paging to the built-in strategy', async () => {
    const { strategy, builtIn } = strategyOver();
    await strategy.getSearchResults(
      shopCtx('en'),
      { term: 'guinea', groupByProduct: true, sort: { name: 'ASC' as never }, take: 2, skip: 2 },
      true,
    );
    expect(builtIn.inputs).toEqual([
      {
        groupByProduct: true,
        sort: { name: 'ASC' },
        take: 2,
        skip: 2,
        facetValueFilters: [{ or: expect.arrayContaining([valueIdOf('gn')]) }],
      },
    ]);
  });

  it('answers nothing without asking the database when nothing matches', async () => {
    const { strategy, builtIn } = strategyOver();
    const ctx = shopCtx('en');
    const input = { term: 'atlantis', groupByProduct: true };
    expect(await strategy.getSearchResults(ctx, input, true)).toEqual([]);
    expect(await strategy.getTotalCount(ctx, input, true)).toBe(0);
    expect((await strategy.getFacetValueIds(ctx, input, true)).size).toBe(0);
    expect((await strategy.getCollectionIds(ctx, input, true)).size).toBe(0);
    expect(builtIn.inputs).toEqual([]);
  });

  it('narrows facet counts to the matched destinations', async () => {
    const { strategy } = strategyOver();
    const counts = await strategy.getFacetValueIds(shopCtx('es'), { term: 'españa', groupByProduct: true }, true);
    expect([...counts.keys()]).toEqual([valueIdOf('es')]);
  });

  it('leaves the Admin API, an absent term and an empty index to the built-in strategy', async () => {
    const admin = strategyOver();
    await admin.strategy.getSearchResults(shopCtx('en', 'admin'), { term: 'SKU-1' }, false);
    expect(admin.builtIn.inputs).toEqual([{ term: 'SKU-1' }]);
    const noTerm = strategyOver();
    await noTerm.strategy.getTotalCount(shopCtx('en'), { term: '  ', take: 3 }, true);
    expect(noTerm.builtIn.inputs).toEqual([{ term: '  ', take: 3 }]);
    const empty = strategyOver(new CatalogDirectory([], [], 'en'));
    await empty.strategy.getSearchResults(shopCtx('en'), { term: 'japan' }, true);
    expect(empty.builtIn.inputs).toEqual([{ term: 'japan' }]);
  });
});
