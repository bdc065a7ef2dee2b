import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { createTestModel } from 'xstate/graph';
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
import { ADA, NETWORK_ERROR, accountError, createFakeShop } from './account-test-support';
import { loginCredentialsOf, loginFormMachine, validateLoginForm } from './login-form.machine';
import {
  allStatePaths,
  coveredStatePaths,
  describePath,
  modelMachineOf,
  type ModelEvent,
  replay,
  transientStatePaths,
} from './model-test-support';
import { registrationFormMachine, registrationOf, validateRegistrationForm } from './registration-form.machine';

const TRAVERSAL_LIMIT = 20_000;

// ---------------------------------------------------------------- login

const loginModel = modelMachineOf(loginFormMachine);

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

function observeLogin(snapshot: LoginFormSnapshot) {
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: snapshot.context,
    tags: [...snapshot.tags].sort(),
    values: selectLoginValues(snapshot),
    rememberMe: selectRememberMe(snapshot),
    fieldErrors: selectLoginFieldErrors(snapshot),
    failure: selectLoginFailure(snapshot),
    busy: selectIsLoggingIn(snapshot),
    loggedIn: selectIsLoggedIn(snapshot),
  };
}

function startLogin(input: LoginInput | undefined) {
  const shop = createFakeShop();
  const machine = loginFormMachine.provide({ actors: { login: shop.request<Customer, LoginCredentials>('login') } });
  return { actor: createActor(machine, input === undefined ? {} : { input }).start(), shop };
}

function loginPaths(input: LoginInput | undefined, allowDuplicatePaths = false) {
  return createTestModel(loginModel, { events: LOGIN_EVENTS, input, limit: TRAVERSAL_LIMIT }).getShortestPaths({ allowDuplicatePaths });
}

describe('login form model', () => {
  it('knows the states it must cover', () => {
    expect(allStatePaths(loginFormMachine)).toEqual(['editing', 'editing.failed', 'editing.idle', 'submitting', 'succeeded']);
    expect(transientStatePaths(loginFormMachine)).toEqual([]);
  });

  it('refuses the real machine, which is why the model exists', () => {
    expect(() => createTestModel(loginFormMachine)).toThrow(/not supported/);
  });

  const concerns = [
    ['an empty form', undefined],
    ['a prefilled email', { email: 'ada@example.com' }],
  ] as const;
  const replayed = concerns.map(([name, input]) => ({ name, input, paths: loginPaths(input) }));

  it('the replayed shortest paths reach every state', () => {
    expect(coveredStatePaths(replayed.flatMap(({ paths }) => paths))).toEqual(allStatePaths(loginFormMachine));
  });

  describe.each(replayed)('shortest paths from $name', ({ input, paths }) => {
    it('generates paths', () => expect(paths.length).toBeGreaterThan(5));

    it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
      await replay<LoginFormSnapshot>(path, {
        machine: loginFormMachine,
        start: () => startLogin(input),
        observable: observeLogin,
        checkInput: (sent, before, where) => expect(sent, where).toEqual(loginCredentialsOf(before.context)),
      });
    });
  });

  it('keeps its invariants in every reachable snapshot', () => {
    const every = loginPaths(undefined, true);
    expect(every.length).toBeGreaterThan(20);
    for (const { state } of every) {
      const snapshot = state as LoginFormSnapshot;
      const where = JSON.stringify({ value: snapshot.value, context: snapshot.context });
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('submitting'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      expect(snapshot.context.failure !== null, where).toBe(snapshot.matches({ editing: 'failed' }));
      // A request is only ever made for a form the rules accept.
      if (snapshot.matches('submitting') || snapshot.matches('succeeded')) {
        expect(Object.keys(validateLoginForm({ ...snapshot.context.values, password: 'kept' })), where).toEqual([]);
      }
      if (snapshot.matches('succeeded')) expect(snapshot.context.values.password, where).toBe('');
    }
  });
});

// ---------------------------------------------------------- registration

const registrationModel = modelMachineOf(registrationFormMachine);

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

function observeRegistration(snapshot: RegistrationFormSnapshot) {
  return {
    value: snapshot.value,
    status: snapshot.status,
    context: snapshot.context,
    tags: [...snapshot.tags].sort(),
    values: selectRegistrationValues(snapshot),
    newsletter: selectNewsletter(snapshot),
    fieldErrors: selectRegistrationFieldErrors(snapshot),
    failure: selectRegistrationFailure(snapshot),
    busy: selectIsRegistering(snapshot),
    registeredEmail: selectRegisteredEmail(snapshot),
  };
}

function registrationPaths(allowDuplicatePaths = false) {
  return createTestModel(registrationModel, {
    events: REGISTRATION_EVENTS,
    filterEvents: inFillOrder,
    limit: TRAVERSAL_LIMIT,
  }).getShortestPaths({ allowDuplicatePaths });
}

describe('registration form model', () => {
  it('knows the states it must cover', () => {
    expect(allStatePaths(registrationFormMachine)).toEqual(['editing', 'editing.failed', 'editing.idle', 'registered', 'submitting']);
  });

  const paths = registrationPaths();

  it('the replayed shortest paths reach every state', () => {
    expect(coveredStatePaths(paths)).toEqual(allStatePaths(registrationFormMachine));
    expect(paths.length).toBeGreaterThan(10);
  });

  it.each(paths.map((path) => [describePath(path), path] as const))('%s', async (_name, path) => {
    await replay<RegistrationFormSnapshot>(path, {
      machine: registrationFormMachine,
      start: () => {
        const shop = createFakeShop();
        const machine = registrationFormMachine.provide({ actors: { register: shop.request<void, Registration>('register') } });
        return { actor: createActor(machine).start(), shop };
      },
      observable: observeRegistration,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(registrationOf(before.context)),
    });
  });

  it('keeps its invariants in every reachable snapshot', () => {
    for (const { state } of registrationPaths(true)) {
      const snapshot = state as RegistrationFormSnapshot;
      const where = JSON.stringify({ value: snapshot.value, context: snapshot.context });
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('submitting'));
      expect(snapshot.hasTag('error'), where).toBe(snapshot.matches({ editing: 'failed' }));
      if (snapshot.matches('submitting')) expect(validateRegistrationForm(snapshot.context.values), where).toEqual({});
      expect(snapshot.context.registeredEmail !== null, where).toBe(snapshot.matches('registered'));
      if (snapshot.matches('registered')) expect(snapshot.context.values.password, where).toBe('');
    }
  });
});
