import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { serverFieldErrorsOf, statusFailureOf } from '../forms/refusals';
import { validateEmail } from '../forms/rules';
import { REFUSED_SUBMIT, STARTED_SUBMIT, nothingTouched, withoutServerErrors } from '../forms/form-fields';
import {
  NEWSLETTER_SIGNUP_FIELDS,
  type NewsletterSignupContext,
  type NewsletterSignupEmitted,
  type NewsletterSignupEvent,
  type NewsletterSignupInput,
  type NewsletterSignupTag,
  type NewsletterSubscription,
} from './newsletter-signup.types';

/**
 * What a refusal changes (spec §8 "server message or 'An error occured'"):
 * the server's words on the email field when it named it (BAD_USER_INPUT
 * with `fields.email`), else the status line, with the server's text or
 * 'An error occured'. Never both: the field's message is the whole story.
 */
export function newsletterSignupFailureOf(cause: unknown): Pick<NewsletterSignupContext, 'serverFieldErrors' | 'failure'> {
  const fields = serverFieldErrorsOf(cause, NEWSLETTER_SIGNUP_FIELDS);
  if (Object.keys(fields).length > 0) return { serverFieldErrors: fields, failure: null };
  return { serverFieldErrors: {}, failure: statusFailureOf(cause) };
}

/** The request of a valid form. */
export function newsletterSubscriptionOf(context: Pick<NewsletterSignupContext, 'email' | 'source'>): NewsletterSubscription {
  return { email: context.email.trim(), source: context.source };
}

/** A fresh form: `email` as given, nothing touched, nothing failed. */
function freshForm(email: string) {
  return {
    email,
    touched: nothingTouched(NEWSLETTER_SIGNUP_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    failure: null,
  } as const satisfies Partial<NewsletterSignupContext>;
}

/**
 * The newsletter sign-up of the modal, the blog's featured block and the
 * account (spec §2; issue 7 double opt-in).
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
 * `sent` means the shop emailed a confirmation link: the address is not
 * subscribed until it is followed, so the form says "check your inbox".
 */
export const newsletterSignupMachine = setup({
  types: {
    context: {} as NewsletterSignupContext,
    events: {} as NewsletterSignupEvent,
    input: {} as NewsletterSignupInput,
    tags: {} as NewsletterSignupTag,
    emitted: {} as NewsletterSignupEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`newsletterSignupActors` in storefront/app/features/newsletter/newsletter.actors.ts). */
    subscribe: fromPromise<void, NewsletterSubscription>(async () => {
      throw new Error('newsletterSignupMachine: provide the subscribe actor');
    }),
  },
  guards: {
    isEmailValid: ({ context }) => validateEmail(context.email) === null,
    // Events come from markup: only text may land in the field.
    isText: ({ event }) => {
      assertEvent(event, 'email.changed');
      return typeof event.value === 'string';
    },
  },
  actions: {
    /** Stored as typed; the server's error was about the old address. */
    storeEmail: assign(({ context, event }) => {
      assertEvent(event, 'email.changed');
      return { email: event.value, serverFieldErrors: withoutServerErrors(context.serverFieldErrors, ['email']) };
    }),
    markTouched: assign({ touched: { email: true } }),
    refuseInvalid: assign(REFUSED_SUBMIT),
    /** Stub: the storefront moves focus to the field (`newsletterSignupActors` in storefront/app/features/newsletter/newsletter.actors.ts). */
    focusEmail: () => {},
    startSubmit: assign(STARTED_SUBMIT),
    resetForm: assign(freshForm('')),
    storeFailure: assign((_, params: { cause: unknown }) => newsletterSignupFailureOf(params.cause)),
    announceSubscribed: emit({ type: 'newsletter.subscribed' as const }),
  },
}).createMachine({
  id: 'newsletter-signup',
  context: ({ input }) => ({ source: input.source, ...freshForm(input.email ?? '') }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'email.changed': { guard: 'isText', actions: 'storeEmail' },
        'email.blurred': { actions: 'markTouched' },
        'signup.submitted': [
          { guard: not('isEmailValid'), target: '.idle', actions: ['refuseInvalid', 'focusEmail'] },
          { target: 'sending', actions: 'startSubmit' },
        ],
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
    },
    /** The field is read-only and the button busy; a second press sends nothing. */
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => newsletterSubscriptionOf(context),
        onDone: { target: 'sent', actions: 'announceSubscribed' },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    /** "Check your inbox": the address stays on screen until another is asked for. */
    sent: {
      tags: ['sent'],
      on: { 'signup.restarted': { target: 'editing', actions: 'resetForm' } },
    },
  },
});
