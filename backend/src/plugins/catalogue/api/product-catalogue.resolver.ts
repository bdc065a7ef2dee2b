import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type Product, type RequestContext } from '@vendure/core';

import { CatalogueIndexService } from '../catalogue-index.service';
import type { DestinationView } from '../matching/catalogue-directory';

@Resolver('Product')
export class ProductCatalogueResolver {
  constructor(private readonly index: CatalogueIndexService) {}

  @ResolveField()
  coverage(@Ctx() ctx: RequestContext, @Parent() product: Product): DestinationView[] {
    // the product's own list when it was loaded with its custom fields (always, in the Shop API)
    const codes = product.customFields?.coverageCodes ?? undefined;
    return this.index.current().coverageOf(String(product.id), ctx.languageCode, codes);
  }

  @ResolveField()
  lookAlikes(@Ctx() ctx: RequestContext, @Parent() product: Product): DestinationView[] {
    return this.index.current().lookAlikesOf(String(product.id), ctx.languageCode);
  }
}
