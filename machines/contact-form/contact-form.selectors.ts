import type { SnapshotFrom } from 'xstate';
import { memoByContext, shownFieldErrors } from '../forms/form-fields';
import type { contactFormMachine } from './contact-form.machine';
import { contactFieldsOf, validateContactForm } from './contact-form.rules';
import type {
  ContactContext,
  ContactField,
  ContactFieldErrors,
  ContactStatusError,
  ContactValues,
  ContactVariant,
  FileMeta,
} from './contact-form.types';

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

const fieldErrors = memoByContext((context: ContactContext): ContactFieldErrors => {
  const shown = shownFieldErrors(
    contactFieldsOf(context.variant),
    validateContactForm(context.variant, context.values, context.document),
    context,
  );
  // The server's refusal of the document until another is chosen; a rule's error on it would come first, but none can once sent.
  return context.documentRefusal === null || shown.document !== undefined ? shown : { ...shown, document: context.documentRefusal };
});

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
