import type { SnapshotFrom } from 'xstate';
import { memoByContext } from '../forms/form-fields';
import { formFieldErrors } from '../forms/form-machine';
import { newsletterSignupForm, type newsletterSignupMachine } from './newsletter-signup.machine';
import type { NewsletterSignupContext, NewsletterSignupFieldError, NewsletterSignupStatusError } from './newsletter-signup.types';

export type NewsletterSignupSnapshot = SnapshotFrom<typeof newsletterSignupMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state tree can be reshaped freely.
 */

/** The address as typed (the field is controlled); while sent, the one the confirmation went to. */
export const selectEmail = (snapshot: NewsletterSignupSnapshot): string => snapshot.context.values.email;

const fieldErrors = formFieldErrors(newsletterSignupForm);
// Same context, same object: a component re-renders only when the error changes.
const emailError = memoByContext(
  (context: NewsletterSignupContext): NewsletterSignupFieldError | null => fieldErrors(context).email ?? null,
);

/**
 * The error under the field now: the rule's code once the field was left or
 * after a press of submit ('This field is required', 'Is not a valid email
 * address'), or the server's words until the address changes; else `null`.
 */
export const selectEmailError = (snapshot: NewsletterSignupSnapshot): NewsletterSignupFieldError | null => emailError(snapshot.context);

/** The status line: a refusal that named no field (the server's text or 'An error occured'), else `null`. */
export const selectStatusError = (snapshot: NewsletterSignupSnapshot): NewsletterSignupStatusError | null =>
  snapshot.hasTag('error') ? snapshot.context.failure : null;

/** The button is busy and the field read-only. */
export const selectIsSending = (snapshot: NewsletterSignupSnapshot): boolean => snapshot.hasTag('busy');

/** The confirmation email was asked for: show "check your inbox". */
export const selectIsSent = (snapshot: NewsletterSignupSnapshot): boolean => snapshot.hasTag('sent');
