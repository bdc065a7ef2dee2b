import {
  deleteAddress,
  getSavedAddresses,
  loadCustomer,
  login,
  logout,
  register,
  resetPassword,
  saveAddress,
  setNewPassword,
  updateCustomer,
  verifyEmail,
  type Customer,
  type LoginCredentials,
  type ProfileUpdate,
  type Registration,
  type SavedAddress,
  type ShopClient,
} from '@shop/api';
import type { loginFormMachine, registrationFormMachine } from '@shop/machines/account-forms';
import type { profileFormMachine } from '@shop/machines/profile-form';
import type { ResetPasswordInput, SetNewPasswordInput, resetPasswordMachine } from '@shop/machines/reset-password';
import type { DeleteAddressInput, SavedAddressInput, savedAddressesMachine } from '@shop/machines/saved-addresses';
import type { VerifyEmailInput, sessionMachine } from '@shop/machines/session';
import { fromPromise } from 'xstate';

import type { MachineActors } from '../../lib/machine-actors';

/*
 * The account's machines and the api's account operations, through the browser's `/shop-api`.
 * Each actor hands on the signal XState gives it: a superseded session refresh, or a form or
 * panel that closes, cancels its request. Aborting does not undo what the shop already did.
 */

/** The app-wide session: who is logged in, the emailed link's verification, logout. */
export function sessionActors(client: ShopClient): MachineActors<typeof sessionMachine> {
  return {
    actors: {
      loadCustomer: fromPromise<Customer | null>(({ signal }) => loadCustomer(client, { signal })),
      verifyEmail: fromPromise<Customer, VerifyEmailInput>(({ input, signal }) => verifyEmail(client, input, { signal })),
      logout: fromPromise<void>(({ signal }) => logout(client, { signal })),
    },
  };
}

export function loginFormActors(client: ShopClient): MachineActors<typeof loginFormMachine> {
  return {
    actors: {
      login: fromPromise<Customer, LoginCredentials>(({ input, signal }) => login(client, input, { signal })),
    },
  };
}

export function registrationFormActors(client: ShopClient): MachineActors<typeof registrationFormMachine> {
  return {
    actors: {
      register: fromPromise<void, Registration>(({ input, signal }) => register(client, input, { signal })),
    },
  };
}

export function profileFormActors(client: ShopClient): MachineActors<typeof profileFormMachine> {
  return {
    actors: {
      updateCustomer: fromPromise<Customer, ProfileUpdate>(({ input, signal }) => updateCustomer(client, input, { signal })),
    },
  };
}

export function resetPasswordActors(client: ShopClient): MachineActors<typeof resetPasswordMachine> {
  return {
    actors: {
      resetPassword: fromPromise<void, ResetPasswordInput>(({ input, signal }) => resetPassword(client, input, { signal })),
      setNewPassword: fromPromise<void, SetNewPasswordInput>(({ input, signal }) => setNewPassword(client, input, { signal })),
    },
  };
}

export function savedAddressesActors(client: ShopClient): MachineActors<typeof savedAddressesMachine> {
  return {
    actors: {
      loadAddresses: fromPromise<SavedAddress[]>(({ signal }) => getSavedAddresses(client, { signal })),
      saveAddress: fromPromise<unknown, SavedAddressInput>(({ input, signal }) => saveAddress(client, input, { signal })),
      deleteAddress: fromPromise<unknown, DeleteAddressInput>(({ input, signal }) => deleteAddress(client, input, { signal })),
    },
  };
}
