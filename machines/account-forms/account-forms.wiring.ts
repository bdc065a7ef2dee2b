import { fromPromise } from 'xstate';
import type { Customer, LoginCredentials, Registration } from './account-forms.types';
import { loginFormMachine } from './login-form.machine';
import { registrationFormMachine } from './registration-form.machine';

export interface LoginFormMachineDeps {
  /**
   * Opens the customer's session (the api's `login` bound to the shop client)
   * and answers with the customer. Rejects with a `ShopError` whose
   * `detail.code` is INVALID_CREDENTIALS_ERROR (spec 306), NOT_VERIFIED_ERROR,
   * RATE_LIMITED, or another failure with the server's message.
   *
   * The signal aborts only when the form is left (the actor stops); a session
   * the shop already opened stays open, and the session machine learns of it
   * on its next load.
   */
  login: (credentials: LoginCredentials, signal: AbortSignal) => Promise<Customer>;
}

export function createLoginFormMachine(deps: LoginFormMachineDeps) {
  return loginFormMachine.provide({
    actors: {
      login: fromPromise<Customer, LoginCredentials>(({ input, signal }) => deps.login(input, signal)),
    },
  });
}

export interface RegistrationFormMachineDeps {
  /**
   * Creates the account and sends the verification email (the api's
   * `register`). Rejects with a `ShopError`: REGISTRATION_FAILED (spec 306),
   * PASSWORD_VALIDATION_ERROR or BAD_USER_INPUT with `detail.fields`,
   * RATE_LIMITED, or another failure with the server's message.
   */
  register: (registration: Registration, signal: AbortSignal) => Promise<void>;
}

export function createRegistrationFormMachine(deps: RegistrationFormMachineDeps) {
  return registrationFormMachine.provide({
    actors: {
      register: fromPromise<void, Registration>(({ input, signal }) => deps.register(input, signal)),
    },
  });
}
