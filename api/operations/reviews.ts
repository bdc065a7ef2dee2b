import type { CallOptions, ShopClient } from '../client';
import { parsed } from '../errors';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import { z } from '../zod';
import { formAcceptedSchema, namedBlobSchema } from './form-submission';
import { validInput } from './operation-input';
import { pageOfList, type ListPage } from './paging';

/*
 * Spec §7 add review (multipart, to the backend's REST endpoint: form-submission.ts) and the
 * reviews page's reads (Shop API, in the client's language).
 */

export const REVIEW_SUBMIT_PATH = '/reviews/submit';

/** The backend's upload limit (it refuses anything over it with FILE_TOO_LARGE / a 413). */
export const MAX_REVIEW_PICTURE_BYTES = 5 * 1024 * 1024;

const reviewInputSchema = z.object({
  name: z.string(),
  email: z.string(),
  /** A product slug (the form's destination options). */
  destination: z.string(),
  rate: z.number().int().min(1).max(5),
  message: z.string(),
  picture: namedBlobSchema.optional(),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

const approvedReviewListOptionsSchema = z.object({
  skip: z.number().int().nonnegative().optional(),
  take: z.number().int().min(1).max(50).optional(),
});
export type ApprovedReviewListOptions = z.infer<typeof approvedReviewListOptionsSchema>;

/** A review's picture is root-relative (`/uploads/reviews/<name>`): the storefront serves it on its own origin. */
const reviewPictureUrlSchema = z.string().startsWith('/uploads/reviews/');

const REVIEWS_DOCUMENT = graphql(`
  query ApprovedReviews($options: ApprovedReviewListOptions) {
    approvedReviews(options: $options) {
      items { id authorName title message rating verifiedPurchase createdAt destination { slug name } picture { url width height } }
      totalItems
    }
  }
`);
const SUMMARY_DOCUMENT = graphql(`
  query ReviewSummary($destination: String) {
    reviewSummary(destination: $destination) { average count }
  }
`);

/** Approved reviews, newest first; `title` is the message's first sentence when it makes a heading. */
export type ApprovedReviewList = ResultOf<typeof REVIEWS_DOCUMENT>['approvedReviews'];
export type ApprovedReview = ApprovedReviewList['items'][number];
/**
 * The "4.9 out of 5" block, or a destination's plans' stars: the approved reviews' mean to one
 * decimal (null below the backend's minimum of 3 reviews: too few to rate) and their count.
 */
export type ReviewSummary = ResultOf<typeof SUMMARY_DOCUMENT>['reviewSummary'];

/** Spec §7 add review: stored awaiting moderation; shown by `getApprovedReviews` once staff approve it. */
export async function submitReview(client: ShopClient, input: ReviewInput, options: CallOptions = {}): Promise<void> {
  const valid = validInput('submitReview', reviewInputSchema, input);
  const form = new FormData();
  form.append('name', valid.name);
  form.append('email', valid.email);
  form.append('destination', valid.destination);
  form.append('rate', String(valid.rate));
  form.append('message', valid.message);
  if (valid.picture) form.append('picture', valid.picture, valid.picture.name);
  await client.submitForm('submitReview', REVIEW_SUBMIT_PATH, form, formAcceptedSchema, options);
}

/** Approved reviews, newest first; the destination's name in the client's language. */
export async function getApprovedReviews(
  client: ShopClient,
  list: ApprovedReviewListOptions = {},
  options: CallOptions = {},
): Promise<ApprovedReviewList> {
  const valid = validInput('getApprovedReviews', approvedReviewListOptionsSchema, list);
  const { approvedReviews } = await requestTyped(client, 'getApprovedReviews', REVIEWS_DOCUMENT, { options: valid }, options);
  // The schema says String: a picture is served from the storefront's own origin, so its path is checked.
  for (const { picture } of approvedReviews.items) if (picture) parsed('getApprovedReviews', reviewPictureUrlSchema, picture.url);
  return approvedReviews;
}

/** One page of `perPage` approved reviews, newest first; a page past the end answers the last one (see `paging.ts`). */
export function getApprovedReviewsPage(
  client: ShopClient,
  page: { page?: number; perPage: number },
  options: CallOptions = {},
): Promise<ListPage<ApprovedReview>> {
  return pageOfList((window) => getApprovedReviews(client, window, options), page.page, page.perPage);
}

const summaryInputSchema = z.object({
  /** A product slug: that destination's rating; absent: the shop's. */
  destination: z.string().min(1).max(255).optional(),
});

/** The shop's rating over the approved reviews (the "4.9 out of 5" block), or one destination's. */
export async function getReviewSummary(
  client: ShopClient,
  input: z.infer<typeof summaryInputSchema> = {},
  options: CallOptions = {},
): Promise<ReviewSummary> {
  const valid = validInput('getReviewSummary', summaryInputSchema, input);
  const { reviewSummary } = await requestTyped(
    client,
    'getReviewSummary',
    SUMMARY_DOCUMENT,
    { destination: valid.destination ?? null },
    options,
  );
  return reviewSummary;
}
