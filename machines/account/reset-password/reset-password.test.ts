import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NETWORK_ERROR, SERVER_ERROR, accountError, createFakeShop, settle } from '../../test-support/account-fixtures';
import { resetPasswordMachine } from './reset-password.machine';
import { selectFailure, selectFieldErrors, selectIsBusy, selectTokenProblem, selectValues, selectView } from './reset-password.selectors';
import {
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type ResetPasswordMachineInput,
  type SetNewPasswordInput,
} from './reset-password.types';
import { answeringActor } from '../../test-support/fake-requests';

function start(input: ResetPasswordMachineInput) {
  const shop = createFakeShop();
  const machine = resetPasswordMachine.provide({
    actors: {
      resetPassword: shop.request<void, ResetPasswordInput>('resetPassword'),
      setNewPassword: shop.request<void, SetNewPasswordInput>('setNewPassword'),
    },
  });
  const actor = createActor(machine, { input }).start();
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  const send = (...events: ResetPasswordEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, emitted, send };
}

const REQUEST: ResetPasswordMachineInput = { mode: 'request', locale: 'fr' };
const WITH_TOKEN: ResetPasswordMachineInput = { mode: 'set', locale: 'fr', token: ' tok-1 ' };
const NEW_PASSWORD: ResetPasswordEvent[] = [
  { type: 'field.changed', field: 'newPassword', value: 'new password' },
  { type: 'field.changed', field: 'newPasswordConfirmation', value: 'new password' },
];

describe('reset password: asking for a link', () => {
  it('validates the email before sending anything', () => {
    const { actor, send, shop } = start(REQUEST);
    expect(selectView(actor.getSnapshot())).toBe('request');
    send({ type: 'request.submitted' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'required' } });
    send({ type: 'field.changed', field: 'email', value: 'ada@' });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'email' } });
    // The other part's fields are not this form's.
    send({ type: 'field.changed', field: 'newPassword', value: 'x' });
    expect(selectValues(actor.getSnapshot()).newPassword).toBe('');
    expect(shop.requests).toHaveLength(0);
  });

  it('sends the trimmed email in the locale; a second press is ignored; the same answer always', async () => {
    const { actor, send, shop } = start({ mode: 'request', locale: 'de', email: 'prefilled@example.com' });
    expect(selectValues(actor.getSnapshot()).email).toBe('prefilled@example.com');
    send(
      { type: 'field.changed', field: 'email', value: ' ada@example.com ' },
      { type: 'request.submitted' },
      { type: 'request.submitted' },
    );
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    expect(shop.asked()).toEqual([{ name: 'resetPassword', input: { email: 'ada@example.com', locale: 'de' } }]);
    shop.only().resolve();
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('sent');
    send({ type: 'request.again' });
    expect(selectView(actor.getSnapshot())).toBe('request');
    expect(selectValues(actor.getSnapshot()).email).toBe(' ada@example.com ');
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({});
  });

  it.each([
    ['RATE_LIMITED', accountError('RATE_LIMITED', { message: 'Too many' }), { code: 'rateLimited' }],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'resetGeneric' }],
  ])("a failed request (%s) stays on the form with its code ('Error occured' by default)", async (_name, cause, failure) => {
    const { actor, send, shop } = start(REQUEST);
    send({ type: 'field.changed', field: 'email', value: 'ada@example.com' }, { type: 'request.submitted' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ request: { editing: 'failed' } });
    expect(selectFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectValues(actor.getSnapshot()).email).toBe('ada@example.com');
    send({ type: 'request.submitted' });
    expect(selectFailure(actor.getSnapshot())).toBeNull();
  });
});

