import { Args, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { Allow, Ctx, Permission, RequestContext, Transaction } from '@vendure/core';

import { CommunityService, contactAttachmentUrl, reviewPictureUrl } from '../community.service';
import type { ContactMessage } from '../entities/contact-message.entity';
import type { ShopReview } from '../entities/shop-review.entity';
import { moderateReviewPermission, readContactMessagePermission } from '../permissions';
import type { QueryApprovedReviewsArgs } from '../../../contract/shop-types';
import type {
  MutationApproveShopReviewArgs,
  MutationApproveShopReviewsArgs,
  MutationRejectShopReviewArgs,
  MutationRejectShopReviewsArgs,
  QueryContactMessageArgs,
  QueryContactMessagesArgs,
  QueryShopReviewArgs,
  QueryShopReviewsArgs,
} from '../../../contract/admin-types';
import { listQueryOptions } from '../../../contract/list-options';

@Resolver()
export class ShopReviewsResolver {
  constructor(private readonly community: CommunityService) {}

  @Query()
  @Allow(Permission.Public)
  approvedReviews(@Ctx() ctx: RequestContext, @Args() args: QueryApprovedReviewsArgs) {
    return this.community.approvedReviews(ctx, args.options ?? {});
  }

  @Query()
  @Allow(Permission.Public)
  reviewSummary(@Ctx() ctx: RequestContext) {
    return this.community.reviewSummary(ctx);
  }
}

@Resolver()
export class AdminReviewsResolver {
  constructor(private readonly community: CommunityService) {}

  @Query()
  @Allow(moderateReviewPermission.Permission)
  shopReviews(@Ctx() ctx: RequestContext, @Args() args: QueryShopReviewsArgs) {
    return this.community.reviewsForStaff(ctx, listQueryOptions(args.options));
  }

  @Query()
  @Allow(moderateReviewPermission.Permission)
  shopReview(@Ctx() ctx: RequestContext, @Args() args: QueryShopReviewArgs) {
    return this.community.reviewForStaff(ctx, args.id);
  }

  @Query()
  @Allow(readContactMessagePermission.Permission)
  contactMessages(@Ctx() ctx: RequestContext, @Args() args: QueryContactMessagesArgs) {
    return this.community.contactMessages(ctx, listQueryOptions(args.options));
  }

  @Query()
  @Allow(readContactMessagePermission.Permission)
  contactMessage(@Ctx() ctx: RequestContext, @Args() args: QueryContactMessageArgs) {
    return this.community.contactMessage(ctx, args.id);
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  async approveShopReview(@Ctx() ctx: RequestContext, @Args() args: MutationApproveShopReviewArgs) {
    return (await this.community.moderate(ctx, [args.id], 'approved'))[0] ?? null;
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  async rejectShopReview(@Ctx() ctx: RequestContext, @Args() args: MutationRejectShopReviewArgs) {
    return (await this.community.moderate(ctx, [args.id], 'rejected'))[0] ?? null;
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  approveShopReviews(@Ctx() ctx: RequestContext, @Args() args: MutationApproveShopReviewsArgs) {
    return this.community.moderate(ctx, args.ids, 'approved');
  }

  @Transaction()
  @Mutation()
  @Allow(moderateReviewPermission.Permission)
  rejectShopReviews(@Ctx() ctx: RequestContext, @Args() args: MutationRejectShopReviewsArgs) {
    return this.community.moderate(ctx, args.ids, 'rejected');
  }
}

/** The staff's view of a review: its destination in the dashboard's language, its picture's address. */
@Resolver('ShopReview')
export class ShopReviewFieldsResolver {
  constructor(private readonly community: CommunityService) {}

  @ResolveField()
  destination(@Ctx() ctx: RequestContext, @Parent() review: ShopReview) {
    return this.community.destinationOf(ctx, review);
  }

  @ResolveField()
  picture(@Parent() review: ShopReview) {
    const { pictureStoredName, pictureWidth, pictureHeight } = review;
    return pictureStoredName && pictureWidth && pictureHeight
      ? { url: reviewPictureUrl(pictureStoredName), width: pictureWidth, height: pictureHeight }
      : null;
  }
}

/** A message's attachment as one object, with where staff download it. */
@Resolver('ContactMessage')
export class ContactMessageFieldsResolver {
  @ResolveField()
  attachment(@Parent() message: ContactMessage) {
    const { attachmentStoredName: storedName, attachmentOriginalName, attachmentMimeType, attachmentSize } = message;
    if (!storedName || !attachmentMimeType || attachmentSize === null) return null;
    return {
      storedName,
      originalName: attachmentOriginalName ?? storedName,
      mimeType: attachmentMimeType,
      size: attachmentSize,
      url: contactAttachmentUrl(storedName),
    };
  }
}
