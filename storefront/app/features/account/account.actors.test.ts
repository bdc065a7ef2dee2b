import { describe, expect, it } from 'vitest';
import type { AnyActorLogic } from 'xstate';

import { abortedByStop, heldShopClient } from '../../lib/shop-api/held-shop-client.test-support';
import {
  loginFormActors,
  profileFormActors,
  registrationFormActors,
  resetPasswordActors,
  savedAddressesActors,
  sessionActors,
} from './account.actors';

const ADDRESS = {
  firstName: 'Ann',
  lastName: 'Lee',
  address1: '1 Main St',
  city: 'Lyon',
  postcode: '69001',
  countryCode: 'FR',
  defaultBilling: false,
};

/** Every actor of the file, each with an input its operation sends, and the GraphQL field it asks for. */
const cases: Array<[string, (client: ReturnType<typeof heldShopClient>['client']) => AnyActorLogic, unknown, string]> = [
  ['session loadCustomer', (client) => sessionActors(client).actors.loadCustomer, undefined, 'accountCustomer'],
  [
    'session verifyEmail',
    (client) => sessionActors(client).actors.verifyEmail,
    { token: 't', password: 'secret-pass' },
    'verifyCustomerAccount',
  ],
  ['session logout', (client) => sessionActors(client).actors.logout, undefined, 'logout'],
  ['login', (client) => loginFormActors(client).actors.login, { email: 'ann@example.com', password: 'secret-pass' }, 'login('],
  [
    'register',
    (client) => registrationFormActors(client).actors.register,
    {
      title: 'mrs',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      password: 'Secret-pass-123',
      newsletter: false,
      address: { street: 'Main St', streetNumber: '1', postcode: '69001', city: 'Lyon', countryCode: 'FR' },
    },
    'registerAccount',
  ],
  [
    'updateCustomer',
    (client) => profileFormActors(client).actors.updateCustomer,
    {
      title: 'mrs',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      currentPassword: 'secret-pass',
      newPassword: '',
      company: '',
      vatNumber: '',
      address: { street: 'Main St', streetNumber: '1', postcode: '69001', city: 'Lyon', countryCode: 'FR' },
      newsletter: false,
    },
    'updateAccountProfile',
  ],
  [
    'resetPassword',
    (client) => resetPasswordActors(client).actors.resetPassword,
    { email: 'ann@example.com', locale: 'en' },
    'requestAccountPasswordReset',
  ],
  [
    'setNewPassword',
    (client) => resetPasswordActors(client).actors.setNewPassword,
    { token: 't', newPassword: 'Secret-pass-123' },
    'resetPassword(',
  ],
  ['loadAddresses', (client) => savedAddressesActors(client).actors.loadAddresses, undefined, 'accountAddresses'],
  ['saveAddress', (client) => savedAddressesActors(client).actors.saveAddress, ADDRESS, 'saveAccountAddress'],
  ['deleteAddress', (client) => savedAddressesActors(client).actors.deleteAddress, { id: '4' }, 'deleteAccountAddress'],
];

describe('account actors', () => {
  it.each(cases)('a stopped %s actor aborts its request', async (_name, logicOf, input, field) => {
    const held = heldShopClient();
    const { request, aborted } = await abortedByStop(logicOf(held.client), input, held);
    expect(request.body).toContain(field);
    expect(aborted).toBe(true);
  });
});
