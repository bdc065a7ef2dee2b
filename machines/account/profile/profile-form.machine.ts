import { assertEvent, assign, emit } from 'xstate';
import { fieldChangeGuard } from '../../forms/form-fields';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../../forms/form-machine';
import { stubRequest } from '../../requests/requests';
import { accountErrorCodeOf, accountFailureOf, refusalOf, type AccountFailure } from '../../forms/refusals';
import type { AccountRuleError } from '../../forms/rules';
import { profileUpdateOf, profileValuesOf, validateProfileForm } from './profile-form.rules';
import {
  PROFILE_FIELDS,
  type Customer,
  type ProfileContext,
  type ProfileEmitted,
  type ProfileEvent,
  type ProfileField,
  type ProfileInput,
  type ProfileTag,
  type ProfileUpdate,
} from './profile-form.types';

export const profileForm: FormDescription<ProfileContext, ProfileField, AccountRuleError> = {
  fields: PROFILE_FIELDS,
  validate: ({ values, countryCodes }) => validateProfileForm(values, countryCodes),
};

/** A failed save other than a wrong current password: the server's message or 'An error occured'. */
function profileFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { NOT_LOGGED_IN: 'notLoggedIn' });
}

/** Email addresses are compared as the shop stores them: case does not make another address. */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The policy's refusal names `password`; on this form that is the new password. */
const SERVER_FIELD_ALIASES = { password: 'newPassword' } as const;

/** A fresh form for what the shop answered: its values, nothing touched, nothing failed. */
function formFor(customer: Customer) {
  return { ...freshForm(PROFILE_FIELDS, profileValuesOf(customer)), customer, newsletter: customer.newsletter, pendingEmail: null };
}

/**
 * The personal information form (spec §3, §5 "Profile update", §8 350), made from the form kit
 * (`machines/forms/form-machine.ts`).
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
 * Nothing typed is lost on any failure: `values` changes only by the customer's typing and by a
 * successful save.
 */
export const profileFormMachine = formSetup({
  types: {} as { context: ProfileContext; events: ProfileEvent; input: ProfileInput; tags: ProfileTag; emitted: ProfileEmitted },
  actors: {
    /** The storefront provides the real request (`profileFormActors` in storefront/app/features/account/account.actors.ts). */
    updateCustomer: stubRequest<Customer, ProfileUpdate>('profileFormMachine', 'updateCustomer'),
  },
  form: profileForm,
  refusal: refusalOf(profileFailureOf, PROFILE_FIELDS, SERVER_FIELD_ALIASES),
})
  .extend({
    guards: {
      isCurrentPasswordChange: fieldChangeGuard(['currentPassword']),
      isPasswordIncorrect: (_, params: { cause: unknown }) => accountErrorCodeOf(params.cause) === 'PASSWORD_INCORRECT',
    },
    actions: {
      storeNewsletter: assign(({ event }) => {
        assertEvent(event, 'newsletter.changed');
        return { newsletter: event.checked === true };
      }),
      storeSaved: assign((_, params: { customer: Customer; requestedEmail: string }) => ({
        ...formFor(params.customer),
        pendingEmail: sameEmail(params.requestedEmail, params.customer.email) ? null : params.requestedEmail,
      })),
      announceSaved: emit((_, params: { customer: Customer }) => ({ type: 'profile.saved' as const, customer: params.customer })),
    },
  })
  .createMachine({
    id: 'profile-form',
    context: ({ input }) => ({ countryCodes: [...input.countryCodes], ...formFor(input.customer) }),
    initial: 'editing',
    states: {
      editing: formEditing('profile.submitted', {
        submitting: 'saving',
        on: { 'newsletter.changed': { actions: 'storeNewsletter' } },
        states: {
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
            on: { 'field.changed': { guard: 'isCurrentPasswordChange', target: 'idle', actions: 'storeValue' } },
          },
        },
      }),
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
            FORM_REFUSED,
          ],
        },
      },
    },
  });
