import { assertEvent, assign, emit } from 'xstate';
import { onlyErrors, type RuleErrors } from '../../forms/form-fields';
import { FORM_REFUSED, formEditing, formSetup, freshForm, type FormDescription } from '../../forms/form-machine';
import { stubRequest } from '../../requests/requests';
import { accountFailureOf, refusalOf, type AccountFailure } from '../../forms/refusals';
import { validateEmail, validateExistingPassword, type AccountRuleError } from '../../forms/rules';
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

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateLoginForm(values: LoginValues): RuleErrors<LoginField, AccountRuleError> {
  return onlyErrors<LoginField, AccountRuleError>({
    email: validateEmail(values.email),
    password: validateExistingPassword(values.password),
  });
}

export const loginForm: FormDescription<LoginContext, LoginField, AccountRuleError> = {
  fields: LOGIN_FIELDS,
  validate: ({ values }) => validateLoginForm(values),
};

/** The request of a valid form: the email trimmed, the password exactly as typed. */
export function loginCredentialsOf(context: Pick<LoginContext, 'values' | 'rememberMe'>): LoginCredentials {
  return { email: context.values.email.trim(), password: context.values.password, rememberMe: context.rememberMe };
}

/** Spec §8: 306 'The provided credentials are invalid'; else the server's message or 'An error occured'. */
export function loginFailureOf(cause: unknown): AccountFailure {
  return accountFailureOf(cause, { INVALID_CREDENTIALS_ERROR: 'invalidCredentials', NOT_VERIFIED_ERROR: 'notVerified' });
}

/**
 * The log-in form shared by the login panel, the login modal and the app-style login page
 * (spec §2; §8 306), made from the form kit (`machines/forms/form-machine.ts`).
 *
 * ```
 * editing ─ idle ──login.submitted, invalid──▶ idle, every error shown
 *    │     └ failed  the last login failed (`error`)
 *    └──login.submitted, valid──▶ submitting (`busy`) ──done──▶ succeeded (emits login.succeeded)
 *                                          └──error──▶ editing.failed, everything typed kept
 * ```
 */
export const loginFormMachine = formSetup({
  // `void` input: the form usually starts empty, so `createActor(loginFormMachine)` needs none.
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput | void; tags: AccountFormTag; emitted: LoginEmitted },
  actors: {
    /** The storefront provides the real request (`loginFormActors` in storefront/app/features/account/account.actors.ts). */
    login: stubRequest<Customer, LoginCredentials>('loginFormMachine', 'login'),
  },
  form: loginForm,
  refusal: refusalOf(loginFailureOf, LOGIN_FIELDS),
})
  .extend({
    actions: {
      storeRememberMe: assign(({ event }) => {
        assertEvent(event, 'rememberMe.changed');
        return { rememberMe: event.checked === true };
      }),
      /** Nothing secret outlives the request. */
      forgetPassword: assign(({ context }) => ({ values: { ...context.values, password: '' } })),
      announceLogin: emit((_, params: { customer: Customer }) => ({ type: 'login.succeeded' as const, customer: params.customer })),
    },
  })
  .createMachine({
    id: 'login-form',
    context: ({ input }) => ({ ...freshForm(LOGIN_FIELDS, { email: input?.email ?? '', password: '' }), rememberMe: false }),
    initial: 'editing',
    states: {
      editing: formEditing('login.submitted', { on: { 'rememberMe.changed': { actions: 'storeRememberMe' } } }),
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
          onError: FORM_REFUSED,
        },
      },
      succeeded: { type: 'final' },
    },
  });
