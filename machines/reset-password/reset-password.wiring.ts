import { fromPromise } from 'xstate';
import { resetPasswordMachine } from './reset-password.machine';
import type { ResetPasswordInput, SetNewPasswordInput } from './reset-password.types';

export interface ResetPasswordMachineDeps {
  /**
   * Asks for a reset link (the api's `resetPassword`); answers the same
   * whether or not the account exists. Rejects with a `ShopError`:
   * RATE_LIMITED, or another failure with the server's message.
   */
  resetPassword: (input: ResetPasswordInput, signal: AbortSignal) => Promise<void>;
  /**
   * Sets the new password with the link's token (the api's `setNewPassword`).
   * Rejects with a `ShopError`: PASSWORD_RESET_TOKEN_INVALID_ERROR or
   * PASSWORD_RESET_TOKEN_EXPIRED_ERROR (the link is dead), PASSWORD_VALIDATION_ERROR
   * with `detail.fields`, RATE_LIMITED, or another failure with the server's message.
   */
  setNewPassword: (input: SetNewPasswordInput, signal: AbortSignal) => Promise<void>;
}

export function createResetPasswordMachine(deps: ResetPasswordMachineDeps) {
  return resetPasswordMachine.provide({
    actors: {
      resetPassword: fromPromise<void, ResetPasswordInput>(({ input, signal }) => deps.resetPassword(input, signal)),
      setNewPassword: fromPromise<void, SetNewPasswordInput>(({ input, signal }) => deps.setNewPassword(input, signal)),
    },
  });
}
