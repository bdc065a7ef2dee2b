import { assign, emit } from 'xstate';
import { FORM_FILE_EVENTS, FORM_REFUSED, formEditing, formSetup, freshForm } from '../forms/form-machine';
import { stubRequest } from '../requests/requests';
import type { FormDescription } from '../forms/form-machine';
import { refusalOf, statusFailureOf, uploadRefusalOf } from '../forms/refusals';
import { REVIEW_PICTURE_MAX_BYTES, fileTooLarge, type MessageFormRuleError } from '../forms/rules';
import { initialReviewValues, reviewSubmissionOf, sortedDestinations, validateReviewForm } from './review-form.rules';
import {
  REVIEW_FIELDS,
  REVIEW_TEXT_FIELDS,
  type ReviewContext,
  type ReviewEmitted,
  type ReviewEvent,
  type ReviewField,
  type ReviewInput,
  type ReviewStatusError,
  type ReviewSubmission,
  type ReviewTag,
  type ReviewValues,
} from './review-form.types';

/** The picture is chosen, not typed. */
export const reviewForm: FormDescription<ReviewContext, ReviewField, MessageFormRuleError> = {
  fields: REVIEW_FIELDS,
  typed: REVIEW_TEXT_FIELDS,
  files: ['picture'],
  validate: ({ values, picture, destinations }) => validateReviewForm(values, picture, destinations),
};

/**
 * Spec §8: the status line shows the server's error value; a picture the
 * server refused (too large, or not a JPEG, PNG or WebP by its content) gets
 * its code, else the server's text or 'An error occured'.
 */
function reviewFailureOf(cause: unknown): ReviewStatusError {
  switch (uploadRefusalOf(cause)) {
    case 'tooLarge':
      return { ...fileTooLarge('pictureTooLarge', REVIEW_PICTURE_MAX_BYTES), cause };
    case 'type':
      return { code: 'pictureType', cause };
    default:
      return statusFailureOf(cause);
  }
}

/** The multipart field of the upload is `file` (`POST /contact/submit`); on this form it is the picture. */
const SERVER_FIELD_ALIASES = { file: 'picture' } as const;

/** A fresh form: the values it started with, no picture, nothing touched, nothing failed. */
function freshReviewForm(initialValues: ReviewValues) {
  return { ...freshForm(REVIEW_FIELDS, initialValues), picture: null };
}

function initialContext(input: ReviewInput): ReviewContext {
  const initialValues = initialReviewValues(input);
  return {
    destinations: sortedDestinations(input.destinations, input.locale),
    locale: input.locale,
    initialValues,
    ...freshReviewForm(initialValues),
  };
}

/**
 * The add-review form of the reviews page and the review modal (spec §3, §4, §5, §8), made from
 * the form kit (`machines/forms/form-machine.ts`). The modal's open/closed is the host's; this is
 * the form inside.
 *
 * ```
 * editing ─ idle
 *    │     ├ finished  spec §4 "finished": sent; the form is fresh and the success message shows
 *    │     └ failed    the status line shows the failure (`error`); everything typed kept
 *    └──review.submitted (finished → false), invalid──▶ editing.idle, every error shown, focus on the first
 *    └──review.submitted, valid──▶ sending (`busy`) ──done──▶ editing.finished (emits review.sent)
 *                                           └──error──▶ editing.failed
 * ```
 */
export const reviewFormMachine = formSetup({
  types: {} as { context: ReviewContext; events: ReviewEvent; input: ReviewInput; tags: ReviewTag; emitted: ReviewEmitted },
  actors: {
    /** The storefront provides the real request (`reviewFormActors` in storefront/app/features/reviews/reviews.actors.ts). */
    sendReview: stubRequest<void, ReviewSubmission>('reviewFormMachine', 'sendReview'),
  },
  form: reviewForm,
  refusal: refusalOf(reviewFailureOf, REVIEW_FIELDS, SERVER_FIELD_ALIASES),
})
  .extend({
    actions: {
      resetForm: assign(({ context }) => freshReviewForm(context.initialValues)),
      announceSent: emit({ type: 'review.sent' as const }),
    },
  })
  .createMachine({
    id: 'review-form',
    context: ({ input }) => initialContext(input),
    initial: 'editing',
    states: {
      editing: formEditing('review.submitted', {
        submitting: 'sending',
        on: FORM_FILE_EVENTS,
        /** The success message shows until the next press of submit (spec §4: submit sets finished false). */
        states: { finished: {} },
      }),
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'sendReview',
          src: 'sendReview',
          input: ({ context }) => reviewSubmissionOf(context.values, context.picture),
          onDone: { target: 'editing.finished', actions: ['resetForm', 'announceSent'] },
          onError: FORM_REFUSED,
        },
      },
    },
  });
