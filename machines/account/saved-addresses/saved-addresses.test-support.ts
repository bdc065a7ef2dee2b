import { createActor } from 'xstate';
import type { SavedAddress } from '../../../api/operations/account/account';
import { createFakeShop } from '../../test-support/account-fixtures';
import { ADA_IN_SAN_FRANCISCO, COUNTRIES } from '../../test-support/country-fixtures';
import { savedAddressesMachine } from './saved-addresses.machine';
import type { DeleteAddressInput, SavedAddressInput, SavedAddressesEvent, SavedAddressesInput } from './saved-addresses.types';

/*
 * Fixtures and a started machine with a fake shop for the saved addresses'
 * tests: every request waits until the test answers it, so each state can be
 * observed while its request runs. Shared by the unit and the model tests.
 */

export { COUNTRIES };

/** The default address, in a country with states. */
export const HOME: SavedAddress = { id: 'address-1', ...ADA_IN_SAN_FRANCISCO, defaultBilling: true };

/** Another one, with a company and a VAT number, in a country without states. */
export const OFFICE: SavedAddress = {
  id: 'address-2',
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines',
  vatNumber: 'FR12345678901',
  address1: '8 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  countryCode: 'FR',
  defaultBilling: false,
};

export const ADDRESSES: readonly SavedAddress[] = [HOME, OFFICE];

export function startSavedAddresses(input: SavedAddressesInput = { initial: ADDRESSES, countries: COUNTRIES }) {
  const shop = createFakeShop();
  const machine = savedAddressesMachine.provide({
    actors: {
      loadAddresses: shop.request<SavedAddress[]>('loadAddresses'),
      saveAddress: shop.request<unknown, SavedAddressInput>('saveAddress'),
      deleteAddress: shop.request<unknown, DeleteAddressInput>('deleteAddress'),
    },
  });
  const actor = createActor(machine, { input }).start();
  const send = (...events: SavedAddressesEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, shop, send };
}
