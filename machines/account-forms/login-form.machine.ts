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
  LOGIN_FIELDS,
  type AccountFormTag,
  type Customer,
  type LoginContext,
  type LoginCredentials,
  type LoginEmitted,
  type LoginEvent,
  type LoginField,
  type LoginInput,
  type LoginValues,
} from './account-forms.types';
import { validateEmail, validateExistingPassword, type AccountRuleError } from '../forms/rules';

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateLoginForm(values: LoginValues): RuleErrors<LoginField, AccountRuleError> {
  return onlyErrors<LoginField, AccountRuleError>({
    email: validateEmail(values.email),
    password: validateExistingPassword(values.password),
  });
}

/** The request of a valid form: the email trimmed, the password exactly as typed. */
export function loginCredentialsOf(context: Pick<LoginContext, 'values' | 'rememberMe'>): LoginCredentials {
  return { email: context.values.email.trim(), password: context.values.password, rememberMe: context.rememberMe };
}

/** Spec §8: 306 'The provided credentials are invalid'; else the server's message or 'An error occured'. */
export function loginFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { INVALID_CREDENTIALS_ERROR: 'invalidCredentials', NOT_VERIFIED_ERROR: 'notVerified' });
}

function initialContext(input: LoginInput | void): LoginContext {
  return {
    values: { email: input?.email ?? '', password: '' },
    rememberMe: false,
    touched: nothingTouched(LOGIN_FIELDS),
    submitAttempted: false,
    serverFieldErrors: {},
    failure: null,
  };
}

/**
 * The log-in form shared by the login panel, the login modal and the
 * app-style login page (spec §2; §8 306).
 *
 * ```
 * editing ─ idle ──login.submitted, invalid──▶ idle, every error shown
 *    │     └ failed  the last login failed (`error`)
 *    └──login.submitted, valid──▶ submitting (`busy`) ──done──▶ succeeded (emits login.succeeded)
 *                                          └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const loginFormMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    // `void`: the form usually starts empty, so `createActor(loginFormMachine)` needs no input.
    input: {} as LoginInput | void,
    tags: {} as AccountFormTag,
    emitted: {} as LoginEmitted,
  },
  actors: {
    /** Stub: the storefront provides the real request (`loginFormActors` in storefront/app/features/account/account.actors.ts). */
    login: fromPromise<Customer, LoginCredentials>(async () => {
      throw new Error('loginFormMachine: provide the login actor');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validateLoginForm(context.values)).length === 0,
    isFieldChange: fieldChangeGuard(LOGIN_FIELDS),
    isFieldBlur: fieldBlurGuard(LOGIN_FIELDS),
  },
  actions: {
    storeValue: assign(({ context, event }) => typedValueOf(context, event)),
    markTouched: assign(({ context, event }) => touchedFieldOf(context, event)),
    storeRememberMe: assign(({ event }) => {
      assertEvent(event, 'rememberMe.changed');
      return { rememberMe: event.checked === true };
    }),
    refuseInvalid: assign(REFUSED_SUBMIT),
    startSubmit: assign(STARTED_SUBMIT),
    storeFailure: assign((_, params: { cause: unknown }) => ({
      failure: loginFailureOf(params.cause),
      serverFieldErrors: serverFieldErrorsOf(params.cause, LOGIN_FIELDS),
    })),
    /** Nothing secret outlives the request. */
    forgetPassword: assign(({ context }) => ({ values: { ...context.values, password: '' } })),
    announceLogin: emit((_, params: { customer: Customer }) => ({ type: 'login.succeeded' as const, customer: params.customer })),
  },
}).createMachine({
  id: 'login-form',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': { guard: 'isFieldChange', actions: 'storeValue' },
        'field.blurred': { guard: 'isFieldBlur', actions: 'markTouched' },
        'rememberMe.changed': { actions: 'storeRememberMe' },
        'login.submitted': [
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
        id: 'login',
        src: 'login',
        input: ({ context }) => loginCredentialsOf(context),
        onDone: {
          target: 'succeeded',
          actions: ['forgetPassword', { type: 'announceLogin', params: ({ event }) => ({ customer: event.output }) }],
        },
        onError: {
          target: 'editing.failed',
          actions: { type: 'storeFailure', params: ({ event }) => ({ cause: event.error }) },
        },
      },
    },
    succeeded: { type: 'final' },
  },
});
