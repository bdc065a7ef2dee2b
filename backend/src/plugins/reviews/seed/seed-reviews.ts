import { Logger, TransactionalConnection } from '@vendure/core';
import { IsNull, Not } from 'typeorm';

import { createSuperadminContext, type ServiceLocator } from '../../../seed/seed-context';
import { reviewTitleOf } from '../review-rules';
import { ReviewsService } from '../reviews.service';
import { LOGGER_CTX } from '../constants';
import { ShopReview } from '../shop-review.entity';
import { loadReviewSeed, seedReviewEmail, type SeedReview } from './review-seed-schema';

/** What a seeding run did, for the start-up log. */
export interface ReviewSeedReport {
  created: number;
  kept: number;
  /** Keys whose destination is no enabled product of the default channel: left out, not fatal. */
  skipped: string[];
}

/**
 * The sample reviews, inserted where their key is missing, approved as of the day they were
 * written. Like the content seed (content/seed/seed-content.ts), what exists is never touched:
 * a review staff rejected stays rejected. A seeded review deleted from the database comes back
 * on the next start, as seeded content does; staff hide one by rejecting it (the Admin API has
 * no review deletion), or it is taken out of backend/seed/reviews.json.
 *
 * Run once the catalogue exists (index.ts, after ensureCatalogue): a review points at its product.
 * A destination that resolves to nothing is logged and skipped so that a catalogue change never
 * stops the shop from starting; the unit test (backend/test/review-seed.test.ts) refuses such a
 * slug against the catalogue seed, and the integration test counts every review on the shop.
 */
async function seedReviews(app: ServiceLocator, reviews: readonly SeedReview[]): Promise<ReviewSeedReport> {
  const report: ReviewSeedReport = { created: 0, kept: 0, skipped: [] };
  if (reviews.length === 0) return report;
  const ctx = await createSuperadminContext(app);
  const connection = app.get(TransactionalConnection);
  const reviewsService = app.get(ReviewsService);

  await connection.withTransaction(ctx, async (tx) => {
    const repository = connection.getRepository(tx, ShopReview);
    const seeded = await repository.find({ select: { id: true, seedKey: true }, where: { seedKey: Not(IsNull()) } });
    const present = new Set(seeded.map((review) => review.seedKey));
    for (const review of reviews) {
      if (present.has(review.key)) {
        report.kept += 1;
        continue;
      }
      const product = await reviewsService.destination(tx, review.destination);
      if (!product) {
        Logger.warn(`Sample review "${review.key}" skipped: no enabled product has the slug "${review.destination}"`, LOGGER_CTX);
        report.skipped.push(review.key);
        continue;
      }
      const writtenAt = new Date(review.createdAt);
      await repository.save(
        new ShopReview({
          seedKey: review.key,
          authorName: review.authorName,
          email: seedReviewEmail(review.key),
          productSlug: review.destination,
          productId: product.id,
          rating: review.rating,
          message: review.message,
          title: reviewTitleOf(review.message),
          languageCode: review.languageCode,
          pictureStoredName: null,
          pictureWidth: null,
          pictureHeight: null,
          state: 'approved',
          moderatedAt: writtenAt,
          // The shop lists reviews by date: each keeps the day it was written, not the day of the seed.
          createdAt: writtenAt,
          updatedAt: writtenAt,
        }),
        { reload: false },
      );
      report.created += 1;
    }
  });
  return report;
}

/** backend/seed/reviews.json (if the seed folder has one), checked, then seeded. */
export async function ensureSampleReviews(app: ServiceLocator, seedDataDir: string): Promise<ReviewSeedReport> {
  return seedReviews(app, loadReviewSeed(seedDataDir));
}

/**
 * A shop that must not show invented reviews (production, SAMPLE_REVIEWS off) rejects those an
 * earlier start published, e.g. on a database first started in development: staff's moderation,
 * so the pages follow and the dashboard shows them rejected. Answers how many were withdrawn.
 */
export async function withdrawSampleReviews(app: ServiceLocator): Promise<number> {
  const ctx = await createSuperadminContext(app);
  const connection = app.get(TransactionalConnection);
  const published = await connection
    .getRepository(ctx, ShopReview)
    .find({ select: { id: true }, where: { seedKey: Not(IsNull()), state: 'approved' } });
  const reviews = app.get(ReviewsService);
  // At most a moderation's worth at a time, as staff's bulk action.
  for (let start = 0; start < published.length; start += 100) {
    const ids = published.slice(start, start + 100).map((review) => review.id);
    await connection.withTransaction(ctx, (tx) => reviews.moderate(tx, ids, 'rejected'));
  }
  return published.length;
}
