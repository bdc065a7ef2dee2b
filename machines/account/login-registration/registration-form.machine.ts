import { assertEvent, assign, emit } from 'xstate';
import { onlyErrors, type RuleErrors } from '../../forms/form-fields';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../../forms/form-machine';
import { stubRequest } from '../../requests/requests';
import { accountFailureOf, refusalOf, type AccountFailure } from '../../forms/refusals';
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
  customerNamesOf,
  validateEmail,
  validateEmailConfirmation,
  validateNewPassword,
  validatePasswordConfirmation,
  validateRequiredText,
  validateTitle,
  type AccountRuleError,
} from '../../forms/rules';

const EMPTY_REGISTRATION_VALUES: RegistrationValues = {
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

export const registrationForm: FormDescription<RegistrationContext, RegistrationField, AccountRuleError> = {
  fields: REGISTRATION_TEXT_FIELDS,
  validate: ({ values }) => validateRegistrationForm(values),
};

/** The request of a valid form: trimmed names and email, the password as typed; the confirmations stay here. */
export function registrationOf(context: Pick<RegistrationContext, 'values' | 'newsletter'>): Registration {
  const { values } = context;
  return { ...customerNamesOf(values, 'registrationFormMachine'), password: values.password, newsletter: context.newsletter };
}

/** The shop's password policy names the password `newPassword` (Vendure's validation); on this form it is `password`. */
const SERVER_FIELD_ALIASES = { newPassword: 'password' } as const;

/** Spec §8: 306 'Registration failed' (also for a taken email: never said which); else server message or 'An error occured'. */
export function registrationFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { REGISTRATION_FAILED: 'registrationFailed' });
}

/**
 * The registration form (spec §3, §5, §8 306), made from the form kit
 * (`machines/forms/form-machine.ts`). A success sends the verification email and shows "check
 * your email": the session does not change, there is no customer until the link is followed.
 *
 * ```
 * editing ─ idle ──registration.submitted, invalid──▶ idle, every error shown
 *    │     └ failed (`error`)
 *    └──registration.submitted, valid──▶ submitting (`busy`) ──done──▶ registered (emits registration.succeeded)
 *                                                 └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const registrationFormMachine = formSetup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent; tags: AccountFormTag; emitted: RegistrationEmitted },
  actors: {
    /** The storefront provides the real request (`registrationFormActors` in storefront/app/features/account/account.actors.ts). */
    register: stubRequest<void, Registration>('registrationFormMachine', 'register'),
  },
  // A radio is "left" when picked: the title's error (none once picked) shows live from then on.
  form: registrationForm,
  refusal: refusalOf(registrationFailureOf, REGISTRATION_TEXT_FIELDS, SERVER_FIELD_ALIASES),
})
  .extend({
    actions: {
      storeNewsletter: assign(({ event }) => {
        assertEvent(event, 'newsletter.changed');
        return { newsletter: event.checked === true };
      }),
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
  })
  .createMachine({
    id: 'registration-form',
    context: { ...freshForm(REGISTRATION_TEXT_FIELDS, EMPTY_REGISTRATION_VALUES), newsletter: false, registeredEmail: null },
    initial: 'editing',
    states: {
      editing: formEditing('registration.submitted', { on: { 'newsletter.changed': { actions: 'storeNewsletter' } } }),
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'register',
          src: 'register',
          input: ({ context }) => registrationOf(context),
          onDone: { target: 'registered', actions: ['markRegistered', 'announceRegistration'] },
          onError: FORM_REFUSED,
        },
      },
      registered: { type: 'final' },
    },
  });
