import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { moderateReviewPermission } from '../permissions';
import { ReviewsService, reviewPictureUrl } from '../reviews.service';
import type { ShopReview } from '../shop-review.entity';
import type { QueryApprovedReviewsArgs, QueryReviewSummaryArgs } from '../../../contract/shop-types';
import type {
  MutationApproveShopReviewArgs,
  MutationApproveShopReviewsArgs,
  MutationRejectShopReviewArgs,
  MutationRejectShopReviewsArgs,
  QueryShopReviewArgs,
  QueryShopReviewsArgs,
} from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';

@Resolver()
export class ShopReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Query()
  @Allow(Permission.Public)
  approvedReviews(@Ctx() ctx: RequestContext, @Args() args: QueryApprovedReviewsArgs) {
    return this.reviews.approvedReviews(ctx, args.options ?? {});
  }

  @Query()
  @Allow(Permission.Public)
  async reviewSummary(@Ctx() ctx: RequestContext, @Args() args: QueryReviewSummaryArgs) {
    if (args.destination == null) return this.reviews.reviewSummary(ctx);
    // A slug that names no destination has no review: nothing to count, nothing to say about it.
    const product = args.destination.length <= 255 ? await this.reviews.destination(ctx, args.destination) : undefined;
    return product ? this.reviews.reviewSummary(ctx, product) : { average: null, count: 0 };
  }
}

@Resolver()
export class AdminReviewsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @Query()
  @Allow(moderateReviewPermission.Permission)
  shopReviews(@Ctx() ctx: RequestContext, @Args() args: QueryShopReviewsArgs) {
    return this.reviews.reviewsForStaff(ctx, listQueryOptions(args.options));
  }

  @Query()
  @Allow(moderateReviewPermission.Permission)
  shopReview(@Ctx() ctx: RequestContext, @Args() args: QueryShopReviewArgs) {
    return this.reviews.reviewForStaff(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  async approveShopReview(@Ctx() ctx: RequestContext, @Args() args: MutationApproveShopReviewArgs) {
    return (await this.reviews.moderate(ctx, [args.id], 'approved'))[0] ?? null;
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  async rejectShopReview(@Ctx() ctx: RequestContext, @Args() args: MutationRejectShopReviewArgs) {
    return (await this.reviews.moderate(ctx, [args.id], 'rejected'))[0] ?? null;
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  approveShopReviews(@Ctx() ctx: RequestContext, @Args() args: MutationApproveShopReviewsArgs) {
    return this.reviews.moderate(ctx, args.ids, 'approved');
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  rejectShopReviews(@Ctx() ctx: RequestContext, @Args() args: MutationRejectShopReviewsArgs) {
    return this.reviews.moderate(ctx, args.ids, 'rejected');
  }
}

/** The staff's view of a review: its destination in the dashboard's language, its picture's address. */
@Resolver('ShopReview')
export class ShopReviewFieldsResolver {
  constructor(private readonly reviews: ReviewsService) {}

  @ResolveField()
  destination(@Ctx() ctx: RequestContext, @Parent() review: ShopReview) {
    return this.reviews.destinationOf(ctx, review);
  }

  @ResolveField()
  picture(@Parent() review: ShopReview) {
    const { pictureStoredName, pictureWidth, pictureHeight } = review;
    return pictureStoredName && pictureWidth && pictureHeight
      ? { url: reviewPictureUrl(pictureStoredName), width: pictureWidth, height: pictureHeight }
      : null;
  }
}
