import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';
import { z } from '../zod';

import { realShopClient } from '../test-support/clients';
import { getApprovedReviews, getReviewSummary, type ApprovedReview } from './reviews';

/*
 * The sample reviews of backend/seed/reviews.json on a fresh backend: all of them approved on the
 * shop with their date and their product, so the rating block reads 4.9 out of 5 rather than
 * "No rating yet". Other test files add reviews of their own to the same backend (a 4 and a 5
 * approved by reviews.integration.test.ts, perhaps at the same time), so counts are "at least",
 * the seeded ones are found by their texts and the average is checked against all that are shown.
 */

const SEED_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../backend/seed/reviews.json');
const seedSchema = z.object({
  reviews: z.array(
    z.object({
      key: z.string(),
      authorName: z.string(),
      rating: z.number(),
      destination: z.string(),
      createdAt: z.string(),
      message: z.string(),
    }),
  ),
});

let seeded: z.infer<typeof seedSchema>['reviews'] = [];

beforeAll(async () => {
  seeded = seedSchema.parse(JSON.parse(await readFile(SEED_FILE, 'utf8'))).reviews;
});

async function allApproved(): Promise<ApprovedReview[]> {
  const client = realShopClient();
  const items: ApprovedReview[] = [];
  for (let skip = 0; ; skip += 50) {
    const page = await getApprovedReviews(client, { skip, take: 50 });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.totalItems) return items;
  }
}

describe('the sample reviews', () => {
  it('give a fresh shop its rating block: at least 24 approved reviews averaging 4.9', async () => {
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    const seededAverage = seeded.reduce((sum, review) => sum + review.rating, 0) / seeded.length;
    expect(Math.round(seededAverage * 10) / 10).toBe(4.9);
    // Files running beside this one approve reviews of their own: the block is the average of all.
    const [summary, shown] = await Promise.all([getReviewSummary(realShopClient()), allApproved()]);
    expect(summary.count).toBeGreaterThanOrEqual(seeded.length);
    expect(summary.count).toBe(shown.length);
    const average = shown.reduce((sum, review) => sum + review.rating, 0) / shown.length;
    expect(summary.average).toBe(Math.round(average * 10) / 10);
  });

  it('are all on the shop with their rating, their date and the product of their destination', async () => {
    const shown = await allApproved();
    for (const review of seeded) {
      const found = shown.find((candidate) => candidate.message === review.message && candidate.authorName === review.authorName);
      expect(found, review.key).toBeDefined();
      expect(found?.rating, review.key).toBe(review.rating);
      expect(found?.picture, review.key).toBeNull();
      expect(Date.parse(found?.createdAt ?? ''), review.key).toBe(Date.parse(review.createdAt));
      // Resolved to a product (its name), not kept as a bare slug (a destination that matched none).
      expect(found?.destination.slug, review.key).toBe(review.destination);
      expect(found?.destination.name, review.key).toMatch(/ eSIM$/);
    }
    const japan = shown.find((candidate) => candidate.authorName === 'Emma R.');
    expect(japan?.destination).toEqual({ slug: 'japan', name: 'Japan eSIM' });
  });
});
