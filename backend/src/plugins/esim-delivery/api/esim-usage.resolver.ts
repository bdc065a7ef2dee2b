import { Args, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, ForbiddenError, Permission, RequestContext } from '@vendure/core';

import { toEsimStatus, type EsimStatus } from '../esim-status';
import { EsimStoreService, MAX_CUSTOMER_ESIMS_PER_PAGE } from '../esim-store.service';
import { EsimUsageLinks, type EsimUsageLinkAnswer } from '../esim-usage-links.service';
import type { QueryActiveCustomerEsimsArgs, QueryEsimUsageByLinkArgs } from '../../../contract/shop-types';

const DEFAULT_ESIMS_PER_PAGE = 10;
/** Far beyond any customer's eSIMs; keeps a hostile skip a small number for the database. */
const MAX_SKIP = 100_000;

const whole = (value: number | null | undefined, fallback: number, low: number, high: number) =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(high, Math.max(low, value)) : fallback;

/**
 * The Shop API's eSIM usage queries. `activeCustomerEsims`: the logged-in customer's own eSIMs
 * (the same owner rule as their orders; logged out is FORBIDDEN, as the account's queries).
 * `esimUsageByLink`: anyone holding a genuine, unexpired link; any other token is an answer with
 * status expired or invalid, never an error.
 */
@Resolver()
export class EsimUsageResolver {
  constructor(
    private readonly store: EsimStoreService,
    private readonly links: EsimUsageLinks,
  ) {}

  @Query()
  @Allow(Permission.Owner)
  async activeCustomerEsims(
    @Ctx() ctx: RequestContext,
    @Args() args: QueryActiveCustomerEsimsArgs,
  ): Promise<{ items: EsimStatus[]; totalItems: number }> {
    const userId = ctx.activeUserId;
    if (!userId) throw new ForbiddenError();
    const skip = whole(args.options?.skip, 0, 0, MAX_SKIP);
    const take = whole(args.options?.take, DEFAULT_ESIMS_PER_PAGE, 1, MAX_CUSTOMER_ESIMS_PER_PAGE);
    const [profiles, totalItems] = await this.store.customerProfiles(ctx, userId, { skip, take });
    return { items: profiles.map((profile) => toEsimStatus(profile, ctx.languageCode)), totalItems };
  }

  @Query()
  @Allow(Permission.Public)
  esimUsageByLink(@Ctx() ctx: RequestContext, @Args() args: QueryEsimUsageByLinkArgs): Promise<EsimUsageLinkAnswer> {
    return this.links.answer(ctx, typeof args.token === 'string' ? args.token : '');
  }
}
