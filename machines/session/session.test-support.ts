import { createActor } from 'xstate';
import { createFakeShop } from '../test-support/account-fixtures';
import { sessionMachine } from './session.machine';
import type { Customer, SessionInput, VerifyEmailInput } from './session.types';

/** The session machine started with a fake shop whose requests wait until the test answers them; shared by the unit and the model tests. */
export function startSession(input: SessionInput | undefined) {
  const shop = createFakeShop();
  const machine = sessionMachine.provide({
    actors: {
      loadCustomer: shop.request<Customer | null>('loadCustomer'),
      verifyEmail: shop.request<Customer, VerifyEmailInput>('verifyEmail'),
      logout: shop.request<void>('logout'),
    },
  });
  return { actor: createActor(machine, input === undefined ? {} : { input }).start(), shop };
}
