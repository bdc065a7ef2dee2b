import { assign, emit } from 'xstate';
import { FORM_FILE_EVENTS, FORM_REFUSED, formEditing, formSetup, freshForm } from '../forms/form-machine';
import { stubRequest } from '../requests/requests';
import type { FormDescription } from '../forms/form-machine';
import { serverFieldErrorsOf, statusFailureOf, uploadRefusalOf } from '../forms/refusals';
import { CONTACT_DOCUMENT_MAX_BYTES, fileTooLarge, type MessageFormRuleError } from '../forms/rules';
import { contactFieldsOf, contactSubmissionOf, contactTextFieldsOf, initialContactValues, validateContactForm } from './contact-form.rules';
import {
  CONTACT_TEXT_FIELDS,
  type ContactContext,
  type ContactEmitted,
  type ContactEvent,
  type ContactField,
  type ContactInput,
  type ContactSubmission,
  type ContactTag,
  type ContactValues,
  type ContactVariant,
} from './contact-form.types';

/** Only the variant's fields: one form of each shape is the same machine. The account side has no document. */
export const contactForm: FormDescription<ContactContext, ContactField, MessageFormRuleError> = {
  fields: ({ variant }) => contactFieldsOf(variant),
  typed: ({ variant }) => contactTextFieldsOf(variant),
  files: ({ variant }) => (variant === 'contactPage' ? ['document'] : []),
  validate: ({ variant, values, document }) => validateContactForm(variant, values, document),
};

/**
 * The contact page's names for `POST /contact/submit`'s fields: the upload `file` is the document
 * and `contactId` is what the subject chose. The account form has neither: a refused contactId
 * there is the status line's.
 */
const SERVER_FIELD_ALIASES: Readonly<Record<ContactVariant, Readonly<Record<string, ContactField>>>> = {
  contactPage: { file: 'document', contactId: 'subject' },
  account: {},
};

/**
 * What a refusal changes (spec §8 "the server's error value is raised"): a document the server
 * refused gets its code on the file field; else the server's words on the fields it named; else
 * the status line, with the server's text or 'An error occured'.
 */
export function contactFailureOf(variant: ContactVariant, cause: unknown): Pick<ContactContext, 'serverFieldErrors' | 'failure'> {
  const upload = variant === 'contactPage' ? uploadRefusalOf(cause) : null;
  if (upload !== null) {
    const document =
      upload === 'tooLarge' ? fileTooLarge('documentTooLarge', CONTACT_DOCUMENT_MAX_BYTES) : { code: 'documentType' as const };
    return { serverFieldErrors: { document }, failure: null };
  }
  const fields = serverFieldErrorsOf(cause, contactFieldsOf(variant), SERVER_FIELD_ALIASES[variant]);
  if (Object.keys(fields).length > 0) return { serverFieldErrors: fields, failure: null };
  return { serverFieldErrors: {}, failure: statusFailureOf(cause) };
}

/** A fresh form: the values it started with, no document, nothing touched, nothing failed. */
function freshContactForm(initialValues: ContactValues) {
  return { ...freshForm([...CONTACT_TEXT_FIELDS, 'document'], initialValues), document: null };
}

/**
 * The contact page's form and the account side's (spec §2, §3, §4, §7, §8), made from the form
 * kit (`machines/forms/form-machine.ts`).
 *
 * ```
 * editing ─ idle
 *    │     └ failed  the server refused: its words on the fields it named, a code on the document, or the status line (`error`)
 *    └──contact.submitted, invalid──▶ editing.idle, every error shown, focus on the first
 *    └──contact.submitted, valid──▶ loading (`busy`) ──done──▶ sent (emits contact.sent) ──contact.anotherRequested──▶ editing
 *                                           └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const contactFormMachine = formSetup({
  types: {} as { context: ContactContext; events: ContactEvent; input: ContactInput; tags: ContactTag; emitted: ContactEmitted },
  actors: {
    /** The storefront provides the real request (`contactFormActors` in storefront/app/features/contact/contact.actors.ts). */
    sendContactMessage: stubRequest<void, ContactSubmission>('contactFormMachine', 'sendContactMessage'),
  },
  form: contactForm,
  refusal: (cause, context) => contactFailureOf(context.variant, cause),
})
  .extend({
    actions: {
      resetForm: assign(({ context }) => freshContactForm(context.initialValues)),
      announceSent: emit(({ context }) => ({ type: 'contact.sent' as const, variant: context.variant })),
    },
  })
  .createMachine({
    id: 'contact-form',
    context: ({ input }) => {
      const initialValues = initialContactValues(input);
      return { variant: input.variant, initialValues, ...freshContactForm(initialValues) };
    },
    initial: 'editing',
    states: {
      editing: formEditing('contact.submitted', {
        submitting: 'loading',
        on: FORM_FILE_EVENTS,
      }),
      /** Spec §4 `loading`: the message is on its way; the button is disabled with a loader. */
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'sendContactMessage',
          src: 'sendContactMessage',
          input: ({ context }) => contactSubmissionOf(context.variant, context.values, context.document),
          onDone: { target: 'sent', actions: ['resetForm', 'announceSent'] },
          onError: FORM_REFUSED,
        },
      },
      /** Spec §4 `sent`: the thank-you replaces the form until another message is asked for. */
      sent: {
        on: { 'contact.anotherRequested': { target: 'editing' } },
      },
    },
  });
