import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '@vendure/core';

import { CatalogIndexService } from '../catalog-index.service';
import type { Suggestion } from '../matching/suggestion-matcher';
import type { QueryClosestDestinationsArgs, QueryDestinationSuggestionsArgs } from '../../../contract/shop-types';

/** A dropdown shows a handful; more than this is a listing, which `search` serves. */
const MAX_TAKE = 50;
const DEFAULT_TAKE = 8;
const DEFAULT_CLOSEST_TAKE = 6;

function boundedTake(take: number | null | undefined, fallback: number): number {
  return Math.min(Math.max(take ?? fallback, 0), MAX_TAKE);
}

@Resolver()
export class DestinationSuggestionsResolver {
  constructor(private readonly index: CatalogIndexService) {}

  @Query()
  destinationSuggestions(@Ctx() ctx: RequestContext, @Args() args: QueryDestinationSuggestionsArgs): Suggestion[] {
    return this.index.current().suggest(args.term, ctx.languageCode, boundedTake(args.take, DEFAULT_TAKE));
  }

  @Query()
  closestDestinations(@Ctx() ctx: RequestContext, @Args() args: QueryClosestDestinationsArgs): Suggestion[] {
    return this.index.current().closest(args.term, ctx.languageCode, boundedTake(args.take, DEFAULT_CLOSEST_TAKE));
  }
}
