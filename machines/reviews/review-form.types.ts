/**
 * Types of the add-review form on the reviews page and in the review modal
 * (spec §2 Reviews, review modal; §3 "Review form"; §4; §5 review rules; §8
 * "Contact and review failures"; §9 ratings).
 */
import type { FileMeta, FileTooLarge, MessageFormRuleError } from '../forms/rules';
import type { StatusFailure } from '../forms/refusals';
import type { RuleError } from '../forms/form-fields';
import type { FileEvent, FormContext, FormFieldEvent } from '../forms/form-machine';

export type { FileMeta };

/** The text fields (`field.changed`), in the form's order; the rate is the radios' value, '1'…'5'. */
export const REVIEW_TEXT_FIELDS = ['name', 'email', 'destination', 'rate', 'message'] as const;
export type ReviewTextField = (typeof REVIEW_TEXT_FIELDS)[number];

/** Every field that can show an error, in the form's order (where focus goes first). */
export const REVIEW_FIELDS = ['name', 'email', 'destination', 'rate', 'message', 'picture'] as const;
export type ReviewField = (typeof REVIEW_FIELDS)[number];

/** As typed; the request gets trimmed texts and the rate as a number. */
export type ReviewValues = Readonly<Record<ReviewTextField, string>>;

/** A product a review can be about (spec §3: the union of local and regional products). */
export interface ReviewDestination {
  readonly slug: string;
  /** In the current language. */
  readonly name: string;
}

export interface ReviewInput {
  /** The options, in any order: the machine drops repeated slugs and sorts them by name. */
  readonly destinations: readonly ReviewDestination[];
  /** A BCP 47 tag for `Intl.Collator` (the api's `toBcp47(locale)`: `zh-Hant` for the shop's `tw`). */
  readonly locale: string;
  /** Prefills, e.g. a logged-in customer's name and email, or the product page the modal was opened on. */
  readonly name?: string;
  readonly email?: string;
  readonly destination?: string;
}

/** What the status line below the form says (spec §8): a refused picture, the server's text, or 'An error occured'. */
export type ReviewStatusError = StatusFailure<PictureRefusal>;

/** A picture the server refused: too large (the limit named), or not a kind it takes. */
type PictureRefusal = FileTooLarge<'pictureTooLarge'> | RuleError<'pictureType'>;

/** `failure`: the last send failed (the status line). */
export interface ReviewContext extends FormContext<ReviewField, ReviewValues, ReviewStatusError> {
  /** Sorted by name in `locale`, ties by slug; one entry per slug. */
  readonly destinations: readonly ReviewDestination[];
  readonly locale: string;
  /** The input's prefills: a sent review leaves the form as it started. */
  readonly initialValues: ReviewValues;
  readonly picture: FileMeta | null;
}

/**
 * Events, dotted by source. While `sendReview` runs the form is disabled and
 * its events are ignored: a second press of submit sends nothing.
 *
 * | event              | sent by                      | effect |
 * |--------------------|------------------------------|--------|
 * | `field.changed`    | the inputs, the destination select, the star radios ('1'…'5') | store as typed; drop the server's error on that field. Unknown field: ignored |
 * | `field.blurred`    | a field losing focus (`picture` included) | its error shows live from now on |
 * | `file.chosen`      | the file input (drop or pick; field `picture`) | keep its name, size and type; its error (over 5 MB) shows at once |
 * | `file.cleared`     | the file input's clear button | no picture |
 * | `review.submitted` | the send button               | the success message goes; invalid: show every error and focus the first; else send `sendReview` |
 */
export type ReviewEvent = FormFieldEvent<ReviewTextField, ReviewField> | FileEvent<'picture'> | { type: 'review.submitted' };

/** What `sendReview` gets: a valid form, trimmed, the rate a number from 1 to 5. */
export interface ReviewSubmission {
  readonly name: string;
  readonly email: string;
  /** A product slug of the options. */
  readonly destination: string;
  readonly rate: number;
  readonly message: string;
  /** The file to attach (the host's `File` it was chosen as), or `null`. */
  readonly picture: FileMeta | null;
}

/** `review.sent`: e.g. the review modal closes itself after a moment. */
export type ReviewEmitted = { type: 'review.sent' };

/** `busy` while sending (the button disabled with a loader); `error` while the status line shows a failure. */
export type ReviewTag = 'busy' | 'error';

/** What a review field shows under itself: a rule's code, or the server's own text. */
export type ReviewRuleError = MessageFormRuleError;
