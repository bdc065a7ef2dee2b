import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext } from '@vendure/core';

import { readNewsletterSubscription } from '../constants';
import { NewsletterService } from '../newsletter.service';
import type { MutationConfirmNewsletterSubscriptionArgs, MutationSubscribeToNewsletterArgs } from '../../../contract/shop-types';
import type { QueryNewsletterSubscriptionsArgs } from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';

@Resolver()
export class NewsletterShopResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Mutation()
  @Allow(Permission.Public)
  async subscribeToNewsletter(@Ctx() ctx: RequestContext, @Args() args: MutationSubscribeToNewsletterArgs) {
    await this.newsletter.subscribe(ctx, args.email, args.source);
    return { status: 'PENDING_CONFIRMATION' };
  }

  @Mutation()
  @Allow(Permission.Public)
  async confirmNewsletterSubscription(@Ctx() ctx: RequestContext, @Args() args: MutationConfirmNewsletterSubscriptionArgs) {
    return { status: await this.newsletter.confirm(ctx, args.token) };
  }
}

@Resolver()
export class NewsletterAdminResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Query()
  @Allow(readNewsletterSubscription.Permission)
  newsletterSubscriptions(@Ctx() ctx: RequestContext, @Args() args: QueryNewsletterSubscriptionsArgs) {
    return this.newsletter.list(ctx, listQueryOptions(args.options));
  }
}
