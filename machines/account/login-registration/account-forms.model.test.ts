import { describe, expect } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { observeSelectors, type ModelEvent } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import {
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectIsRegistering,
  selectLoginFailure,
  selectLoginFieldErrors,
  selectLoginValues,
  selectNewsletter,
  selectRegisteredEmail,
  selectRegistrationFailure,
  selectRegistrationFieldErrors,
  selectRegistrationValues,
  selectRememberMe,
  type LoginFormSnapshot,
  type RegistrationFormSnapshot,
} from './account-forms.selectors';
import type { Customer, LoginCredentials, LoginInput, Registration, RegistrationEvent } from './account-forms.types';
import { ADA, NETWORK_ERROR, accountError, createFakeShop } from '../../test-support/account-fixtures';
import { loginCredentialsOf, loginFormMachine, validateLoginForm } from './login-form.machine';
import { registrationFormMachine, registrationOf, validateRegistrationForm } from './registration-form.machine';

// ---------------------------------------------------------------- login

const LOGIN_EVENTS: readonly ModelEvent[] = [
  { type: 'field.blurred', field: 'email' },
  { type: 'field.changed', field: 'email', value: 'ada@' },
  { type: 'field.changed', field: 'email', value: 'ada@example.com' },
  { type: 'field.changed', field: 'password', value: 'secret' },
  { type: 'rememberMe.changed', checked: true },
  { type: 'login.submitted' },
  { type: 'xstate.done.actor.login', output: ADA },
  { type: 'xstate.error.actor.login', error: accountError('INVALID_CREDENTIALS_ERROR') },
  { type: 'xstate.error.actor.login', error: accountError('BAD_USER_INPUT', { fields: { email: 'Unknown domain' } }) },
  { type: 'xstate.error.actor.login', error: NETWORK_ERROR },
];

/** The login form's selectors (the module has the registration's too). */
const observeLogin = observeSelectors<LoginFormSnapshot>({
  selectLoginValues,
  selectRememberMe,
  selectLoginFieldErrors,
  selectLoginFailure,
  selectIsLoggingIn,
  selectIsLoggedIn,
});

function startLogin(input: LoginInput | undefined) {
  const shop = createFakeShop();
  const machine = loginFormMachine.provide({ actors: { login: shop.request<Customer, LoginCredentials>('login') } });
  return { actor: createActor(machine, input === undefined ? {} : { input }).start(), shop };
}

describe('login form model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<LoginInput | undefined, LoginFormSnapshot>({
    machine: loginFormMachine,
    states: ['editing', 'editing.failed', 'editing.idle', 'submitting', 'succeeded'],
    events: LOGIN_EVENTS,
    starts: [
      ['an empty form', undefined],
      ['a prefilled email', { email: 'ada@example.com' }],
    ],
    replayFrom: (input) => ({
      start: () => startLogin(input),
      observable: observeLogin,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(loginCredentialsOf(before.context)),
    }),
    minPathsPerStart: 6,
  });

  itKeepsInvariants(
    (snapshot, where) => {
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('submitting'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      expect(snapshot.context.failure !== null, where).toBe(snapshot.matches({ editing: 'failed' }));
      // A request is only ever made for a form the rules accept.
      if (snapshot.matches('submitting') || snapshot.matches('succeeded')) {
        expect(Object.keys(validateLoginForm({ ...snapshot.context.values, password: 'kept' })), where).toEqual([]);
      }
      if (snapshot.matches('succeeded')) expect(snapshot.context.values.password, where).toBe('');
    },
    { minSnapshots: 21 },
  );
});

// ---------------------------------------------------------- registration

const FILLED: Record<string, string> = {
  title: 'mr',
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  emailConfirmation: 'alan@example.com',
  password: 'enigma machine',
  passwordConfirmation: 'enigma machine',
};
const FILL_ORDER = Object.keys(FILLED);

const REGISTRATION_EVENTS: readonly ModelEvent[] = [
  ...FILL_ORDER.map((field) => ({ type: 'field.changed', field, value: FILLED[field] })),
  { type: 'field.changed', field: 'password', value: 'short' },
  { type: 'field.blurred', field: 'title' },
  { type: 'newsletter.changed', checked: true },
  { type: 'registration.submitted' },
  { type: 'xstate.done.actor.register' },
  { type: 'xstate.error.actor.register', error: accountError('REGISTRATION_FAILED') },
  { type: 'xstate.error.actor.register', error: accountError('PASSWORD_VALIDATION_ERROR', { fields: { password: 'Too common' } }) },
  { type: 'xstate.error.actor.register', error: accountError('RATE_LIMITED') },
];

/**
 * The form fills in order, one field after the other (nine fields typed in
 * any order would be thousands of vertices, each replayed): only the first
 * field not yet filled may be typed, and the short password only over a
 * filled one, so every branch of the rules is still met.
 */
function inFillOrder(snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  if (event.type !== 'field.changed') return true;
  const { field, value } = event as Extract<RegistrationEvent, { type: 'field.changed' }>;
  const values = (snapshot as RegistrationFormSnapshot).context.values;
  const next = FILL_ORDER.find((name) => values[name as keyof typeof values] !== FILLED[name]);
  if (value === 'short') return values.passwordConfirmation === FILLED['passwordConfirmation'];
  return field === next;
}

/** The registration form's selectors (the module has the login's too). */
const observeRegistration = observeSelectors<RegistrationFormSnapshot>({
  selectRegistrationValues,
  selectNewsletter,
  selectRegistrationFieldErrors,
  selectRegistrationFailure,
  selectIsRegistering,
  selectRegisteredEmail,
});

describe('registration form model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<undefined, RegistrationFormSnapshot>({
    machine: registrationFormMachine,
    states: ['editing', 'editing.failed', 'editing.idle', 'registered', 'submitting'],
    events: REGISTRATION_EVENTS,
    filterEvents: inFillOrder,
    starts: [['an empty form', undefined]],
    replayFrom: () => ({
      start: () => {
        const shop = createFakeShop();
        const machine = registrationFormMachine.provide({ actors: { register: shop.request<void, Registration>('register') } });
        return { actor: createActor(machine).start(), shop };
      },
      observable: observeRegistration,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(registrationOf(before.context)),
    }),
    minPathsPerStart: 11,
  });

  itKeepsInvariants((snapshot, where) => {
    expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('submitting'));
    expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
    if (snapshot.matches('submitting')) expect(validateRegistrationForm(snapshot.context.values), where).toEqual({});
    expect(snapshot.context.registeredEmail !== null, where).toBe(snapshot.matches('registered'));
    if (snapshot.matches('registered')) expect(snapshot.context.values.password, where).toBe('');
  });
});
