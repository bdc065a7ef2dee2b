import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type Product, type RequestContext } from '@vendure/core';

import { CatalogIndexService } from '../catalog-index.service';
import type { DestinationView } from '../matching/catalog-directory';

@Resolver('Product')
export class ProductCatalogResolver {
  constructor(private readonly index: CatalogIndexService) {}

  @ResolveField()
  coverage(@Ctx() ctx: RequestContext, @Parent() product: Product): DestinationView[] {
    // the product's own list when it was loaded with its custom fields (always, in the Shop API)
    const codes = product.customFields?.coverageCodes ?? undefined;
    return this.index.current().coverageOf(String(product.id), ctx.languageCode, codes);
  }

  // The product's facets as the catalogue index has them: Vendure's Product.facetValues costs two
  // queries with their facets and translations, the bulk of a product page's backend time.
  @ResolveField()
  flagCode(@Parent() product: Product): string | null {
    return this.index.current().placeOf(String(product.id))?.flagCode ?? null;
  }

  @ResolveField()
  planType(@Parent() product: Product): string | null {
    return this.index.current().placeOf(String(product.id))?.planType || null;
  }

  @ResolveField()
  regionCode(@Parent() product: Product): string | null {
    return this.index.current().placeOf(String(product.id))?.region?.code ?? null;
  }

  @ResolveField()
  regionValueId(@Parent() product: Product): string | null {
    return this.index.current().placeOf(String(product.id))?.region?.valueId ?? null;
  }

  @ResolveField()
  lookAlikes(@Ctx() ctx: RequestContext, @Parent() product: Product): DestinationView[] {
    return this.index.current().lookAlikesOf(String(product.id), ctx.languageCode);
  }
}
