import { assign, emit } from 'xstate';
import { onlyErrors } from '../forms/form-fields';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../forms/form-machine';
import { stubRequest } from '../requests/requests';
import { serverFieldErrorsOf, statusFailureOf } from '../forms/refusals';
import { validateEmail, type MessageFormRuleError } from '../forms/rules';
import {
  NEWSLETTER_SIGNUP_FIELDS,
  type NewsletterSignupContext,
  type NewsletterSignupEmitted,
  type NewsletterSignupEvent,
  type NewsletterSignupField,
  type NewsletterSignupInput,
  type NewsletterSignupTag,
  type NewsletterSubscription,
} from './newsletter-signup.types';

export const newsletterSignupForm: FormDescription<NewsletterSignupContext, NewsletterSignupField, MessageFormRuleError> = {
  fields: NEWSLETTER_SIGNUP_FIELDS,
  validate: ({ values }) => onlyErrors({ email: validateEmail(values.email) }),
};

/**
 * What a refusal changes (spec §8 "server message or 'An error occured'"): the server's words on
 * the email field when it named it (BAD_USER_INPUT with `fields.email`), else the status line,
 * with the server's text or 'An error occured'. Never both: the field's message is the whole story.
 */
function newsletterSignupFailureOf(cause: unknown): Pick<NewsletterSignupContext, 'serverFieldErrors' | 'failure'> {
  const fields = serverFieldErrorsOf(cause, NEWSLETTER_SIGNUP_FIELDS);
  if (Object.keys(fields).length > 0) return { serverFieldErrors: fields, failure: null };
  return { serverFieldErrors: {}, failure: statusFailureOf(cause) };
}

/** The request of a valid form. */
export function newsletterSubscriptionOf(context: Pick<NewsletterSignupContext, 'values' | 'source'>): NewsletterSubscription {
  return { email: context.values.email.trim(), source: context.source };
}

/**
 * The newsletter sign-up of the modal, the blog's featured block and the account (spec §2; issue
 * 7 double opt-in), made from the form kit (`machines/forms/form-machine.ts`).
 *
 * ```
 * editing ─ idle
 *    │     └ failed  the server refused: its words on the field, or the status line (`error`)
 *    └──signup.submitted, invalid──▶ editing.idle, the error shown, focus on the field
 *    └──signup.submitted, valid──▶ sending (`busy`) ──done──▶ sent (`sent`, emits newsletter.subscribed)
 *                                          └──error──▶ editing.failed, the address kept
 * sent ──signup.restarted──▶ editing, empty
 * ```
 *
 * `sent` means the shop emailed a confirmation link: the address is not subscribed until it is
 * followed, so the form says "check your inbox".
 */
export const newsletterSignupMachine = formSetup({
  types: {} as {
    context: NewsletterSignupContext;
    events: NewsletterSignupEvent;
    input: NewsletterSignupInput;
    tags: NewsletterSignupTag;
    emitted: NewsletterSignupEmitted;
  },
  actors: {
    /** The storefront provides the real request (`newsletterSignupActors` in storefront/app/features/newsletter/newsletter.actors.ts). */
    subscribe: stubRequest<void, NewsletterSubscription>('newsletterSignupMachine', 'subscribe'),
  },
  form: newsletterSignupForm,
  refusal: newsletterSignupFailureOf,
})
  .extend({
    actions: {
      resetForm: assign(freshForm(NEWSLETTER_SIGNUP_FIELDS, { email: '' })),
      announceSubscribed: emit({ type: 'newsletter.subscribed' as const }),
    },
  })
  .createMachine({
    id: 'newsletter-signup',
    context: ({ input }) => ({ source: input.source, ...freshForm(NEWSLETTER_SIGNUP_FIELDS, { email: input.email ?? '' }) }),
    initial: 'editing',
    states: {
      editing: formEditing('signup.submitted', { submitting: 'sending' }),
      /** The field is read-only and the button busy; a second press sends nothing. */
      sending: {
        tags: ['busy'],
        invoke: {
          id: 'subscribe',
          src: 'subscribe',
          input: ({ context }) => newsletterSubscriptionOf(context),
          onDone: { target: 'sent', actions: 'announceSubscribed' },
          onError: FORM_REFUSED,
        },
      },
      /** "Check your inbox": the address stays on screen until another is asked for. */
      sent: {
        tags: ['sent'],
        on: { 'signup.restarted': { target: 'editing', actions: 'resetForm' } },
      },
    },
  });
