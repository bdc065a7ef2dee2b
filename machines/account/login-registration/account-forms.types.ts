/**
 * Types of the login and registration forms (spec §2 login panel, login
 * modal, `/{lang}/apple-login`; §3 "Registration form"; §5; §8 306).
 *
 * Machines import only types from `api/`: the customer, the credentials and
 * the registration sent are the api's, so the storefront passes them through.
 */
import type { Customer } from '../../../api/operations/account/account';
import type { LoginCredentials, Registration } from '../../../api/operations/account/account-input';
import type { FormContext, FormFieldEvent } from '../../forms/form-machine';
import type { AccountFailure } from '../../forms/refusals';

export type { Customer, LoginCredentials, Registration };

// ---------------------------------------------------------------- login

export const LOGIN_FIELDS = ['email', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];
export type LoginValues = Readonly<Record<LoginField, string>>;

export interface LoginInput {
  /** Prefills the email, e.g. after registering or following the verification link. */
  readonly email?: string;
}

/** The values as typed: the email is trimmed only in the request, the password never. */
export interface LoginContext extends FormContext<LoginField, LoginValues, AccountFailure> {
  readonly rememberMe: boolean;
}

/**
 * Events, dotted by source. While `login` runs the form is disabled and its
 * events are ignored: a second press of submit sends nothing.
 *
 * | event              | sent by                  | effect |
 * |--------------------|--------------------------|--------|
 * | `field.changed`    | email and password inputs | store as typed; drop the server's error on that field. Unknown field: ignored |
 * | `field.blurred`    | a field losing focus      | its error shows live from now on |
 * | `rememberMe.changed` | the "remember me" box   | store it |
 * | `login.submitted`  | the log-in button         | invalid: show every error; else send `login` |
 */
export type LoginEvent = FormFieldEvent<LoginField> | { type: 'rememberMe.changed'; checked: boolean } | { type: 'login.submitted' };

/**
 * Emitted for the host (`actor.on`): `login.succeeded` after the shop opened
 * the customer's session. The host hands the customer to the session machine
 * (`customer.loggedIn`), which tells the cart and the side panel.
 */
export type LoginEmitted = { type: 'login.succeeded'; customer: Customer };

/** `busy` while `login` runs; `error` while its failure is shown. */
export type AccountFormTag = 'busy' | 'error';

// ---------------------------------------------------------- registration

export const REGISTRATION_TEXT_FIELDS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'emailConfirmation',
  'password',
  'passwordConfirmation',
] as const;
export type RegistrationField = (typeof REGISTRATION_TEXT_FIELDS)[number];
/** `title` is '' until Mr or Mrs is picked ('mr' / 'mrs'). */
export type RegistrationValues = Readonly<Record<RegistrationField, string>>;

export interface RegistrationContext extends FormContext<RegistrationField, RegistrationValues, AccountFailure> {
  readonly newsletter: boolean;
  /** Where the verification email went, once registered ("check your email"). */
  readonly registeredEmail: string | null;
}

/**
 * | event                | sent by                 | effect |
 * |----------------------|-------------------------|--------|
 * | `field.changed`      | the inputs and the title radios | store as typed; drop the server's error on that field |
 * | `field.blurred`      | a field losing focus    | its error shows live from now on |
 * | `newsletter.changed` | the newsletter box      | store it |
 * | `registration.submitted` | the register button | invalid: show every error; else send `register` |
 */
export type RegistrationEvent =
  FormFieldEvent<RegistrationField> | { type: 'newsletter.changed'; checked: boolean } | { type: 'registration.submitted' };

/**
 * `registration.succeeded`: the shop sent the verification email (no customer
 * until the link is followed, so nobody sees another person's orders by
 * registering their address).
 */
export type RegistrationEmitted = { type: 'registration.succeeded'; email: string };
