import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  firstInvalidField,
  nothingTouched,
  touchedFieldOf,
  typedValueOf,
  withoutServerErrors,
} from '../forms/form-fields';
import { serverFieldErrorsOf, statusFailureOf, uploadRefusalOf } from '../forms/refusals';
import { CONTACT_DOCUMENT_MAX_BYTES, fileMetaOf, fileTooLarge, isFileMeta } from '../forms/rules';
import {
  contactFieldsOf,
  contactSubmissionOf,
  contactTextFieldsOf,
  initialContactValues,
  isContactFormValid,
  validateContactForm,
} from './contact-form.rules';
import {
  CONTACT_TEXT_FIELDS,
  type ContactContext,
  type ContactEmitted,
  type ContactEvent,
  type ContactField,
  type ContactInput,
  type ContactSubmission,
  type ContactTag,
  type ContactVariant,
  type DocumentRefusal,
} from './contact-form.types';

const CONTACT_FIELDS: readonly ContactField[] = [...CONTACT_TEXT_FIELDS, 'document'];

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
 * What a refusal changes (spec §8 "the server's error value is raised"): a
 * document the server refused gets its code on the file field; else the
 * server's words on the fields it named; else the status line, with the
 * server's text or 'An error occured'.
 */
export function contactFailureOf(
  variant: ContactVariant,
  cause: unknown,
): Pick<ContactContext, 'documentRefusal' | 'serverFieldErrors' | 'failure'> {
  const upload = variant === 'contactPage' ? uploadRefusalOf(cause) : null;
  if (upload !== null) {
    const documentRefusal: DocumentRefusal =
      upload === 'tooLarge' ? fileTooLarge('documentTooLarge', CONTACT_DOCUMENT_MAX_BYTES) : { code: 'documentType' };
    return { documentRefusal, serverFieldErrors: {}, failure: null };
  }
  const fields = serverFieldErrorsOf(cause, contactFieldsOf(variant), SERVER_FIELD_ALIASES[variant]);
  if (Object.keys(fields).length > 0) return { documentRefusal: null, serverFieldErrors: fields, failure: null };
  return { documentRefusal: null, serverFieldErrors: {}, failure: statusFailureOf(cause) };
}

/** Where focus goes after a refused submit: the variant's first field with an error. */
function firstInvalidContactField(context: ContactContext): ContactField {
  const errors = validateContactForm(context.variant, context.values, context.document);
  // Asked only when the guard found the form invalid, so some field of the variant has an error.
  return firstInvalidField(contactFieldsOf(context.variant), errors) ?? 'email';
}

/** A fresh form: the values it started with, nothing touched, nothing failed. */
function freshForm(initialValues: ContactContext['initialValues']) {
  return {
    values: initialValues,
    document: null,
    touched: nothingTouched(CONTACT_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    documentRefusal: null,
    failure: null,
  } as const satisfies Partial<ContactContext>;
}

/** Only the variant's fields; one form of each shape is the same machine. */
const changeGuards = {
  contactPage: fieldChangeGuard(contactTextFieldsOf('contactPage')),
  account: fieldChangeGuard(contactTextFieldsOf('account')),
};
const blurGuards = {
  contactPage: fieldBlurGuard(contactFieldsOf('contactPage')),
  account: fieldBlurGuard(contactFieldsOf('account')),
};

/**
 * The contact page's form and the account side's (spec §2, §3, §4, §7, §8).
 *
 * ```
 * editing ─ idle
 *    │     └ failed  the server refused: its words on the fields it named, a code on the document, or the status line (`error`)
 *    └──contact.submitted, invalid──▶ editing.idle, every error shown, focus on the first
 *    └──contact.submitted, valid──▶ loading (`busy`) ──done──▶ sent (emits contact.sent) ──contact.anotherRequested──▶ editing
 *                                           └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const contactFormMachine = setup({
  types: {
    context: {} as ContactContext,
    events: {} as ContactEvent,
    input: {} as ContactInput,
    tags: {} as ContactTag,
    emitted: {} as ContactEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`contactFormActors` in storefront/app/features/content/content.actors.ts). */
    sendContactMessage: fromPromise<void, ContactSubmission>(async () => {
      throw new Error('contactFormMachine: provide the sendContactMessage actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => isContactFormValid(context.variant, context.values, context.document),
    isFieldChange: ({ context, event }) => changeGuards[context.variant]({ event }),
    isFieldBlur: ({ context, event }) => blurGuards[context.variant]({ event }),
    isDocument: ({ context, event }) => {
      assertEvent(event, 'document.chosen');
      return context.variant === 'contactPage' && isFileMeta(event.document);
    },
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    /** A document over 10 MB says so at once: the customer just chose it. */
    storeDocument: assign(({ context, event }) => {
      assertEvent(event, 'document.chosen');
      return {
        document: fileMetaOf(event.document),
        touched: { ...context.touched, document: true },
        serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['document']),
        documentRefusal: null,
      };
    }),
    clearDocument: assign(({ context }) => ({
      document: null,
      serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['document']),
      documentRefusal: null,
    })),
    refuseInvalid: assign(REFUSED_SUBMIT),
    /** Stub: the storefront moves focus to the field (`contactFormActors` in storefront/app/features/content/content.actors.ts). */
    focusField: (_, _params: { field: ContactField }) => {},
    startSubmit: assign({ ...STARTED_SUBMIT, documentRefusal: null }),
    resetForm: assign(({ context }) => freshForm(context.initialValues)),
    storeFailure: assign(({ context }, params: { cause: unknown }) => contactFailureOf(context.variant, params.cause)),
    announceSent: emit(({ context }) => ({ type: 'contact.sent' as const, variant: context.variant })),
  },
}).createMachine({
  id: 'contact-form',
  context: ({ input }) => {
    const initialValues = initialContactValues(input);
    return { variant: input.variant, initialValues, ...freshForm(initialValues) };
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
        'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
        'document.chosen': { guard: 'isDocument', actions: 'storeDocument' },
        'document.cleared': { actions: 'clearDocument' },
        'contact.submitted': [
          {
            guard: not('isFormValid'),
            target: '.idle',
            actions: [
              'refuseInvalid',
              {
                type: 'focusField',
                params: ({ context }) => ({ field: firstInvalidContactField(context) }),
              },
            ],
          },
          { target: 'loading', actions: 'startSubmit' },
        ],
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
    },
    /** Spec §4 `loading`: the message is on its way; the button is disabled with a loader. */
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'sendContactMessage',
        src: 'sendContactMessage',
        input: ({ context }) => contactSubmissionOf(context.variant, context.values, context.document),
        onDone: { target: 'sent', actions: ['resetForm', 'announceSent'] },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    /** Spec §4 `sent`: the thank-you replaces the form until another message is asked for. */
    sent: {
      on: { 'contact.anotherRequested': { target: 'editing' } },
    },
  },
});
