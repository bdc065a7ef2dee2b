export { contactFormMachine } from './contact-form.machine';
export {
  selectDocument,
  selectFieldErrors,
  selectIsLoading,
  selectIsSent,
  selectStatusError,
  selectValues,
  selectVariant,
} from './contact-form.selectors';
export { type ContactField, type ContactInput, type ContactSubmission, type ContactVariant } from './contact-form.types';
