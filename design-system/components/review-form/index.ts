export {
  REVIEW_PICTURE_ACCEPT,
  ReviewForm,
  reviewFieldId,
  type ReviewFormErrors,
  type ReviewFormField,
  type ReviewFormProps,
  type ReviewFormTextField,
  type ReviewFormValues,
} from './review-form';
export {
  reviewFormStarLabelClassName,
  reviewFormStarVariants,
  reviewFormTextareaClassName,
  type ReviewFormStarVariantProps,
} from './review-form.variants';
