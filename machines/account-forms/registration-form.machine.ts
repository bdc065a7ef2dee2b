import { assertEvent, assign, emit, fromPromise, not, setup } from 'xstate';
import { accountFailureOf, serverFieldErrorsOf, type AccountFailure } from '../forms/refusals';
import {
  REFUSED_SUBMIT,
  STARTED_SUBMIT,
  fieldBlurGuard,
  fieldChangeGuard,
  nothingTouched,
  onlyErrors,
  touchedFieldOf,
  typedValueOf,
  type RuleErrors,
} from '../forms/form-fields';
import {
  REGISTRATION_TEXT_FIELDS,
  type AccountFormTag,
  type Registration,
  type RegistrationContext,
  type RegistrationEmitted,
  type RegistrationEvent,
  type RegistrationField,
  type RegistrationValues,
} from './account-forms.types';
import {
  MAX_LENGTHS,
  isCustomerTitle,
  validateEmail,
  validateEmailConfirmation,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequiredText,
  validateTitle,
  type AccountRuleError,
} from '../forms/rules';

export const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
  title: '',
  firstName: '',
  lastName: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
};

/** Every field's first error (spec §3 registration form, §5 messages, issue 5 password policy). */
export function validateRegistrationForm(values: RegistrationValues): RuleErrors<RegistrationField, AccountRuleError> {
  return onlyErrors<RegistrationField, AccountRuleError>({
    title: validateTitle(values.title),
    firstName: validateRequiredText(values.firstName, MAX_LENGTHS.name),
    lastName: validateRequiredText(values.lastName, MAX_LENGTHS.name),
    email: validateEmail(values.email),
    emailConfirmation: validateEmailConfirmation(values.email, values.emailConfirmation),
    password: validateNewPassword(values.password),
    passwordConfirmation: validatePasswordConfirmation(values.password, values.passwordConfirmation),
  });
}

/** The request of a valid form: trimmed names and email, the password as typed; the confirmations stay here. */
export function registrationOf(context: Pick<RegistrationContext, 'values' | 'newsletter'>): Registration {
  const { values } = context;
  // Entered only through `isFormValid`, which requires a title.
  if (!isCustomerTitle(values.title)) throw new Error('registrationFormMachine: submitting without a title');
  return {
    title: values.title,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    password: values.password,
    newsletter: context.newsletter,
  };
}

/** The shop's password policy names the password `newPassword` (Vendure's validation); on this form it is `password`. */
const SERVER_FIELD_ALIASES = { newPassword: 'password' } as const;

/** Spec §8: 306 'Registration failed' (also for a taken email: never said which); else server message or 'An error occured'. */
export function registrationFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { REGISTRATION_FAILED: 'registrationFailed' });
}

/**
 * The registration form (spec §3, §5, §8 306). A success sends the
 * verification email and shows "check your email": the session does not
 * change, there is no customer until the link is followed.
 *
 * ```
 * editing ─ idle ──registration.submitted, invalid──▶ idle, every error shown
 *    │     └ failed (`error`)
 *    └──registration.submitted, valid──▶ submitting (`busy`) ──done──▶ registered (emits registration.succeeded)
 *                                                 └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const registrationFormMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    tags: {} as AccountFormTag,
    emitted: {} as RegistrationEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`registrationFormActors` in storefront/app/features/account/account.actors.ts). */
    register: fromPromise<void, Registration>(async () => {
      throw new Error('registrationFormMachine: provide the register actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateRegistrationForm(context.values)).length === 0,
    isFieldChange: fieldChangeGuard(REGISTRATION_TEXT_FIELDS),
    isFieldBlur: fieldBlurGuard(REGISTRATION_TEXT_FIELDS),
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    /** A radio is "left" when picked: its error (none once picked) shows live from then on. */
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    storeNewsletter: assign(({ event }) => {
      assertEvent(event, 'newsletter.changed');
      return { newsletter: event.checked === true };
    }),
    refuseInvalid: assign(REFUSED_SUBMIT),
    startSubmit: assign(STARTED_SUBMIT),
    storeFailure: assign((_, params: { cause: unknown }) => ({
      failure: registrationFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, REGISTRATION_TEXT_FIELDS, SERVER_FIELD_ALIASES),
    })),
    /** "Check your email" names the address; nothing secret outlives the request. */
    markRegistered: assign(({ context }) => ({
      registeredEmail: context.values.email.trim(),
      values: { ...context.values, password: '', passwordConfirmation: '' },
    })),
    announceRegistration: emit(({ context }) => ({
      type: 'registration.succeeded' as const,
      email: context.registeredEmail ?? context.values.email.trim(),
    })),
  },
}).createMachine({
  id: 'registration-form',
  context: {
    values: EMPTY_REGISTRATION_VALUES,
    newsletter: false,
    touched: nothingTouched(REGISTRATION_TEXT_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    failure: null,
    registeredEmail: null,
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
        'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
        'newsletter.changed': { actions: 'storeNewsletter' },
        'registration.submitted': [
          { guard: not('isFormValid'), target: '.idle', actions: 'refuseInvalid' },
          { target: 'submitting', actions: 'startSubmit' },
        ],
      },
      states: {
        idle: {},
        failed: { tags: ['error'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => registrationOf(context),
        onDone: { target: 'registered', actions: ['markRegistered', 'announceRegistration'] },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    registered: { type: 'final' },
  },
});
