import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  selectIsRegistering,
  selectNewsletter,
  selectRegisteredEmail,
  selectRegistrationFailure,
  selectRegistrationFieldErrors,
  selectRegistrationValues,
} from './account-forms.selectors';
import { REGISTRATION_TEXT_FIELDS, type Registration, type RegistrationEvent } from './account-forms.types';
import { answeringActor } from '../../test-support/fake-requests';
import { NETWORK_ERROR, SERVER_ERROR, accountError, createFakeShop, settle } from '../../test-support/account-fixtures';
import { registrationFormMachine } from './registration-form.machine';

function start() {
  const shop = createFakeShop();
  const machine = registrationFormMachine.provide({ actors: { register: shop.request<void, Registration>('register') } });
  const actor = createActor(machine).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: RegistrationEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send };
}

const FILL: RegistrationEvent[] = [
  { type: 'field.changed', field: 'title', value: 'mrs' },
  { type: 'field.changed', field: 'firstName', value: ' Ada ' },
  { type: 'field.changed', field: 'lastName', value: 'Lovelace' },
  { type: 'field.changed', field: 'email', value: 'ada@example.com ' },
  { type: 'field.changed', field: 'emailConfirmation', value: 'ada@example.com' },
  { type: 'field.changed', field: 'password', value: 'correct horse' },
  { type: 'field.changed', field: 'passwordConfirmation', value: 'correct horse' },
];

describe('registration form', () => {
  it('refuses an empty form with every §5 message, sending nothing', () => {
    const { actor, send, shop } = start();
    send({ type: 'registration.submitted' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectRegistrationFieldErrors(actor.getSnapshot())).toEqual(
      Object.fromEntries(REGISTRATION_TEXT_FIELDS.map((field) => [field, { code: 'required' }])),
    );
    expect(shop.requests).toHaveLength(0);
  });

  it('says what is wrong with mismatched confirmations and a short password', () => {
    const { actor, send } = start();
    send(
      ...FILL,
      { type: 'field.changed', field: 'emailConfirmation', value: 'ada@example.org' },
      { type: 'field.changed', field: 'password', value: 'short' },
      { type: 'field.changed', field: 'passwordConfirmation', value: 'shorts' },
      { type: 'field.changed', field: 'firstName', value: 'a'.repeat(10_240) },
      { type: 'registration.submitted' },
    );
    expect(selectRegistrationFieldErrors(actor.getSnapshot())).toEqual({
      firstName: { code: 'max' },
      emailConfirmation: { code: 'emailConfirmation' },
      password: { code: 'passwordLength', min: 8 },
      passwordConfirmation: { code: 'passwordConfirmation' },
    });
  });

  it('sends trimmed names and email, the password as typed and the opt-in; a second press is ignored', async () => {
    const { actor, send, shop, emitted } = start();
    send(...FILL, { type: 'newsletter.changed', checked: true }, { type: 'registration.submitted' }, { type: 'registration.submitted' });
    expect(selectIsRegistering(actor.getSnapshot())).toBe(true);
    expect(selectNewsletter(actor.getSnapshot())).toBe(true);
    expect(shop.asked()).toEqual([
      {
        name: 'register',
        input: {
          title: 'mrs',
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          password: 'correct horse',
          newsletter: true,
        },
      },
    ]);
    expect(selectRegisteredEmail(actor.getSnapshot())).toBeNull();
    shop.only().resolve();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('registered');
    expect(selectRegisteredEmail(snapshot)).toBe('ada@example.com');
    expect(selectRegistrationValues(snapshot).password).toBe('');
    expect(selectRegistrationValues(snapshot).passwordConfirmation).toBe('');
    expect(emitted).toEqual([{ type: 'registration.succeeded', email: 'ada@example.com' }]);
  });

  it.each([
    ['REGISTRATION_FAILED (spec 306)', accountError('REGISTRATION_FAILED', { message: 'Email taken' }), { code: 'registrationFailed' }],
    ['RATE_LIMITED', accountError('RATE_LIMITED'), { code: 'rateLimited' }],
    [
      'INVALID_CREDENTIALS_ERROR with a message',
      accountError('INVALID_CREDENTIALS_ERROR', { message: 'Odd' }),
      { code: 'server', message: 'Odd' },
    ],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('a failed registration with %s keeps everything typed', async (_name, cause, failure) => {
    const { actor, send, shop, emitted } = start();
    send(...FILL, { type: 'registration.submitted' });
    shop.only().reject(cause);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'failed' });
    expect(selectRegistrationFailure(snapshot)).toEqual({ ...failure, cause });
    expect(selectRegistrationValues(snapshot).password).toBe('correct horse');
    expect(emitted).toEqual([]);
  });

  it('shows the policy refusal on the password field (a common password)', async () => {
    const { actor, send, shop } = start();
    send(...FILL, { type: 'registration.submitted' });
    const cause = accountError('PASSWORD_VALIDATION_ERROR', {
      message: 'Password rejected',
      fields: { password: 'This password is too common' },
    });
    shop.only().reject(cause);
    await settle();
    expect(selectRegistrationFieldErrors(actor.getSnapshot())).toEqual({
      password: { code: 'server', message: 'This password is too common' },
    });
    expect(selectRegistrationFailure(actor.getSnapshot())).toEqual({ code: 'server', message: 'Password rejected', cause });
    send({ type: 'field.changed', field: 'password', value: 'another long one' });
    // The server's text goes with the change; the confirmation now says it no longer matches.
    expect(selectRegistrationFieldErrors(actor.getSnapshot())).toEqual({ passwordConfirmation: { code: 'passwordConfirmation' } });
  });

  it('waits for an answer that never comes', () => {
    const { actor, send, shop } = start();
    send(...FILL, { type: 'registration.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(shop.open()).toHaveLength(1);
  });

  it('the provided actor gets the registration and the signal', async () => {
    const register = vi.fn(async () => undefined);
    const actor = createActor(
      registrationFormMachine.provide({ actors: { register: answeringActor<void, Registration>(register) } }),
    ).start();
    FILL.forEach((event) => actor.send(event));
    actor.send({ type: 'registration.submitted' });
    await settle();
    expect(register).toHaveBeenCalledWith(expect.objectContaining({ email: 'ada@example.com' }), expect.any(AbortSignal));
    expect(actor.getSnapshot().value).toBe('registered');
  });
});
