import type { SnapshotFrom } from 'xstate';
import { formFieldErrors } from '../forms/form-machine';
import { contactForm, type contactFormMachine } from './contact-form.machine';
import { contactFieldsOf } from './contact-form.rules';
import type { ContactField, ContactFieldErrors, ContactStatusError, ContactValues, ContactVariant, FileMeta } from './contact-form.types';

export type ContactFormSnapshot = SnapshotFrom<typeof contactFormMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

export const selectVariant = (snapshot: ContactFormSnapshot): ContactVariant => snapshot.context.variant;

/** The fields the variant shows, in its order. */
export const selectFields = (snapshot: ContactFormSnapshot): readonly ContactField[] => contactFieldsOf(snapshot.context.variant);

export const selectValues = (snapshot: ContactFormSnapshot): ContactValues => snapshot.context.values;

/** The attached document's name, size and type (the file input shows them), or `null`. */
export const selectDocument = (snapshot: ContactFormSnapshot): FileMeta | null => snapshot.context.document;

const fieldErrors = formFieldErrors(contactForm);

/**
 * The errors to show now: rule codes of fields left (a chosen document at
 * once) or of every field after a press of submit, the server's words on the
 * fields it named, and a refused document's code.
 */
export const selectFieldErrors = (snapshot: ContactFormSnapshot): ContactFieldErrors => fieldErrors(snapshot.context);

/** The status line: a refusal that named no field (the server's text or 'An error occured'), else `null`. */
export const selectStatusError = (snapshot: ContactFormSnapshot): ContactStatusError | null =>
  snapshot.matches({ editing: 'failed' }) ? snapshot.context.failure : null;

/** Spec §4 `loading`: the button is disabled with a loader. */
export const selectIsLoading = (snapshot: ContactFormSnapshot): boolean => snapshot.hasTag('busy');

/** Spec §4 `sent`: show the thank-you and "send another message" instead of the form. */
export const selectIsSent = (snapshot: ContactFormSnapshot): boolean => snapshot.matches('sent');
