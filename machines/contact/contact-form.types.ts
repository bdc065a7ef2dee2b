/**
 * Types of the contact forms (spec §2 Contact page, the account panel's
 * contact by form; §3 "Contact message"; §4 contact form: loading and sent;
 * §7 `POST /contact/submit`; §8 "Contact and review failures").
 */
import type { FieldErrors, RuleError } from '../forms/form-fields';
import type { FileEvent, FormContext, FormFieldEvent } from '../forms/form-machine';
import type { StatusFailure } from '../forms/refusals';
import type { FileMeta, FileTooLarge, MessageFormRuleError } from '../forms/rules';

export type { FileMeta };

/**
 * `contactPage`: subject, email, message and an optional document (spec §2);
 * `account`: email, first name, last name and message (spec §3).
 */
export type ContactVariant = 'contactPage' | 'account';

/** Spec §2: Customer service or Press; the host maps each to the configuration's contactId. */
export const CONTACT_SUBJECTS = ['customerService', 'press'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Every text field of either variant. */
export const CONTACT_TEXT_FIELDS = ['subject', 'email', 'firstName', 'lastName', 'message'] as const;
export type ContactTextField = (typeof CONTACT_TEXT_FIELDS)[number];
export type ContactField = ContactTextField | 'document';

/** Each variant's fields in the order it shows them (where focus goes first). */
export const CONTACT_FIELDS_BY_VARIANT = {
  contactPage: ['subject', 'email', 'message', 'document'],
  account: ['email', 'firstName', 'lastName', 'message'],
} as const satisfies Record<ContactVariant, readonly ContactField[]>;

/** As typed (the subject is a radio's or select's value); a variant's other fields stay ''. */
export type ContactValues = Readonly<Record<ContactTextField, string>>;

export interface ContactInput {
  readonly variant: ContactVariant;
  /** Prefills, e.g. the logged-in customer's email and names; the subject defaults to customer service. */
  readonly subject?: ContactSubject;
  readonly email?: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

/** What the status line says: the server's text or 'An error occured'. */
export type ContactStatusError = StatusFailure;

/** A document the server refused, as an error on the file field: too large (the limit named), or not a kind it takes. */
type DocumentRefusal = FileTooLarge<'documentTooLarge'> | RuleError<'documentType'>;

/**
 * The server's refusal of the attached document is its field error (`serverFieldErrors.document`),
 * cleared when another is chosen or it is removed. `failure`: the last send failed and the server
 * named no field of the form.
 */
export interface ContactContext extends FormContext<ContactField, ContactValues, ContactStatusError, DocumentRefusal> {
  readonly variant: ContactVariant;
  /** The input's prefills: "send another message" starts from them. */
  readonly initialValues: ContactValues;
  /** The contact page's attached document (the `File` is the host's), or `null`. */
  readonly document: FileMeta | null;
}

/**
 * Events, dotted by source. While `sendContactMessage` runs (spec §4
 * `loading`) the form is disabled and its events are ignored.
 *
 * | event                      | sent by                          | effect |
 * |----------------------------|----------------------------------|--------|
 * | `field.changed`            | the variant's inputs, the subject choice | store as typed; drop the server's error on that field. A field of the other variant: ignored |
 * | `field.blurred`            | a field losing focus (`document` included) | its error shows live from now on |
 * | `file.chosen`              | the contact page's file input (field `document`) | keep its name, size and type; over 10 MB shows its error at once |
 * | `file.cleared`             | the file input's clear button    | no document |
 * | `contact.submitted`        | the send button                  | invalid: show every error and focus the first; else send `sendContactMessage` |
 * | `contact.anotherRequested` | "send another message" once sent | a fresh form (the prefills kept) |
 */
export type ContactEvent =
  | FormFieldEvent<ContactTextField, ContactField>
  | FileEvent<'document'>
  | { type: 'contact.submitted' }
  | { type: 'contact.anotherRequested' };

/** What `sendContactMessage` gets: a valid form, trimmed. */
export type ContactSubmission =
  | {
      readonly variant: 'contactPage';
      readonly subject: ContactSubject;
      readonly email: string;
      readonly message: string;
      /** The file to attach (the host's `File` it was chosen as), or `null`. */
      readonly document: FileMeta | null;
    }
  | {
      readonly variant: 'account';
      readonly email: string;
      readonly firstName: string;
      readonly lastName: string;
      readonly message: string;
    };

/** `contact.sent`: for the host's own effects (analytics, closing a panel). */
export type ContactEmitted = { type: 'contact.sent'; variant: ContactVariant };

/** `busy` while sending (spec §4 `loading`); `error` while a failure is shown. */
export type ContactTag = 'busy' | 'error';

export type ContactFieldErrors = FieldErrors<ContactField, MessageFormRuleError>;
