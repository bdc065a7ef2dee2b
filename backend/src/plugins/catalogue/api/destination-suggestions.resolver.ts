import { Args, Query, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '@vendure/core';

import { CatalogueIndexService } from '../catalogue-index.service';
import type { Suggestion } from '../matching/suggestion-matcher';

/** A dropdown shows a handful; more than this is a listing, which `search` serves. */
const MAX_TAKE = 50;
const DEFAULT_TAKE = 8;

interface SuggestionArgs {
  term: string;
  take?: number | null;
}

@Resolver()
export class DestinationSuggestionsResolver {
  constructor(private readonly index: CatalogueIndexService) {}

  @Query()
  destinationSuggestions(@Ctx() ctx: RequestContext, @Args() args: SuggestionArgs): Suggestion[] {
    const take = Math.min(Math.max(args.take ?? DEFAULT_TAKE, 0), MAX_TAKE);
    return this.index.current().suggest(args.term, ctx.languageCode, take);
  }
}
