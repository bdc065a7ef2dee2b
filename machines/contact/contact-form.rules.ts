/**
 * The contact forms' rules and request (spec §3 "Contact message", §5
 * messages, §9; issue 7: a document at most 10 MB). Pure: the machine, its
 * selectors and the tests share them.
 */
import { onlyErrors, type RuleErrors } from '../forms/form-fields';
import {
  CONTACT_DOCUMENT_MAX_BYTES,
  validateChoice,
  validateEmail,
  validateFile,
  validateMessage,
  validateName,
  type FileMeta,
  type MessageFormRuleError,
} from '../forms/rules';
import {
  CONTACT_FIELDS_BY_VARIANT,
  CONTACT_SUBJECTS,
  CONTACT_TEXT_FIELDS,
  type ContactField,
  type ContactInput,
  type ContactSubject,
  type ContactSubmission,
  type ContactTextField,
  type ContactValues,
  type ContactVariant,
} from './contact-form.types';

function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** The fields a variant shows, in its order. */
export function contactFieldsOf(variant: ContactVariant): readonly ContactField[] {
  return CONTACT_FIELDS_BY_VARIANT[variant];
}

/** The text fields a variant shows: `field.changed` for another is ignored. */
export function contactTextFieldsOf(variant: ContactVariant): readonly ContactTextField[] {
  const shown: readonly ContactField[] = CONTACT_FIELDS_BY_VARIANT[variant];
  return CONTACT_TEXT_FIELDS.filter((field) => shown.includes(field));
}

/** The form as it starts: the input's prefills; the contact page's subject customer service. */
export function initialContactValues(input: ContactInput): ContactValues {
  return {
    subject: input.variant === 'contactPage' ? (input.subject ?? 'customerService') : '',
    email: input.email ?? '',
    firstName: input.variant === 'account' ? (input.firstName ?? '') : '',
    lastName: input.variant === 'account' ? (input.lastName ?? '') : '',
    message: '',
  };
}

/**
 * Every field's first error, for the variant's fields only: the subject one
 * of Customer service or Press; email required and valid; first and last
 * names required, 2 to 60 characters; message required, at least 2
 * characters; the document optional, at most 10 MB (its kind is the
 * server's to check, by content).
 */
export function validateContactForm(
  variant: ContactVariant,
  values: ContactValues,
  document: FileMeta | null,
): RuleErrors<ContactField, MessageFormRuleError> {
  const page = variant === 'contactPage';
  return onlyErrors<ContactField, MessageFormRuleError>({
    subject: page ? validateChoice(values.subject, CONTACT_SUBJECTS) : null,
    email: validateEmail(values.email),
    firstName: page ? null : validateName(values.firstName),
    lastName: page ? null : validateName(values.lastName),
    message: validateMessage(values.message),
    document: page ? validateFile(document, CONTACT_DOCUMENT_MAX_BYTES, 'documentTooLarge') : null,
  });
}

export function isContactFormValid(variant: ContactVariant, values: ContactValues, document: FileMeta | null): boolean {
  return Object.keys(validateContactForm(variant, values, document)).length === 0;
}

/** The request of a valid form: trimmed texts, only the variant's fields. */
export function contactSubmissionOf(variant: ContactVariant, values: ContactValues, document: FileMeta | null): ContactSubmission {
  const email = values.email.trim();
  const message = values.message.trim();
  if (variant === 'account') {
    return { variant, email, firstName: values.firstName.trim(), lastName: values.lastName.trim(), message };
  }
  // Entered only through `isContactFormValid`, which requires a subject.
  if (!isContactSubject(values.subject)) throw new Error('contactFormMachine: sending without a subject');
  return { variant, subject: values.subject, email, message, document };
}
