/**
 * The review form's rules and request (spec §3, §5 review rules, §9). Pure:
 * the machine, its selectors and the tests share them.
 */
import { onlyErrors, type RuleErrors } from '../forms/form-fields';
import {
  RATE_MAX,
  REVIEW_PICTURE_MAX_BYTES,
  rateOf,
  validateChoice,
  validateEmail,
  validateFile,
  validateMessage,
  validateName,
  validateRate,
  type FileMeta,
  type MessageFormRuleError,
} from '../forms/rules';
import type { ReviewDestination, ReviewField, ReviewInput, ReviewSubmission, ReviewValues } from './review-form.types';

/** Spec §8: the key of the success message. */
export const REVIEW_SUCCESS_MESSAGE_KEY = 'components.addReviewForm.messages.success';

/** Spec §9: five stars by default. */
const DEFAULT_RATE = String(RATE_MAX);

/** A collator for the options; a tag `Intl` refuses sorts as English rather than breaking the form. */
function collatorFor(locale: string): Intl.Collator {
  try {
    return new Intl.Collator(locale);
  } catch {
    return new Intl.Collator('en');
  }
}

/**
 * Spec §3: the options sorted by name ascending in the current language
 * (ties by slug, so the order never depends on the host's), one per slug
 * (a product both local and regional is one destination).
 */
export function sortedDestinations(destinations: readonly ReviewDestination[], locale: string): ReviewDestination[] {
  const bySlug = new Map<string, ReviewDestination>();
  for (const { slug, name } of destinations) if (!bySlug.has(slug)) bySlug.set(slug, { slug, name });
  const { compare } = collatorFor(locale);
  return [...bySlug.values()].sort((a, b) => compare(a.name, b.name) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

/** The form as it starts: the input's prefills, five stars. */
export function initialReviewValues(input: Pick<ReviewInput, 'name' | 'email' | 'destination'>): ReviewValues {
  return {
    name: input.name ?? '',
    email: input.email ?? '',
    destination: input.destination ?? '',
    rate: DEFAULT_RATE,
    message: '',
  };
}

/**
 * Every field's first error (spec §5): name required, 2 to 60 characters;
 * email required and valid; destination one of the options; rate 1 to 5;
 * message required, at least 2 characters; the picture optional, at most
 * 5 MB (its kind is the server's to check, by content).
 */
export function validateReviewForm(
  values: ReviewValues,
  picture: FileMeta | null,
  destinations: readonly ReviewDestination[],
): RuleErrors<ReviewField, MessageFormRuleError> {
  return onlyErrors<ReviewField, MessageFormRuleError>({
    name: validateName(values.name),
    email: validateEmail(values.email),
    destination: validateChoice(
      values.destination,
      destinations.map(({ slug }) => slug),
    ),
    rate: validateRate(values.rate),
    message: validateMessage(values.message),
    picture: validateFile(picture, REVIEW_PICTURE_MAX_BYTES, 'pictureTooLarge'),
  });
}

export function isReviewFormValid(values: ReviewValues, picture: FileMeta | null, destinations: readonly ReviewDestination[]): boolean {
  return Object.keys(validateReviewForm(values, picture, destinations)).length === 0;
}

/** The request of a valid form: trimmed texts, the rate a number. */
export function reviewSubmissionOf(values: ReviewValues, picture: FileMeta | null): ReviewSubmission {
  const rate = rateOf(values.rate);
  // Entered only through `isReviewFormValid`, which requires a rate from 1 to 5.
  if (rate === null) throw new Error('reviewFormMachine: sending without a rate');
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    destination: values.destination,
    rate,
    message: values.message.trim(),
    picture,
  };
}
