import { and, assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { accountErrorCodeOf, accountFailureOf, serverFieldErrorsOf, type AccountFailure } from '../forms/refusals';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  nothingTouched,
  touchedFieldOf,
  typedValueOf,
} from '../forms/form-fields';
import { isProfileFormValid, profileUpdateOf, profileValuesOf } from './profile-form.rules';
import {
  PROFILE_FIELDS,
  type Customer,
  type ProfileContext,
  type ProfileEmitted,
  type ProfileEvent,
  type ProfileInput,
  type ProfileTag,
  type ProfileUpdate,
} from './profile-form.types';

/** A failed save other than a wrong current password: the server's message or 'An error occured'. */
export function profileFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { NOT_LOGGED_IN: 'notLoggedIn' });
}

/** Email addresses are compared as the shop stores them: case does not make another address. */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The policy's refusal names `password`; on this form that is the new password. */
const SERVER_FIELD_ALIASES = { password: 'newPassword' } as const;

/** A fresh form for what the shop answered: its values, nothing touched, nothing failed. */
function formFor(customer: Customer) {
  return {
    customer,
    values: profileValuesOf(customer),
    newsletter: customer.newsletter,
    touched: nothingTouched(PROFILE_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    failure: null,
    pendingEmail: null,
  } as const satisfies Omit<ProfileContext, 'countryCodes'>;
}

/**
 * The personal information form (spec §3, §5 "Profile update", §8 350).
 *
 * ```
 * editing ─ idle
 *    │     ├ saved              the last save succeeded: values are the shop's answer, passwords emptied
 *    │     ├ passwordIncorrect  spec 350: 'Password Incorrect' on the current password (`error`)
 *    │     └ failed             another failure, with the server's field errors (`error`)
 *    └──profile.submitted, valid──▶ saving (`busy`) ──▶ editing.saved (emits profile.saved)
 *                                           └──error──▶ editing.passwordIncorrect | editing.failed
 * ```
 *
 * Nothing typed is lost on any failure: `values` changes only by the
 * customer's typing and by a successful save.
 */
export const profileFormMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as ProfileInput,
    tags: {} as ProfileTag,
    emitted: {} as ProfileEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`profileFormActors` in storefront/app/features/account/account.actors.ts). */
    updateCustomer: fromPromise<Customer, ProfileUpdate>(async () => {
      throw new Error('profileFormMachine: provide the updateCustomer actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => isProfileFormValid(context.values, context.countryCodes),
    isFieldChange: fieldChangeGuard(PROFILE_FIELDS),
    isCurrentPasswordChange: ({ event }) => {
      assertEvent(event, 'field.changed');
      return event.field === 'currentPassword';
    },
    isFieldBlur: fieldBlurGuard(PROFILE_FIELDS),
    isPasswordIncorrect: (_, params: { cause: unknown }) => accountErrorCodeOf(params.cause) === 'PASSWORD_INCORRECT',
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    storeNewsletter: assign(({ event }) => {
      assertEvent(event, 'newsletter.changed');
      return { newsletter: event.checked === true };
    }),
    refuseInvalid: assign(REFUSED_SUBMIT),
    startSubmit: assign(STARTED_SUBMIT),
    storeSaved: assign((_, params: { customer: Customer; requestedEmail: string }) => ({
      ...formFor(params.customer),
      pendingEmail: sameEmail(params.requestedEmail, params.customer.email) ? null : params.requestedEmail,
    })),
    announceSaved: emit((_, params: { customer: Customer }) => ({ type: 'profile.saved' as const, customer: params.customer })),
    storeFailure: assign((_, params: { cause: unknown }) => ({
      failure: profileFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, PROFILE_FIELDS, SERVER_FIELD_ALIASES),
    })),
  },
}).createMachine({
  id: 'profile-form',
  context: ({ input }) => ({ countryCodes: [...input.countryCodes], ...formFor(input.customer) }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
        'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
        'newsletter.changed': { actions: 'storeNewsletter' },
        'profile.submitted': [
          { guard: not('isFormValid'), target: '.idle', actions: 'refuseInvalid' },
          { target: 'saving', actions: 'startSubmit' },
        ],
      },
      states: {
        idle: {},
        /** "Saved" shows until the customer changes something again. */
        saved: {
          on: {
            'field.changed': { guard: 'isFieldChange', target: 'idle', actions: 'storeValue' },
            'newsletter.changed': { target: 'idle', actions: 'storeNewsletter' },
          },
        },
        /** Spec 350: shown on the current password until that field changes or the form is sent again. */
        passwordIncorrect: {
          tags: ['error'],
          on: {
            'field.changed': {
              guard: and(['isFieldChange', 'isCurrentPasswordChange']),
              target: 'idle',
              actions: 'storeValue',
            },
          },
        },
        failed: { tags: ['error'] },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'updateCustomer',
        src: 'updateCustomer',
        input: ({ context }) => profileUpdateOf(context.values, context.newsletter),
        onDone: {
          target: 'editing.saved',
          actions: [
            {
              type: 'storeSaved',
              params: ({ context, event }) => ({ customer: event.output, requestedEmail: context.values.email.trim() }),
            },
            { type: 'announceSaved', params: ({ event }) => ({ customer: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isPasswordIncorrect', params: ({ event }) => ({ cause: event.error }) },
            target: 'editing.passwordIncorrect',
          },
          {
            target: 'editing.failed',
            actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
          },
        ],
      },
    },
  },
});
