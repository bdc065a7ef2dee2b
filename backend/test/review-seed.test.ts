import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { checkReviewFields } from '../src/plugins/reviews/review-rules';
import { loadReviewSeed, REVIEWS_FILE, seedReviewEmail } from '../src/plugins/reviews/seed/review-seed-schema';
import { planCatalogue } from '../src/seed/catalogue-plan';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { loadSeedData, SEED_DATA_DIR } from '../src/seed/load-seed-data';

/*
 * backend/seed/reviews.json, the sample reviews a fresh shop shows (reviews/seed/): valid as the
 * review form would take them, about products the catalogue seed creates, averaging 4.9 (the
 * rating block of spec §1 and §9, rounded as ReviewsService.reviewSummary rounds it).
 */

describe('the sample reviews', () => {
  const reviews = loadReviewSeed(SEED_DATA_DIR);
  const catalogue = planCatalogue(loadSeedData());

  it('has two dozen reviews with unique keys, in every shop language', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(24);
    expect(new Set(reviews.map((review) => review.key)).size).toBe(reviews.length);
    expect(new Set(reviews.map((review) => review.languageCode))).toEqual(new Set(SHOP_LANGUAGES));
  });

  it('reviews products of the catalogue seed by their English slug: local plans and a few regional ones', () => {
    const bySlug = new Map(catalogue.map((product) => [product.slugs.en, product]));
    for (const review of reviews) expect(bySlug.has(review.destination), `${review.key}: ${review.destination}`).toBe(true);
    const destinations = new Set(reviews.map((review) => review.destination));
    expect(destinations.size).toBeGreaterThanOrEqual(15);
    expect([...destinations].filter((slug) => bySlug.get(slug)?.planType === 'regional').length).toBeGreaterThanOrEqual(2);
    expect(bySlug.get('japan')?.destinationCode).toBe('jp');
  });

  it('rates 1 to 5, mostly 5, averaging 4.9 to one decimal', () => {
    const ratings = reviews.map((review) => review.rating);
    for (const rating of ratings) expect(Number.isInteger(rating) && rating >= 1 && rating <= 5).toBe(true);
    expect(ratings.filter((rating) => rating === 5).length).toBeGreaterThan(ratings.length * 0.8);
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(Math.round(mean * 10) / 10).toBe(4.9);
  });

  it('passes the review form’s own rules (spec §5), with an email nobody receives', () => {
    for (const review of reviews) {
      const checked = checkReviewFields({
        name: review.authorName,
        email: seedReviewEmail(review.key),
        destination: review.destination,
        rate: String(review.rating),
        message: review.message,
      });
      expect(checked, review.key).toMatchObject({ ok: true });
      expect([...review.message.trim()].length).toBeGreaterThanOrEqual(2);
      expect(seedReviewEmail(review.key)).toMatch(/@esim-shop\.localhost$/);
    }
  });

  it('dates every review in 2026, before 20 November, spread over the year', () => {
    const times = reviews.map((review) => Date.parse(review.createdAt));
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(Date.parse('2026-01-01T00:00:00Z'));
      expect(time).toBeLessThan(Date.parse('2026-11-20T00:00:00Z'));
    }
    expect(new Set(reviews.map((review) => review.createdAt.slice(0, 7))).size).toBeGreaterThanOrEqual(10);
  });

  describe('a broken file', () => {
    const withFile = (edit: (file: { reviews: Array<Record<string, unknown>> }) => void, check: (dir: string) => void) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'review-seed-'));
      try {
        const file = JSON.parse(readFileSync(path.join(SEED_DATA_DIR, REVIEWS_FILE), 'utf8')) as {
          reviews: Array<Record<string, unknown>>;
        };
        edit(file);
        writeFileSync(path.join(dir, REVIEWS_FILE), JSON.stringify(file));
        check(dir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    it('is refused, naming the review and the field', () => {
      withFile(
        (file) => {
          if (file.reviews[3]) file.reviews[3]['rating'] = 6;
        },
        (dir) => expect(() => loadReviewSeed(dir)).toThrow(/reviews\.json: reviews\.3\.rating/),
      );
      withFile(
        (file) => {
          if (file.reviews[1]) file.reviews[1]['message'] = ' x ';
        },
        (dir) => expect(() => loadReviewSeed(dir)).toThrow(/reviews\.1\.message/),
      );
    });

    it('is refused when a key is used twice', () => {
      withFile(
        (file) => {
          if (file.reviews[2] && file.reviews[0]) file.reviews[2]['key'] = file.reviews[0]['key'];
        },
        (dir) => expect(() => loadReviewSeed(dir)).toThrow(/used twice/),
      );
    });
  });

  it('are none for a seed folder without the file (SEED_DATA_DIR of a shop that has none)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'review-seed-'));
    try {
      expect(loadReviewSeed(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
