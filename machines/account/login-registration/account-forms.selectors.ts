import type { SnapshotFrom } from 'xstate';
import { formFieldErrors } from '../../forms/form-machine';
import type { AccountFailure, AccountFieldErrors } from '../../forms/refusals';
import type { LoginField, LoginValues, RegistrationField, RegistrationValues } from './account-forms.types';
import { loginForm, type loginFormMachine } from './login-form.machine';
import { registrationForm, type registrationFormMachine } from './registration-form.machine';

export type LoginFormSnapshot = SnapshotFrom<typeof loginFormMachine>;
export type RegistrationFormSnapshot = SnapshotFrom<typeof registrationFormMachine>;

/**
 * What components read. They take a snapshot (e.g. through `useSelector`) and
 * never compare `snapshot.value`, so the state trees can be reshaped freely.
 */

// ---------------------------------------------------------------- login

export const selectLoginValues = (snapshot: LoginFormSnapshot): LoginValues => snapshot.context.values;

export const selectRememberMe = (snapshot: LoginFormSnapshot): boolean => snapshot.context.rememberMe;

const loginErrors = formFieldErrors(loginForm);

/** The codes to show now: of fields left, or of every field after a press of submit. */
export const selectLoginFieldErrors = (snapshot: LoginFormSnapshot): AccountFieldErrors<LoginField> => loginErrors(snapshot.context);

/** The last failed `login` (spec §8 306 `invalidCredentials`, or the server's message / 'An error occured'). */
export const selectLoginFailure = (snapshot: LoginFormSnapshot): AccountFailure | null => snapshot.context.failure;

/** `login` runs: the button is disabled with a loader. */
export const selectIsLoggingIn = (snapshot: LoginFormSnapshot): boolean => snapshot.hasTag('busy');

/** The shop opened the session: the host closes the form or leaves the page. */
export const selectIsLoggedIn = (snapshot: LoginFormSnapshot): boolean => snapshot.matches('succeeded');

// ---------------------------------------------------------- registration

export const selectRegistrationValues = (snapshot: RegistrationFormSnapshot): RegistrationValues => snapshot.context.values;

export const selectNewsletter = (snapshot: RegistrationFormSnapshot): boolean => snapshot.context.newsletter;

const registrationErrors = formFieldErrors(registrationForm);

export const selectRegistrationFieldErrors = (snapshot: RegistrationFormSnapshot): AccountFieldErrors<RegistrationField> =>
  registrationErrors(snapshot.context);

/** The last failed `register` (spec §8 306 `registrationFailed`, or the server's message / 'An error occured'). */
export const selectRegistrationFailure = (snapshot: RegistrationFormSnapshot): AccountFailure | null => snapshot.context.failure;

export const selectIsRegistering = (snapshot: RegistrationFormSnapshot): boolean => snapshot.hasTag('busy');

/** "Check your email": the address the verification link went to, or `null` before. */
export const selectRegisteredEmail = (snapshot: RegistrationFormSnapshot): string | null =>
  snapshot.matches('registered') ? snapshot.context.registeredEmail : null;
