import { Parent, ResolveField, Resolver } from '@nestjs/graphql';

import { CatalogIndexService } from '../catalog-index.service';

/** What the resolvers read of a search result: Vendure's SearchResult carries its product's id. */
interface SearchResultOfProduct {
  productId: string | number;
}

/**
 * A search result's destination and plan type, from the in-memory catalogue index: a short list
 * (related plans) shows its flags and plan types without asking the search for its facet value
 * counts, which cost a query over the whole result set.
 */
@Resolver('SearchResult')
export class SearchResultCatalogResolver {
  constructor(private readonly index: CatalogIndexService) {}

  @ResolveField()
  flagCode(@Parent() result: SearchResultOfProduct): string | null {
    return this.index.current().placeOf(String(result.productId))?.flagCode ?? null;
  }

  @ResolveField()
  planType(@Parent() result: SearchResultOfProduct): string | null {
    return this.index.current().placeOf(String(result.productId))?.planType || null;
  }
}
