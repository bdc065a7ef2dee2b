import { fromPromise } from 'xstate';
import { savedAddressesMachine } from './saved-addresses.machine';
import type { DeleteAddressInput, SavedAddress, SavedAddressInput } from './saved-addresses.types';

export interface SavedAddressesMachineDeps {
  /** The customer's saved billing addresses, oldest first (the api's `getSavedAddresses`). */
  loadAddresses: (signal: AbortSignal) => Promise<SavedAddress[]>;
  /**
   * Adds (no id) or updates an address (the api's `saveAddress`); making one
   * the default is saving it with `defaultBilling: true`. Rejects with a
   * `ShopError`: BAD_USER_INPUT with `detail.fields` named as the form's
   * fields, NOT_LOGGED_IN, or another failure with the server's message.
   *
   * The signal aborts only when the page is left; a save the shop already
   * took stays saved.
   */
  saveAddress: (input: SavedAddressInput, signal: AbortSignal) => Promise<unknown>;
  /** Deletes an address (the api's `deleteAddress`); rejects like `saveAddress`. */
  deleteAddress: (input: DeleteAddressInput, signal: AbortSignal) => Promise<unknown>;
}

export function createSavedAddressesMachine(deps: SavedAddressesMachineDeps) {
  return savedAddressesMachine.provide({
    actors: {
      loadAddresses: fromPromise<SavedAddress[]>(({ signal }) => deps.loadAddresses(signal)),
      saveAddress: fromPromise<unknown, SavedAddressInput>(({ input, signal }) => deps.saveAddress(input, signal)),
      deleteAddress: fromPromise<unknown, DeleteAddressInput>(({ input, signal }) => deps.deleteAddress(input, signal)),
    },
  });
}
