export {
  CONTACT_DOCUMENT_ACCEPT,
  ContactForm,
  contactFieldId,
  type ContactFormErrors,
  type ContactFormField,
  type ContactFormProps,
  type ContactFormTextField,
  type ContactFormValues,
  type ContactFormVariant,
} from './contact-form';
