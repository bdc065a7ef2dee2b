import type { Customer, LoginCredentials, ProfileUpdate, Registration, SavedAddress, ShopClient } from '@shop/api';
import type { loginFormMachine, registrationFormMachine } from '@shop/machines/account/login-registration';
import type { profileFormMachine } from '@shop/machines/account/profile';
import type { ResetPasswordInput, SetNewPasswordInput, resetPasswordMachine } from '@shop/machines/account/reset-password';
import type { DeleteAddressInput, SavedAddressInput, savedAddressesMachine } from '@shop/machines/account/saved-addresses';
import type { VerifyEmailInput, sessionMachine } from '@shop/machines/session';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/react/machine-actors';

/** Loaded with the first request, not with the page (docs/architecture.md "What a first load holds"). */
const accountOperations = () => import('@shop/api/operations/account/account');

/*
 * The account's machines and the api's account operations, through the browser's `/shop-api`.
 * Each actor hands on the signal XState gives it: a superseded session refresh, or a form or
 * panel that closes, cancels its request. Aborting does not undo what the shop already did.
 */

/** The app-wide session: who is logged in, the emailed link's verification, logout. */
export function sessionActors(client: ShopClient): MachineActors<typeof sessionMachine> {
  return {
    actors: {
      loadCustomer: fromPromise<Customer | null>(async ({ signal }) => (await accountOperations()).loadCustomer(client, { signal })),
      verifyEmail: fromPromise<Customer, VerifyEmailInput>(async ({ input, signal }) =>
        (await accountOperations()).verifyEmail(client, input, { signal }),
      ),
      logout: fromPromise<void>(async ({ signal }) => (await accountOperations()).logout(client, { signal })),
    },
  };
}

export function loginFormActors(client: ShopClient): MachineActors<typeof loginFormMachine> {
  return {
    actors: {
      login: fromPromise<Customer, LoginCredentials>(async ({ input, signal }) =>
        (await accountOperations()).login(client, input, { signal }),
      ),
    },
  };
}

export function registrationFormActors(client: ShopClient): MachineActors<typeof registrationFormMachine> {
  return {
    actors: {
      register: fromPromise<void, Registration>(async ({ input, signal }) =>
        (await accountOperations()).register(client, input, { signal }),
      ),
    },
  };
}

export function profileFormActors(client: ShopClient): MachineActors<typeof profileFormMachine> {
  return {
    actors: {
      updateCustomer: fromPromise<Customer, ProfileUpdate>(async ({ input, signal }) =>
        (await accountOperations()).updateCustomer(client, input, { signal }),
      ),
    },
  };
}

export function resetPasswordActors(client: ShopClient): MachineActors<typeof resetPasswordMachine> {
  return {
    actors: {
      resetPassword: fromPromise<void, ResetPasswordInput>(async ({ input, signal }) =>
        (await accountOperations()).resetPassword(client, input, { signal }),
      ),
      setNewPassword: fromPromise<void, SetNewPasswordInput>(async ({ input, signal }) =>
        (await accountOperations()).setNewPassword(client, input, { signal }),
      ),
    },
  };
}

export function savedAddressesActors(client: ShopClient): MachineActors<typeof savedAddressesMachine> {
  return {
    actors: {
      loadAddresses: fromPromise<SavedAddress[]>(async ({ signal }) => (await accountOperations()).getSavedAddresses(client, { signal })),
      saveAddress: fromPromise<unknown, SavedAddressInput>(async ({ input, signal }) =>
        (await accountOperations()).saveAddress(client, input, { signal }),
      ),
      deleteAddress: fromPromise<unknown, DeleteAddressInput>(async ({ input, signal }) =>
        (await accountOperations()).deleteAddress(client, input, { signal }),
      ),
    },
  };
}
