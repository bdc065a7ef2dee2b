import type { SearchResult } from '@vendure/common/lib/generated-types';
import type { ID } from '@vendure/common/lib/shared-types';
import type { Injector, RequestContext, SearchStrategy } from '@vendure/core';

import { CatalogIndexService } from '../catalog-index.service';
import type { CatalogDirectory } from '../matching/catalog-directory';

/** Vendure's SearchInput as the strategies receive it (its own type is not exported). */
export type StrategySearchInput = Parameters<SearchStrategy['getSearchResults']>[1];

/**
 * What the built-in strategy is asked instead of the term, with the matched products best first
 * (none for a term with nothing to match on), or that nothing matches.
 */
type Narrowed = { input: StrategySearchInput; ranking?: readonly string[] } | 'nothing';

/**
 * The Shop API's `search` with the search bar's matcher for its `term` (issue 19): a listing
 * searched by "日本", "españa", "usa" or "japo" lists what the suggestions offer, in any shop
 * language whatever the request's. The term is turned into the matched destinations' `destination`
 * facet values, and everything else (facets, collections, prices, currency, language, paging, the
 * chosen sort) stays with the database's own strategy over the search index, which remains the
 * one source of listings. Without a chosen sort, results keep the matcher's order.
 *
 * Left to the built-in strategy: the Admin API (staff search SKUs and descriptions), and a term
 * while the catalogue index is empty (a failed first build), so a listing is never emptied by it.
 */
export class DestinationSearchStrategy implements SearchStrategy {
  private index: Pick<CatalogIndexService, 'current'> | undefined;

  constructor(private readonly builtIn: SearchStrategy) {}

  async init(injector: Injector): Promise<void> {
    await this.builtIn.init?.(injector);
    this.index = injector.get(CatalogIndexService);
  }

  async destroy(): Promise<void> {
    await this.builtIn.destroy?.();
  }

  /** For tests: the index without Nest. */
  static withIndex(builtIn: SearchStrategy, index: Pick<CatalogIndexService, 'current'>): DestinationSearchStrategy {
    const strategy = new DestinationSearchStrategy(builtIn);
    strategy.index = index;
    return strategy;
  }

  async getSearchResults(ctx: RequestContext, input: StrategySearchInput, enabledOnly: boolean): Promise<SearchResult[]> {
    const narrowed = this.narrow(ctx, input);
    if (narrowed === undefined) return this.builtIn.getSearchResults(ctx, input, enabledOnly);
    if (narrowed === 'nothing') return [];
    const chosenSort = Boolean(input.sort?.name ?? input.sort?.price);
    if (!narrowed.ranking || chosenSort || !input.groupByProduct) return this.builtIn.getSearchResults(ctx, narrowed.input, enabledOnly);
    return this.byRelevance(ctx, input, narrowed.input, narrowed.ranking, enabledOnly);
  }

  async getTotalCount(ctx: RequestContext, input: StrategySearchInput, enabledOnly: boolean): Promise<number> {
    const narrowed = this.narrow(ctx, input);
    if (narrowed === undefined) return this.builtIn.getTotalCount(ctx, input, enabledOnly);
    if (narrowed === 'nothing') return 0;
    return this.builtIn.getTotalCount(ctx, narrowed.input, enabledOnly);
  }

  async getFacetValueIds(ctx: RequestContext, input: StrategySearchInput, enabledOnly: boolean): Promise<Map<ID, number>> {
    const narrowed = this.narrow(ctx, input);
    if (narrowed === undefined) return this.builtIn.getFacetValueIds(ctx, input, enabledOnly);
    if (narrowed === 'nothing') return new Map();
    return this.builtIn.getFacetValueIds(ctx, narrowed.input, enabledOnly);
  }

  async getCollectionIds(ctx: RequestContext, input: StrategySearchInput, enabledOnly: boolean): Promise<Map<ID, number>> {
    const narrowed = this.narrow(ctx, input);
    if (narrowed === undefined) return this.builtIn.getCollectionIds(ctx, input, enabledOnly);
    if (narrowed === 'nothing') return new Map();
    return this.builtIn.getCollectionIds(ctx, narrowed.input, enabledOnly);
  }

  /**
   * The matcher's order for a listing of products. The matched products are at most the
   * catalogue's (one row each when grouped), so all of them are read and the page is cut here.
   */
  private async byRelevance(
    ctx: RequestContext,
    input: StrategySearchInput,
    narrowedInput: StrategySearchInput,
    ranking: readonly string[],
    enabledOnly: boolean,
  ): Promise<SearchResult[]> {
    const all = await this.builtIn.getSearchResults(ctx, { ...narrowedInput, skip: 0, take: ranking.length }, enabledOnly);
    const rankOf = new Map(ranking.map((id, rank) => [id, rank]));
    const last = ranking.length;
    const ranked = all
      .map((result) => ({ result, rank: rankOf.get(String(result.productId)) ?? last }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ result, rank }) => ({ ...result, score: last - rank }));
    const skip = Math.max(0, input.skip ?? 0);
    return ranked.slice(skip, skip + (input.take ?? DEFAULT_TAKE));
  }

  /** undefined: the built-in strategy answers the input as it is. */
  private narrow(ctx: RequestContext, input: StrategySearchInput): Narrowed | undefined {
    if (!input.term?.trim() || ctx.apiType !== 'shop') return undefined;
    const directory = this.index?.current();
    if (!directory || directory.size === 0) return undefined;
    return narrowedByTerm(directory, input, ctx.languageCode);
  }
}

/** Vendure's own default page size for `search` without `take`. */
const DEFAULT_TAKE = 25;

/**
 * The input without its term, narrowed to the destinations the matcher finds for it, or
 * 'nothing' when it finds none. A term with nothing to match on ("!!!", "eSIM") lists
 * everything, as an empty term does.
 */
export function narrowedByTerm(
  directory: Pick<CatalogDirectory, 'listingMatch'>,
  input: StrategySearchInput,
  languageCode: string,
): Narrowed {
  const { term, ...rest } = input;
  const match = directory.listingMatch(term ?? '', languageCode);
  if (match === 'blank') return { input: rest };
  if (match.productIds.length === 0) return 'nothing';
  return {
    input: { ...rest, facetValueFilters: [...(rest.facetValueFilters ?? []), { or: match.destinationValueIds }] },
    ranking: match.productIds,
  };
}
