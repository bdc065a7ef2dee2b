import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, RequestContext } from '@vendure/core';

import { appleInstallUrl, lpaString, qrCodeDataUrl } from '../activation';
import type { EsimProfile } from '../entities/esim-profile.entity';
import { EsimStoreService } from '../esim-store.service';

/**
 * `Order.esims`. No ownership check of its own: the field is only reachable through an Order the
 * API already let the caller see (Shop API: the active order, the customer's own orders,
 * `orderByCode` with the placing-session rule of plugins/order-access; Admin API: ReadOrder).
 */
@Resolver('Order')
export class OrderEsimsResolver {
  constructor(private readonly store: EsimStoreService) {}

  @ResolveField()
  esims(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<EsimProfile[]> {
    return this.store.profilesForOrder(ctx, order.id);
  }
}

@Resolver('EsimProfile')
export class EsimProfileResolver {
  @ResolveField()
  lpaString(@Parent() profile: EsimProfile): string {
    return lpaString(profile);
  }

  @ResolveField()
  appleInstallUrl(@Parent() profile: EsimProfile): string {
    return appleInstallUrl(lpaString(profile));
  }

  @ResolveField()
  qrCodeDataUrl(@Parent() profile: EsimProfile): Promise<string> {
    return qrCodeDataUrl(lpaString(profile));
  }
}
