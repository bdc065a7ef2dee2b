import type { DeepPartial } from '@vendure/common/lib/shared-types';
import { EntityId, Product, VendureEntity, type ID } from '@vendure/core';
import { Column, Entity, Index, ManyToOne } from 'typeorm';

export type ShopReviewState = 'pending' | 'approved' | 'rejected';

/**
 * A customer review of the shop about one destination (spec §3 Review form; issue 7: stored
 * awaiting moderation, shown once staff approve it). The product is kept as a relation (its name
 * shown in every language) and as the slug the reviewer chose, which stays if the product goes.
 */
// The table keeps the name of the plugin it was made by (community): renaming it would rename its
// indexes and keys too, a migration on both databases for no change in what is stored.
@Entity('community_shop_review')
@Index(['state', 'createdAt'])
export class ShopReview extends VendureEntity {
  constructor(input?: DeepPartial<ShopReview>) {
    super();
    if (input) Object.assign(this, input);
  }

  @Column({ type: 'varchar', length: 100 }) authorName!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 255 }) productSlug!: string;

  @ManyToOne(() => Product, { nullable: true, onDelete: 'SET NULL' })
  product!: Product | null;

  @EntityId({ nullable: true })
  productId!: ID | null;

  @Column({ type: 'int' }) rating!: number;
  @Column({ type: 'text' }) message!: string;
  /** The message's first sentence when it makes a heading (review-rules.ts reviewTitleOf). */
  @Column({ type: 'varchar', length: 255, nullable: true }) title!: string | null;
  @Column({ type: 'varchar', length: 16 }) languageCode!: string;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  pictureStoredName!: string | null;

  @Column({ type: 'int', nullable: true }) pictureWidth!: number | null;
  @Column({ type: 'int', nullable: true }) pictureHeight!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  state!: ShopReviewState;

  /**
   * Whether the reviewer's email had bought this destination when the review came (a paid order
   * with one of its plans: ReviewsService.hasBought); shown as "verified purchase".
   */
  @Column({ type: 'boolean', default: false }) verifiedPurchase!: boolean;

  @Column({ type: Date, nullable: true }) moderatedAt!: Date | null;

  /**
   * The sample review's key in backend/seed/reviews.json (seed/), so a start adds only
   * the ones missing; null for every review a shopper sent.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  seedKey!: string | null;
}
