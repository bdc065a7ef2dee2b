import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectLoginFailure,
  selectLoginFieldErrors,
  selectLoginValues,
  selectRememberMe,
} from './account-forms.selectors';
import type { Customer, LoginCredentials, LoginEvent, LoginInput } from './account-forms.types';
import { answeringActor } from '../../test-support/fake-requests';
import { ADA, NETWORK_ERROR, SERVER_ERROR, accountError, createFakeShop, settle } from '../../test-support/account-fixtures';
import { loginFormMachine } from './login-form.machine';

function start(input?: LoginInput) {
  const shop = createFakeShop();
  const machine = loginFormMachine.provide({ actors: { login: shop.request<Customer, LoginCredentials>('login') } });
  const actor = createActor(machine, input === undefined ? {} : { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: LoginEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send };
}

const FILL: LoginEvent[] = [
  { type: 'field.changed', field: 'email', value: ' ada@example.com ' },
  { type: 'field.changed', field: 'password', value: ' pass word ' },
];

describe('login form', () => {
  it('starts empty and quiet, or with a prefilled email', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'idle' });
    expect(selectLoginValues(snapshot)).toEqual({ email: '', password: '' });
    expect(selectLoginFieldErrors(snapshot)).toEqual({});
    expect(selectLoginFailure(snapshot)).toBeNull();
    expect(selectRememberMe(snapshot)).toBe(false);
    expect(selectLoginValues(start({ email: 'ada@example.com' }).actor.getSnapshot()).email).toBe('ada@example.com');
  });

  it('shows a field error once the field is left, and every one after submit', () => {
    const { actor, send, shop } = start();
    send({ type: 'field.changed', field: 'email', value: 'ada@' }, { type: 'field.blurred', field: 'email' });
    expect(selectLoginFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'email' } });
    send({ type: 'login.submitted' });
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(selectLoginFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'email' }, password: { code: 'required' } });
    expect(shop.requests).toHaveLength(0);
  });

  it('ignores unknown fields from markup', () => {
    const { actor, send } = start();
    const before = actor.getSnapshot().context;
    send({ type: 'field.changed', field: 'isAdmin' as never, value: 'yes' }, { type: 'field.blurred', field: '__proto__' as never });
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('sends the trimmed email and the password as typed, ignores a second submit, then emits the customer', async () => {
    const { actor, send, shop, emitted } = start();
    send(...FILL, { type: 'rememberMe.changed', checked: true }, { type: 'login.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(selectIsLoggingIn(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    send({ type: 'login.submitted' }, { type: 'field.changed', field: 'email', value: 'x' });
    expect(shop.asked()).toEqual([{ name: 'login', input: { email: 'ada@example.com', password: ' pass word ', rememberMe: true } }]);
    expect(selectLoginValues(actor.getSnapshot()).email).toBe(' ada@example.com ');
    shop.only().resolve(ADA);
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectIsLoggedIn(actor.getSnapshot())).toBe(true);
    expect(selectLoginValues(actor.getSnapshot()).password).toBe('');
    expect(emitted).toEqual([{ type: 'login.succeeded', customer: ADA }]);
  });

  it.each([
    ['INVALID_CREDENTIALS_ERROR (spec 306)', accountError('INVALID_CREDENTIALS_ERROR', { message: 'x' }), { code: 'invalidCredentials' }],
    ['NOT_VERIFIED_ERROR', accountError('NOT_VERIFIED_ERROR'), { code: 'notVerified' }],
    ['RATE_LIMITED', accountError('RATE_LIMITED', { message: 'Slow down' }), { code: 'rateLimited' }],
    ['another code with a server message', accountError('BAD_USER_INPUT', { message: 'Nope' }), { code: 'server', message: 'Nope' }],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }],
  ])('a failed login with %s keeps everything typed and shows its code', async (_name, cause, failure) => {
    const { actor, send, shop, emitted } = start();
    send(...FILL, { type: 'login.submitted' });
    shop.only().reject(cause);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ editing: 'failed' });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectLoginFailure(snapshot)).toEqual({ ...failure, cause });
    expect(selectLoginValues(snapshot)).toEqual({ email: ' ada@example.com ', password: ' pass word ' });
    expect(emitted).toEqual([]);
    // The next press tries again and clears the message while it runs.
    send({ type: 'login.submitted' });
    expect(selectLoginFailure(actor.getSnapshot())).toBeNull();
    expect(shop.open()).toHaveLength(1);
  });

  it('shows a server field error until that field changes', async () => {
    const { actor, send, shop } = start();
    send(...FILL, { type: 'login.submitted' });
    shop.only().reject(accountError('BAD_USER_INPUT', { message: 'Bad', fields: { email: 'Unknown domain' } }));
    await settle();
    expect(selectLoginFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'server', message: 'Unknown domain' } });
    send({ type: 'field.changed', field: 'email', value: 'ada@example.org' });
    expect(selectLoginFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it('stays submitting while the shop never answers, and aborts the request when left', () => {
    const { actor, send, shop } = start();
    send(...FILL, { type: 'login.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const request = shop.only();
    actor.stop();
    expect(request.signal.aborted).toBe(true);
  });

  it('the stub refuses until the storefront provides the request', async () => {
    const actor = createActor(loginFormMachine).start();
    FILL.forEach((event) => actor.send(event));
    actor.send({ type: 'login.submitted' });
    await settle();
    expect(selectLoginFailure(actor.getSnapshot())).toMatchObject({ code: 'generic' });
  });

  it('the provided actor gets the credentials and the signal', async () => {
    const login = vi.fn(async () => ADA);
    const actor = createActor(loginFormMachine.provide({ actors: { login: answeringActor(login) } })).start();
    FILL.forEach((event) => actor.send(event));
    actor.send({ type: 'login.submitted' });
    await settle();
    expect(login).toHaveBeenCalledWith({ email: 'ada@example.com', password: ' pass word ', rememberMe: false }, expect.any(AbortSignal));
    expect(actor.getSnapshot().status).toBe('done');
  });
});
