import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { z } from 'zod';

import { SHOP_LANGUAGES } from '../../../seed/languages';
import { TEXT_LIMITS } from '../../form-submissions/field-rules';

/*
 * The sample reviews of backend/seed/reviews.json, checked before anything is written: the
 * review form's own limits (spec §5: name ≥ 2, rating 1–5, message ≥ 2), keys unique.
 */

export const REVIEWS_FILE = 'reviews.json';

/** Code points, as the review form counts them (form-submissions/field-rules.ts): 日本 is 2. */
const counted = (limits: { min: number; max: number }) =>
  z
    .string()
    .trim()
    .refine(
      (value) => [...value].length >= limits.min && [...value].length <= limits.max,
      `must be ${limits.min} to ${limits.max} characters`,
    );

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const reviewSchema = z
  .object({
    // The placeholder email's local part is `reviews+<key>` (at most 64 characters).
    key: z.string().max(48).regex(SLUG),
    authorName: counted(TEXT_LIMITS.name),
    languageCode: z.enum(SHOP_LANGUAGES),
    rating: z.number().int().min(1).max(5),
    /** A product's slug (the English one, as the catalogue seed makes it). */
    destination: z.string().max(TEXT_LIMITS.slug.max).regex(SLUG),
    createdAt: z.iso.datetime(),
    message: counted(TEXT_LIMITS.message),
  })
  .strict();

const reviewsSchema = z.object({ '//': z.string().optional(), reviews: z.array(reviewSchema).min(1) }).strict();

export type SeedReview = z.infer<typeof reviewSchema>;

/** The sample reviews of `<seedDir>/reviews.json`, checked; none if the folder has no such file. */
export function loadReviewSeed(seedDir: string): SeedReview[] {
  const file = path.join(seedDir, REVIEWS_FILE);
  if (!existsSync(file)) return [];
  const parsed = reviewsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `backend/seed/${REVIEWS_FILE}: ${parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  const seen = new Set<string>();
  for (const review of parsed.data.reviews) {
    if (seen.has(review.key)) throw new Error(`backend/seed/${REVIEWS_FILE}: the key "${review.key}" is used twice`);
    seen.add(review.key);
  }
  return parsed.data.reviews;
}

/** Where a sample review's (required) email points: nowhere mail is delivered. */
export function seedReviewEmail(key: string): string {
  return `reviews+${key}@esim-shop.localhost`;
}
