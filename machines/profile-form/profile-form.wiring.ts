import { fromPromise } from 'xstate';
import { profileFormMachine } from './profile-form.machine';
import type { Customer, ProfileUpdate } from './profile-form.types';

export interface ProfileFormMachineDeps {
  /**
   * Saves the personal information (the api's `updateCustomer`) and answers
   * with the customer as saved. Rejects with a `ShopError`: PASSWORD_INCORRECT
   * (spec 350), PASSWORD_VALIDATION_ERROR or BAD_USER_INPUT with
   * `detail.fields`, NOT_LOGGED_IN, RATE_LIMITED, or another failure with the
   * server's message.
   *
   * The signal aborts only when the form is left; a save the shop already
   * took stays saved.
   */
  updateCustomer: (update: ProfileUpdate, signal: AbortSignal) => Promise<Customer>;
}

export function createProfileFormMachine(deps: ProfileFormMachineDeps) {
  return profileFormMachine.provide({
    actors: {
      updateCustomer: fromPromise<Customer, ProfileUpdate>(({ input, signal }) => deps.updateCustomer(input, signal)),
    },
  });
}
