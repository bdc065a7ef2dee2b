export { reviewFailureOf, reviewFormMachine } from './review-form.machine';
export {
  selectDestinations,
  selectFieldErrors,
  selectIsFinished,
  selectIsSending,
  selectPicture,
  selectStatusError,
  selectSuccessMessage,
  selectValues,
  type ReviewFormSnapshot,
} from './review-form.selectors';
export {
  DEFAULT_RATE,
  REVIEW_SUCCESS_MESSAGE_KEY,
  initialReviewValues,
  isReviewFormValid,
  reviewSubmissionOf,
  sortedDestinations,
  validateReviewForm,
} from './review-form.rules';
export {
  REVIEW_FIELDS,
  REVIEW_TEXT_FIELDS,
  type FileMeta,
  type ReviewContext,
  type ReviewDestination,
  type ReviewEmitted,
  type ReviewEvent,
  type ReviewField,
  type ReviewInput,
  type PictureRefusal,
  type ReviewRuleError,
  type ReviewStatusError,
  type ReviewSubmission,
  type ReviewTag,
  type ReviewTextField,
  type ReviewValues,
} from './review-form.types';
