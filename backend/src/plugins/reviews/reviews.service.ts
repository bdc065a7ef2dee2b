import { Injectable } from '@nestjs/common';
import {
  EventBus,
  ListQueryBuilder,
  Logger,
  Order,
  Product,
  ProductTranslation,
  TransactionalConnection,
  TranslatorService,
  UserInputError,
  type ID,
  type ListQueryOptions,
  type RequestContext,
} from '@vendure/core';
import { In } from 'typeorm';

import type { CheckedUpload } from '../form-submissions/uploads/check-upload';
import { UploadStore } from '../form-submissions/uploads/upload-store';
import { LOGGER_CTX } from './constants';
import { ShopReviewModeratedEvent, ShopReviewSubmittedEvent } from './events';
import { reviewTitleOf, type ReviewInput } from './review-rules';
import { TOO_MANY_MODERATED_KEY } from './reviews-messages';
import { ShopReview, type ShopReviewState } from './shop-review.entity';

/** The most reviews one page of the shop answers (the reviews page shows 10 at a time). */
const MAX_TAKE = 50;

/** The most reviews staff moderate at once: the dashboard's largest page (its bulk actions). */
const MAX_MODERATED_AT_ONCE = 100;

/** Staff's list when no sort is asked. */
const NEWEST_FIRST = { createdAt: 'DESC', id: 'DESC' } as const;

/**
 * Below this many approved reviews no rating is shown, for the shop or a plan: one or two reviews
 * are not a rating a shopper can trust (the count is still given).
 */
const MIN_RATED_REVIEWS = 3;

/** Orders that were paid and not taken back: what makes a reviewer a buyer of a destination. */
const BOUGHT_STATES = ['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered'];

/** The reviews' product and its names, for their destination in the request's language. */
const REVIEW_RELATIONS = ['product', 'product.translations'];

export interface ApprovedReviewView {
  id: ID;
  authorName: string;
  title: string | null;
  message: string;
  rating: number;
  verifiedPurchase: boolean;
  createdAt: Date;
  destination: { slug: string; name: string };
  picture: { url: string; width: number; height: number } | null;
}

export function reviewPictureUrl(storedName: string): string {
  return `/uploads/reviews/${storedName}`;
}

function page(options: { skip?: number | null; take?: number | null }, defaultTake: number): { skip: number; take: number } {
  return {
    skip: Math.max(0, Math.floor(options.skip ?? 0)),
    take: Math.min(MAX_TAKE, Math.max(1, Math.floor(options.take ?? defaultTake))),
  };
}

