import { fromPromise } from 'xstate';
import { reviewFormMachine } from './review-form.machine';
import type { ReviewField, ReviewSubmission } from './review-form.types';

export interface ReviewFormMachineDeps {
  /**
   * Sends the review with the `File` the host kept for `submission.picture`
   * (the api's review operation: stored awaiting moderation). Rejects with a
   * `ShopError`: FILE_TOO_LARGE or a 413, FILE_TYPE_NOT_ALLOWED,
   * BAD_USER_INPUT with `detail.fields`, or another failure with the
   * server's message (spec §8: its error value is shown).
   *
   * The signal aborts only when the form is left (the actor stops).
   */
  sendReview: (submission: ReviewSubmission, signal: AbortSignal) => Promise<void>;
  /** Moves focus to a field (its input, the select, the first star, the file input) after a refused submit. */
  focusField: (field: ReviewField) => void;
}

export function createReviewFormMachine(deps: ReviewFormMachineDeps) {
  return reviewFormMachine.provide({
    actors: {
      sendReview: fromPromise<void, ReviewSubmission>(({ input, signal }) => deps.sendReview(input, signal)),
    },
    actions: {
      focusField: (_, params: { field: ReviewField }) => deps.focusField(params.field),
    },
  });
}
