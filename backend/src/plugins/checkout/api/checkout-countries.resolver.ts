import { Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { CheckoutCountryService, type CheckoutCountryView } from '../checkout-country.service';

@Resolver()
export class CheckoutCountriesResolver {
  constructor(private readonly countries: CheckoutCountryService) {}

  @Query()
  @Allow(Permission.Public)
  checkoutCountries(@Ctx() ctx: RequestContext): Promise<CheckoutCountryView[]> {
    return this.countries.list(ctx);
  }
}
