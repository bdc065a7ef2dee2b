import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { NETWORK_ERROR, accountError, createFakeShop } from '../../test-support/account-fixtures';
import { observeSelectors, type ModelEvent } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import { resetPasswordMachine } from './reset-password.machine';
import { validateNewPasswordForm, validateRequestForm } from './reset-password.rules';
import * as resetPasswordSelectors from './reset-password.selectors';
import type { ResetPasswordSnapshot } from './reset-password.selectors';
import type { ResetPasswordInput, ResetPasswordMachineInput, SetNewPasswordInput } from './reset-password.types';

const EVENTS: readonly ModelEvent[] = [
  { type: 'field.changed', field: 'email', value: 'ada@example.com' },
  { type: 'field.changed', field: 'email', value: 'ada@' },
  { type: 'field.blurred', field: 'email' },
  { type: 'field.changed', field: 'newPassword', value: 'new password' },
  { type: 'field.changed', field: 'newPasswordConfirmation', value: 'new password' },
  { type: 'field.blurred', field: 'newPassword' },
  { type: 'request.submitted' },
  { type: 'request.again' },
  { type: 'password.submitted' },
  { type: 'link.requestNew' },
  { type: 'xstate.done.actor.resetPassword' },
  { type: 'xstate.error.actor.resetPassword', error: accountError('RATE_LIMITED') },
  { type: 'xstate.error.actor.resetPassword', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.setNewPassword' },
  { type: 'xstate.error.actor.setNewPassword', error: accountError('PASSWORD_RESET_TOKEN_EXPIRED_ERROR') },
  { type: 'xstate.error.actor.setNewPassword', error: accountError('PASSWORD_VALIDATION_ERROR', { fields: { password: 'Too common' } }) },
  { type: 'xstate.error.actor.setNewPassword', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<ResetPasswordSnapshot>(resetPasswordSelectors);

const STARTS = [
  ['asking for a link', { mode: 'request', locale: 'fr' }],
  ['a link with a token', { mode: 'set', locale: 'fr', token: 'tok' }],
  ['a link without a token', { mode: 'set', locale: 'fr', token: null }],
] as const satisfies ReadonlyArray<readonly [string, ResetPasswordMachineInput]>;

describe('reset password model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ResetPasswordMachineInput, ResetPasswordSnapshot>({
    machine: resetPasswordMachine,
    states: [
      'changed',
      'newPassword',
      'newPassword.editing',
      'newPassword.editing.failed',
      'newPassword.editing.idle',
      'newPassword.saving',
      'request',
      'request.editing',
      'request.editing.failed',
      'request.editing.idle',
      'request.sending',
      'sent',
      'starting',
      'tokenInvalid',
    ],
    events: EVENTS,
    starts: STARTS,
    replayFrom: (input) => ({
      start: () => {
        const shop = createFakeShop();
        const machine = resetPasswordMachine.provide({
          actors: {
            resetPassword: shop.request<void, ResetPasswordInput>('resetPassword'),
            setNewPassword: shop.request<void, SetNewPasswordInput>('setNewPassword'),
          },
        });
        return { actor: createActor(machine, { input }).start(), shop };
      },
      observable: observe,
      checkInput: (sent, before, where) => {
        const { context } = before;
        const expected = before.matches('request')
          ? { email: context.values.email.trim(), locale: context.locale }
          : { token: context.token, newPassword: context.values.newPassword };
        expect(sent, where).toEqual(expected);
      },
    }),
    passedThrough: { starting: 'the mode and the link choose the first state' },
    minPathsPerStart: 4,
  });

  itKeepsInvariants((snapshot, where) => {
    expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches({ request: 'sending' }) || snapshot.matches({ newPassword: 'saving' }));
    expect(snapshot.context.tokenProblem !== null, where).toBe(snapshot.matches('tokenInvalid'));
    // Requests go out only for a form the rules accept; a password form only with a token.
    if (snapshot.matches({ request: 'sending' })) expect(validateRequestForm(snapshot.context.values), where).toEqual({});
    if (snapshot.matches({ newPassword: 'saving' })) {
      expect(validateNewPasswordForm(snapshot.context.values), where).toEqual({});
      expect(snapshot.context.token, where).not.toBeNull();
    }
    // No password outlives the part that asked for it.
    if (snapshot.matches('changed') || snapshot.matches('tokenInvalid') || snapshot.matches('request') || snapshot.matches('sent')) {
      expect(snapshot.context.values.newPassword, where).toBe('');
    }
  });
});
