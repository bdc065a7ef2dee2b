import type { CallOptions, ShopClient } from '../client';
import { parsed } from '../errors';
import { graphql, requestTyped, type ResultOf } from '../graphql';
import {
  approvedReviewListOptionsSchema,
  contactMessageInputSchema,
  formAcceptedSchema,
  reviewInputSchema,
  reviewPictureUrlSchema,
  type ApprovedReviewListOptions,
  type ContactMessageInput,
  type ReviewInput,
} from '../schemas/community';
import { validInput } from './cart-input';
import { pageOfList, type ListPage } from './paging';

/*
 * Spec §7 `POST /contact/submit` and add review (multipart, to the backend's REST endpoints on the
 * Shop API's origin), and the reviews page's reads (Shop API). A refusal is a ShopError whose
 * detail carries the backend's code (BAD_USER_INPUT, FILE_TOO_LARGE, FILE_TYPE_NOT_ALLOWED,
 * MALFORMED_REQUEST, RATE_LIMITED), its message in the client's language and `fields`, the
 * field errors by form field name (`file` for the upload).
 */

export const CONTACT_SUBMIT_PATH = '/contact/submit';
export const REVIEW_SUBMIT_PATH = '/reviews/submit';

const REVIEWS_DOCUMENT = graphql(`
  query ApprovedReviews($options: ApprovedReviewListOptions) {
    approvedReviews(options: $options) {
      items { id authorName title message rating createdAt destination { slug name } picture { url width height } }
      totalItems
    }
  }
`);
const SUMMARY_DOCUMENT = graphql(`
  query ReviewSummary {
    reviewSummary { average count }
  }
`);

/** Approved reviews, newest first; `title` is the message's first sentence when it makes a heading. */
export type ApprovedReviewList = ResultOf<typeof REVIEWS_DOCUMENT>['approvedReviews'];
export type ApprovedReview = ApprovedReviewList['items'][number];
/** The "4.9 out of 5" block: the approved reviews' mean to one decimal (null while there is none) and their count. */
export type ReviewSummary = ResultOf<typeof SUMMARY_DOCUMENT>['reviewSummary'];

/** Spec §7 `POST /contact/submit`: the contact page's form (a subject's contactId) or the account page's (ACCOUNT_CONTACT_ID). */
export async function submitContactMessage(client: ShopClient, input: ContactMessageInput, options: CallOptions = {}): Promise<void> {
  const valid = validInput('submitContactMessage', contactMessageInputSchema, input);
  const form = new FormData();
  form.append('contactId', String(valid.contactId));
  form.append('email', valid.email);
  form.append('message', valid.message);
  if (valid.firstName !== undefined) form.append('firstName', valid.firstName);
  if (valid.lastName !== undefined) form.append('lastName', valid.lastName);
  if (valid.file) form.append('file', valid.file, valid.file.name);
  await client.submitForm('submitContactMessage', CONTACT_SUBMIT_PATH, form, formAcceptedSchema, options);
}

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

/** The shop's rating over the approved reviews (the "4.9 out of 5" block). */
export async function getReviewSummary(client: ShopClient, options: CallOptions = {}): Promise<ReviewSummary> {
  const { reviewSummary } = await requestTyped(client, 'getReviewSummary', SUMMARY_DOCUMENT, {}, options);
  return reviewSummary;
}
