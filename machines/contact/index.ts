export { contactFormMachine } from './contact-form.machine';
export * from './contact-form.selectors';
export { type ContactField, type ContactInput, type ContactSubmission, type ContactVariant } from './contact-form.types';
