/**
 * Types of the newsletter sign-up (spec §2 "Other UI" the newsletter modal,
 * the blog's featured block with newsletter sign-up; §5 messages; §8
 * "server message or 'An error occured'"; issue 7: double opt-in, the shop
 * emails a confirmation link and the form says "check your inbox").
 */
import type { NewsletterSource } from '../../api/operations/newsletter';
import type { FieldError } from '../forms/form-fields';
import type { FormContext, FormFieldEvent } from '../forms/form-machine';
import type { StatusFailure } from '../forms/refusals';
import type { MessageFormRuleError } from '../forms/rules';

/** Where the form is: the newsletter modal, the blog's featured block, the account (the api's own list). */
export type NewsletterSignupSource = NewsletterSource;

/** The form's one field; a list as every form's (`machines/forms/form-machine.ts`). */
export const NEWSLETTER_SIGNUP_FIELDS = ['email'] as const;
export type NewsletterSignupField = (typeof NEWSLETTER_SIGNUP_FIELDS)[number];

export interface NewsletterSignupInput {
  readonly source: NewsletterSignupSource;
  /** A prefill, e.g. the logged-in customer's address. */
  readonly email?: string;
}

/** What the status line says: the server's text or 'An error occured'. */
export type NewsletterSignupStatusError = StatusFailure;

/**
 * The email as typed, trimmed only in the request, and kept while sent, so "check your inbox" can
 * name it. `failure`: the last send failed and the server named no field.
 */
export interface NewsletterSignupContext extends FormContext<
  NewsletterSignupField,
  Readonly<Record<NewsletterSignupField, string>>,
  NewsletterSignupStatusError
> {
  readonly source: NewsletterSignupSource;
}

/**
 * Events, dotted by source. While `subscribe` runs the form is read-only and
 * its events are ignored; once sent only `signup.restarted` is heard.
 *
 * | event              | sent by                               | effect |
 * |--------------------|---------------------------------------|--------|
 * | `field.changed`    | the email field                       | store as typed; drop the server's error on it |
 * | `field.blurred`    | the email field losing focus          | its error shows live from now on |
 * | `signup.submitted` | the subscribe button, Enter           | invalid: show the error and focus the field; else send `subscribe` |
 * | `signup.restarted` | "use another address" once sent       | an empty form, nothing kept |
 */
export type NewsletterSignupEvent = FormFieldEvent<NewsletterSignupField> | { type: 'signup.submitted' } | { type: 'signup.restarted' };

/** What `subscribe` gets: a valid address, trimmed, and where it was given. */
export interface NewsletterSubscription {
  readonly email: string;
  readonly source: NewsletterSignupSource;
}

/** `newsletter.subscribed`: the confirmation was asked for (e.g. the modal stops popping up). */
export type NewsletterSignupEmitted = { type: 'newsletter.subscribed' };

/** `busy` while sending; `sent` once the confirmation email was asked for; `error` while a failure is shown. */
export type NewsletterSignupTag = 'busy' | 'sent' | 'error';

/** `required`, `max` (over 254 characters) or `email` of `validateEmail`, or the server's words. */
export type NewsletterSignupFieldError = FieldError<MessageFormRuleError>;
