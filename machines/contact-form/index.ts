export { contactFailureOf, contactFormMachine } from './contact-form.machine';
export { createContactFormMachine, type ContactFormMachineDeps } from './contact-form.wiring';
export {
  selectDocument,
  selectFieldErrors,
  selectFields,
  selectIsLoading,
  selectIsSent,
  selectStatusError,
  selectValues,
  selectVariant,
  type ContactFormSnapshot,
} from './contact-form.selectors';
export {
  contactFieldsOf,
  contactSubmissionOf,
  contactTextFieldsOf,
  initialContactValues,
  isContactFormValid,
  isContactSubject,
  validateContactForm,
} from './contact-form.rules';
export {
  CONTACT_FIELDS_BY_VARIANT,
  CONTACT_SUBJECTS,
  CONTACT_TEXT_FIELDS,
  CONTACT_VARIANTS,
  type ContactContext,
  type ContactEmitted,
  type ContactEvent,
  type ContactField,
  type ContactFieldErrors,
  type ContactInput,
  type ContactRuleError,
  type ContactStatusError,
  type ContactSubject,
  type ContactSubmission,
  type ContactTag,
  type ContactTextField,
  type ContactValues,
  type ContactVariant,
  type DocumentRefusal,
} from './contact-form.types';
export {
  CONTACT_DOCUMENT_MAX_BYTES,
  MESSAGE_MAX_LENGTHS,
  MESSAGE_MIN_LENGTH,
  RATE_MAX,
  RATE_MIN,
  REVIEW_PICTURE_MAX_BYTES,
  isFileMeta,
  fileTooLarge,
  type FileMeta,
  type FileTooLarge,
  type MessageFormRuleCode,
  type MessageFormRuleError,
} from './message-rules';
export { UPLOAD_ERROR_CODES, statusFailureOf, uploadRefusalOf, type StatusFailure, type UploadErrorCode } from './message-failures';
