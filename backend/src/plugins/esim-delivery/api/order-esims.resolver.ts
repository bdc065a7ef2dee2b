import { Args, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, Order, RequestContext } from '@vendure/core';

import { appleInstallUrl, lpaString, qrCodeDataUrl } from '../activation';
import type { EsimProfile } from '../entities/esim-profile.entity';
import { toEsimStatus, type EsimStatus } from '../esim-status';
import { esimDelayOf, type EsimDelay } from '../esim-delay';
import { EsimStoreService } from '../esim-store.service';
import type { EsimUsage } from '../esim-supplier';
import { EsimUsageLinks } from '../esim-usage-links.service';
import { EsimUsageService } from '../esim-usage.service';
import type { EsimStatusUsageArgs } from '../../../contract/shop-types';

/**
 * `Order.esims`. No ownership check of its own: the field is only reachable through an Order the
 * API already let the caller see (Shop API: the active order, the customer's own orders,
 * `orderByCode` with the placing-session rule of plugins/order-access; Admin API: ReadOrder).
 * The same holds for the usage link's token: whoever may read the order may have it.
 */
@Resolver('Order')
export class OrderEsimsResolver {
  constructor(
    private readonly store: EsimStoreService,
    private readonly links: EsimUsageLinks,
  ) {}

  @ResolveField()
  esims(@Ctx() ctx: RequestContext, @Parent() order: Order): Promise<EsimProfile[]> {
    return this.store.profilesForOrder(ctx, order.id);
  }

  @ResolveField()
  esimUsageLinkToken(@Parent() order: Order): string | null {
    return this.links.tokenOf(order) ?? null;
  }

  @ResolveField()
  esimDelay(@Parent() order: Order): EsimDelay | null {
    return esimDelayOf(order);
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

  /** The profiles of Order.esims come with the relations toEsimStatus reads (esim-store.service.ts). */
  @ResolveField()
  status(@Ctx() ctx: RequestContext, @Parent() profile: EsimProfile): EsimStatus {
    return toEsimStatus(profile, ctx.languageCode);
  }
}

@Resolver('EsimStatus')
export class EsimStatusResolver {
  constructor(private readonly usageService: EsimUsageService) {}

  @ResolveField()
  async usage(@Ctx() ctx: RequestContext, @Parent() status: EsimStatus, @Args() args: EsimStatusUsageArgs): Promise<EsimUsage | null> {
    return (await this.usageService.usage(ctx, status, args.refresh === true)) ?? null;
  }
}