/**
 * Reviews: stored with their picture as one unit (the file is written only after every check
 * passed and removed again if the row cannot be saved), staff notified through an event the
 * EmailPlugin turns into mail, listed for moderation and, once approved, for the shop.
 */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly translator: TranslatorService,
    private readonly eventBus: EventBus,
    private readonly listQueryBuilder: ListQueryBuilder,
    private readonly uploads: UploadStore,
  ) {}

  /** An enabled product of this channel by its slug in any language (a review's destination). */
  async destination(ctx: RequestContext, slug: string): Promise<Product | undefined> {
    const translations = await this.connection
      .getRepository(ctx, ProductTranslation)
      .find({ where: { slug }, relations: { base: { channels: true } } });
    const product = translations
      .map((translation) => translation.base)
      .find((base) => base.enabled && !base.deletedAt && base.channels.some((channel) => String(channel.id) === String(ctx.channelId)));
    return product;
  }

  /** Whether `email` placed a paid order (not cancelled) with a plan of `product` in this channel. */
  async hasBought(ctx: RequestContext, email: string, product: Product): Promise<boolean> {
    const found = await this.connection
      .getRepository(ctx, Order)
      .createQueryBuilder('order')
      .innerJoin('order.customer', 'customer')
      .innerJoin('order.lines', 'line')
      .innerJoin('line.productVariant', 'variant')
      .innerJoin('order.channels', 'channel')
      .where('LOWER(customer.emailAddress) = :email', { email: email.trim().toLowerCase() })
      .andWhere('variant.productId = :productId', { productId: product.id })
      .andWhere('order.state IN (:...states)', { states: BOUGHT_STATES })
      .andWhere('channel.id = :channelId', { channelId: ctx.channelId })
      .select('order.id')
      .limit(1)
      .getRawOne<{ order_id: ID }>();
    return found !== undefined;
  }

  async submitReview(ctx: RequestContext, input: ReviewInput, product: Product, upload: CheckedUpload | null): Promise<ShopReview> {
    const verifiedPurchase = await this.hasBought(ctx, input.email, product);
    const review = await this.uploads.storeWith('reviews', upload, (storedName) =>
      this.connection.getRepository(ctx, ShopReview).save(
        new ShopReview({
          authorName: input.name,
          email: input.email,
          productSlug: input.destination,
          productId: product.id,
          rating: input.rate,
          message: input.message,
          title: reviewTitleOf(input.message),
          languageCode: ctx.languageCode,
          pictureStoredName: storedName,
          pictureWidth: upload?.width ?? null,
          pictureHeight: upload?.height ?? null,
          state: 'pending',
          moderatedAt: null,
          verifiedPurchase,
        }),
      ),
    );
    Logger.verbose(`Review ${String(review.id)} awaiting moderation`, LOGGER_CTX);
    await this.eventBus.publish(new ShopReviewSubmittedEvent(ctx, review));
    return review;
  }

  /** The review's product in the request's language; the slug the reviewer chose if the product is gone. */
  destinationOf(ctx: RequestContext, review: ShopReview): { slug: string; name: string } {
    if (!review.product) return { slug: review.productSlug, name: review.productSlug };
    const product = this.translator.translate(review.product, ctx);
    return { slug: product.slug, name: product.name };
  }

  /** Approved reviews, newest first, the destination's name in the request's language. */
  async approvedReviews(
    ctx: RequestContext,
    options: { skip?: number | null; take?: number | null },
  ): Promise<{ items: ApprovedReviewView[]; totalItems: number }> {
    const { skip, take } = page(options, 10);
    const [reviews, totalItems] = await this.connection.getRepository(ctx, ShopReview).findAndCount({
      where: { state: 'approved' },
      relations: { product: { translations: true } },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip,
      take,
    });
    const items = reviews.map((review) => ({
      id: review.id,
      authorName: review.authorName,
      title: review.title,
      message: review.message,
      rating: review.rating,
      verifiedPurchase: review.verifiedPurchase,
      createdAt: review.createdAt,
      destination: this.destinationOf(ctx, review),
      picture:
        review.pictureStoredName && review.pictureWidth && review.pictureHeight
          ? { url: reviewPictureUrl(review.pictureStoredName), width: review.pictureWidth, height: review.pictureHeight }
          : null,
    }));
    return { items, totalItems };
  }

  /**
   * The shop's rating (the "4.9 out of 5" block), or one destination's (its plans' stars): the
   * approved reviews' mean to one decimal and their count; the mean is null below MIN_RATED_REVIEWS.
   */
  async reviewSummary(ctx: RequestContext, product?: Product): Promise<{ average: number | null; count: number }> {
    const query = this.connection
      .getRepository(ctx, ShopReview)
      .createQueryBuilder('review')
      .select('AVG(review.rating)', 'average')
      .addSelect('COUNT(review.id)', 'count')
      .where('review.state = :state', { state: 'approved' });
    if (product) query.andWhere('review.productId = :productId', { productId: product.id });
    const row = await query.getRawOne<{ average: string | number | null; count: string | number }>();
    const count = Number(row?.count ?? 0);
    const average = count < MIN_RATED_REVIEWS || row?.average == null ? null : Math.round(Number(row.average) * 10) / 10;
    return { average, count };
  }

  /** Staff's list (dashboard moderation): Vendure's list options, newest first unless sorted otherwise. */
  async reviewsForStaff(
    ctx: RequestContext,
    options: ListQueryOptions<ShopReview> = {},
  ): Promise<{ items: ShopReview[]; totalItems: number }> {
    const [items, totalItems] = await this.listQueryBuilder
      .build(ShopReview, options, { ctx, relations: REVIEW_RELATIONS, orderBy: options.sort ? undefined : NEWEST_FIRST })
      .getManyAndCount();
    return { items, totalItems };
  }

  async reviewForStaff(ctx: RequestContext, id: ID): Promise<ShopReview | null> {
    return this.connection.getRepository(ctx, ShopReview).findOne({ where: { id }, relations: REVIEW_RELATIONS });
  }

  /**
   * Approves or rejects reviews (again: staff may change their mind), at most
   * MAX_MODERATED_AT_ONCE; unknown ids are left out of the answer. Each change is published, so
   * the shop's pages follow (plugins/published-version).
   */
  async moderate(ctx: RequestContext, ids: readonly ID[], state: Exclude<ShopReviewState, 'pending'>): Promise<ShopReview[]> {
    const unique = [...new Set(ids.map(String))];
    if (unique.length > MAX_MODERATED_AT_ONCE) throw new UserInputError(TOO_MANY_MODERATED_KEY, { max: MAX_MODERATED_AT_ONCE });
    if (unique.length === 0) return [];
    const repository = this.connection.getRepository(ctx, ShopReview);
    const reviews = await repository.find({
      where: { id: In(unique) },
      relations: REVIEW_RELATIONS,
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const moderatedAt = new Date();
    for (const review of reviews) {
      review.state = state;
      review.moderatedAt = moderatedAt;
    }
    await repository.save(reviews, { reload: false });
    for (const review of reviews) {
      Logger.verbose(`Review ${String(review.id)} ${state}`, LOGGER_CTX);
      await this.eventBus.publish(new ShopReviewModeratedEvent(ctx, review));
    }
    return reviews;
  }

  /** The picture of an approved review, or undefined (pending, rejected, unknown: the same 404). */
  async approvedPicture(ctx: RequestContext, storedName: string): Promise<Buffer | undefined> {
    const review = await this.connection
      .getRepository(ctx, ShopReview)
      .findOne({ where: { pictureStoredName: storedName, state: 'approved' } });
    return review ? this.uploads.read('reviews', storedName) : undefined;
  }
}
