import type { SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../forms/form-fields';
import { formFieldErrors } from '../forms/form-machine';
import type { FileMeta } from '../forms/rules';
import { reviewForm, type reviewFormMachine } from './review-form.machine';
import { REVIEW_SUCCESS_MESSAGE_KEY } from './review-form.rules';
import type { ReviewDestination, ReviewField, ReviewRuleError, ReviewStatusError, ReviewValues } from './review-form.types';

export type ReviewFormSnapshot = SnapshotFrom<typeof reviewFormMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

export const selectValues = (snapshot: ReviewFormSnapshot): ReviewValues => snapshot.context.values;

/** The chosen picture's name, size and type (the file input shows them), or `null`. */
export const selectPicture = (snapshot: ReviewFormSnapshot): FileMeta | null => snapshot.context.picture;

/** The destination select's options, sorted by name in the current language. */
export const selectDestinations = (snapshot: ReviewFormSnapshot): readonly ReviewDestination[] => snapshot.context.destinations;

const fieldErrors = formFieldErrors(reviewForm);

/** The codes to show now: of fields left (a chosen picture at once), of every field after a press of submit, and the server's words. */
export const selectFieldErrors = (snapshot: ReviewFormSnapshot): FieldErrors<ReviewField, ReviewRuleError> => fieldErrors(snapshot.context);

/** Spec §8: the status line below the form, styled as an error; `null` when there is nothing to say. */
export const selectStatusError = (snapshot: ReviewFormSnapshot): ReviewStatusError | null =>
  snapshot.matches({ editing: 'failed' }) ? snapshot.context.failure : null;

/** Spec §4: the review is sending; the button is disabled with a loader. */
export const selectIsSending = (snapshot: ReviewFormSnapshot): boolean => snapshot.hasTag('busy');

/** Spec §4 `finished`: the last review was sent and submit was not pressed since. */
export const selectIsFinished = (snapshot: ReviewFormSnapshot): boolean => snapshot.matches({ editing: 'finished' });

/** Spec §8: the success message's key while finished, else `null`. */
export const selectSuccessMessage = (snapshot: ReviewFormSnapshot): typeof REVIEW_SUCCESS_MESSAGE_KEY | null =>
  selectIsFinished(snapshot) ? REVIEW_SUCCESS_MESSAGE_KEY : null;