describe('reset password: setting the new password', () => {
  it('starts on the form with the trimmed token, and validates policy and confirmation', () => {
    const { actor, send, shop } = start(WITH_TOKEN);
    expect(selectView(actor.getSnapshot())).toBe('newPassword');
    expect(actor.getSnapshot().context.token).toBe('tok-1');
    send(
      { type: 'field.changed', field: 'newPassword', value: 'short' },
      { type: 'field.changed', field: 'newPasswordConfirmation', value: 'shorter' },
      { type: 'field.changed', field: 'email', value: 'ignored@example.com' },
      { type: 'password.submitted' },
    );
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({
      newPassword: { code: 'passwordLength', min: 8 },
      newPasswordConfirmation: { code: 'passwordConfirmation' },
    });
    expect(selectValues(actor.getSnapshot()).email).toBe('');
    expect(shop.requests).toHaveLength(0);
  });

  it("sends token and password; 'Password successfully changed', then the host goes Home", async () => {
    const { actor, send, shop, emitted } = start(WITH_TOKEN);
    send(...NEW_PASSWORD, { type: 'password.submitted' }, { type: 'password.submitted' });
    expect(shop.asked()).toEqual([{ name: 'setNewPassword', input: { token: 'tok-1', newPassword: 'new password' } }]);
    shop.only().resolve();
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('changed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(selectValues(actor.getSnapshot()).newPassword).toBe('');
    expect(emitted).toEqual([{ type: 'password.changed' }]);
  });

  it.each([
    ['PASSWORD_RESET_TOKEN_INVALID_ERROR (used or unknown)', accountError('PASSWORD_RESET_TOKEN_INVALID_ERROR'), 'tokenInvalid'],
    ['PASSWORD_RESET_TOKEN_EXPIRED_ERROR', accountError('PASSWORD_RESET_TOKEN_EXPIRED_ERROR'), 'tokenExpired'],
  ] as const)('a dead link (%s) is its own state, with a way to a new link', async (_name, cause, problem) => {
    const { actor, send, shop, emitted } = start(WITH_TOKEN);
    send(...NEW_PASSWORD, { type: 'password.submitted' });
    shop.only().reject(cause);
    await settle();
    expect(selectView(actor.getSnapshot())).toBe('tokenInvalid');
    expect(selectTokenProblem(actor.getSnapshot())).toBe(problem);
    expect(selectFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectValues(actor.getSnapshot()).newPassword).toBe('');
    expect(emitted).toEqual([]);
    send({ type: 'link.requestNew' });
    expect(selectView(actor.getSnapshot())).toBe('request');
    expect(selectTokenProblem(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['no token', null],
    ['a blank token', '   '],
  ])('a link with %s is dead at once', (_name, token) => {
    const { actor, shop } = start({ mode: 'set', locale: 'en', token });
    expect(selectView(actor.getSnapshot())).toBe('tokenInvalid');
    expect(selectTokenProblem(actor.getSnapshot())).toBe('tokenMissing');
    expect(shop.requests).toHaveLength(0);
  });

  it.each([
    ['RATE_LIMITED', accountError('RATE_LIMITED'), { code: 'rateLimited' }],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }],
    ['a lost connection', NETWORK_ERROR, { code: 'resetGeneric' }],
  ])('a failed save (%s) keeps the form and what was typed', async (_name, cause, failure) => {
    const { actor, send, shop } = start(WITH_TOKEN);
    send(...NEW_PASSWORD, { type: 'password.submitted' });
    shop.only().reject(cause);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ newPassword: { editing: 'failed' } });
    expect(selectFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectValues(actor.getSnapshot()).newPassword).toBe('new password');
  });

  it("shows the policy's refusal on the new password", async () => {
    const { actor, send, shop } = start(WITH_TOKEN);
    send(...NEW_PASSWORD, { type: 'password.submitted' });
    shop.only().reject(accountError('PASSWORD_VALIDATION_ERROR', { message: 'Rejected', fields: { password: 'Too common' } }));
    await settle();
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ newPassword: { code: 'server', message: 'Too common' } });
  });

  it('waits for an answer that never comes', () => {
    const { actor, send } = start(WITH_TOKEN);
    send(...NEW_PASSWORD, { type: 'password.submitted' });
    expect(actor.getSnapshot().value).toEqual({ newPassword: 'saving' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
  });

  it('the provided actors get the inputs and the signal', async () => {
    const deps = { resetPassword: vi.fn(async () => undefined), setNewPassword: vi.fn(async () => undefined) };
    const provided = resetPasswordMachine.provide({
      actors: {
        resetPassword: answeringActor<void, ResetPasswordInput>(deps.resetPassword),
        setNewPassword: answeringActor<void, SetNewPasswordInput>(deps.setNewPassword),
      },
    });
    const actor = createActor(provided, { input: WITH_TOKEN }).start();
    NEW_PASSWORD.forEach((event) => actor.send(event));
    actor.send({ type: 'password.submitted' });
    await settle();
    expect(deps.setNewPassword).toHaveBeenCalledWith({ token: 'tok-1', newPassword: 'new password' }, expect.any(AbortSignal));
    const request = createActor(provided, { input: REQUEST }).start();
    request.send({ type: 'field.changed', field: 'email', value: 'ada@example.com' });
    request.send({ type: 'request.submitted' });
    await settle();
    expect(deps.resetPassword).toHaveBeenCalledWith({ email: 'ada@example.com', locale: 'fr' }, expect.any(AbortSignal));
    expect(selectView(request.getSnapshot())).toBe('sent');
  });
});
