import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, type ListQueryOptions } from '@vendure/core';

import { NewsletterSubscription } from '../entities/newsletter-subscription.entity';
import { readNewsletterSubscription } from '../constants';
import { NewsletterService } from '../newsletter.service';

@Resolver()
export class NewsletterShopResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Mutation()
  @Allow(Permission.Public)
  async subscribeToNewsletter(@Ctx() ctx: RequestContext, @Args() args: { email: string; source?: string | null }) {
    await this.newsletter.subscribe(ctx, args.email, args.source);
    return { status: 'PENDING_CONFIRMATION' };
  }

  @Mutation()
  @Allow(Permission.Public)
  async confirmNewsletterSubscription(@Ctx() ctx: RequestContext, @Args() args: { token: string }) {
    return { status: await this.newsletter.confirm(ctx, args.token) };
  }
}

@Resolver()
export class NewsletterAdminResolver {
  constructor(private readonly newsletter: NewsletterService) {}

  @Query()
  @Allow(readNewsletterSubscription.Permission)
  newsletterSubscriptions(@Ctx() ctx: RequestContext, @Args() args: { options?: ListQueryOptions<NewsletterSubscription> }) {
    return this.newsletter.list(ctx, args.options);
  }
}
