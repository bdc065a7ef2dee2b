import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { serverFieldErrorsOf, statusFailureOf, uploadRefusalOf } from '../forms/refusals';
import { REVIEW_PICTURE_MAX_BYTES, fileMetaOf, fileTooLarge, isFileMeta } from '../forms/rules';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  firstInvalidField,
  nothingTouched,
  touchedFieldOf,
  typedValueOf,
  withoutServerErrors,
} from '../forms/form-fields';
import { initialReviewValues, isReviewFormValid, reviewSubmissionOf, sortedDestinations, validateReviewForm } from './review-form.rules';
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
} from './review-form.types';

/**
 * Spec §8: the status line shows the server's error value; a picture the
 * server refused (too large, or not a JPEG, PNG or WebP by its content) gets
 * its code, else the server's text or 'An error occured'.
 */
export function reviewFailureOf(cause: unknown): ReviewStatusError {
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

/** Where focus goes after a refused submit: the first field with an error, in the form's order. */
function firstInvalidReviewField(context: ReviewContext): ReviewField {
  const errors = validateReviewForm(context.values, context.picture, context.destinations);
  // Asked only when the guard found the form invalid, so some field has an error.
  return firstInvalidField(REVIEW_FIELDS, errors) ?? 'name';
}

/** A fresh form: the values it started with, nothing touched, nothing failed. */
function freshForm(initialValues: ReviewContext['initialValues']) {
  return {
    values: initialValues,
    picture: null,
    touched: nothingTouched(REVIEW_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    failure: null,
  } as const satisfies Partial<ReviewContext>;
}

function initialContext(input: ReviewInput): ReviewContext {
  const initialValues = initialReviewValues(input);
  return {
    destinations: sortedDestinations(input.destinations, input.locale),
    locale: input.locale,
    initialValues,
    ...freshForm(initialValues),
  };
}

/**
 * The add-review form of the reviews page and the review modal (spec §3, §4,
 * §5, §8). The modal's open/closed is the host's; this is the form inside.
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
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as ReviewInput,
    tags: {} as ReviewTag,
    emitted: {} as ReviewEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`reviewFormActors` in storefront/app/features/reviews/reviews.actors.ts). */
    sendReview: fromPromise<void, ReviewSubmission>(async () => {
      throw new Error('reviewFormMachine: provide the sendReview actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => isReviewFormValid(context.values, context.picture, context.destinations),
    isFieldChange: fieldChangeGuard(REVIEW_TEXT_FIELDS),
    isFieldBlur: fieldBlurGuard(REVIEW_FIELDS),
    isPicture: ({ event }) => {
      assertEvent(event, 'picture.chosen');
      return isFileMeta(event.picture);
    },
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    /** A picture over 5 MB says so at once: the customer just chose it. */
    storePicture: assign(({ context, event }) => {
      assertEvent(event, 'picture.chosen');
      return {
        picture: fileMetaOf(event.picture),
        touched: { ...context.touched, picture: true },
        serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['picture']),
      };
    }),
    clearPicture: assign(({ context }) => ({
      picture: null,
      serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['picture']),
    })),
    refuseInvalid: assign(REFUSED_SUBMIT),
    /** Stub: the storefront moves focus to the field (`reviewFormActors` in storefront/app/features/reviews/reviews.actors.ts). */
    focusField: (_, _params: { field: ReviewField }) => {},
    startSubmit: assign(STARTED_SUBMIT),
    resetForm: assign(({ context }) => freshForm(context.initialValues)),
    storeFailure: assign((_, params: { cause: unknown }) => ({
      failure: reviewFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, REVIEW_FIELDS, SERVER_FIELD_ALIASES),
    })),
    announceSent: emit({ type: 'review.sent' as const }),
  },
}).createMachine({
  id: 'review-form',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
        'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
        'picture.chosen': { guard: 'isPicture', actions: 'storePicture' },
        'picture.cleared': { actions: 'clearPicture' },
        'review.submitted': [
          {
            guard: not('isFormValid'),
            target: '.idle',
            actions: [
              'refuseInvalid',
              {
                type: 'focusField',
                params: ({ context }) => ({ field: firstInvalidReviewField(context) }),
              },
            ],
          },
          { target: 'sending', actions: 'startSubmit' },
        ],
      },
      states: {
        idle: {},
        /** The success message shows until the next press of submit (spec §4: submit sets finished false). */
        finished: {},
        failed: { tags: ['error'] },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendReview',
        src: 'sendReview',
        input: ({ context }) => reviewSubmissionOf(context.values, context.picture),
        onDone: { target: 'editing.finished', actions: ['resetForm', 'announceSent'] },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
  },
});
