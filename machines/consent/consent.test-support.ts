import { createActor } from 'xstate';
import { createFakeRequests } from '../test-support/fake-requests';
import { consentMachine } from './consent.machine';
import type { ConsentInput, ConsentModeState, StoredConsent } from './consent.types';

/*
 * A fake host for the consent machine's tests: the stored-consent read waits
 * until the test answers it (`machines/test-support/fake-requests.ts`), and
 * every effect is logged in order. Shared by the unit and the model tests.
 */

/** An effect the machine asked the host for. */
export type ConsentEffect =
  | { readonly effect: 'grantConsent'; readonly state: ConsentModeState }
  | { readonly effect: 'rememberConsent' }
  | { readonly effect: 'loadTrackingScripts' }
  | { readonly effect: 'trackPageView'; readonly path: string };

export const HOME: ConsentInput = { path: '/en' };

export function startConsent(input: ConsentInput = HOME) {
  const shop = createFakeRequests();
  const effects: ConsentEffect[] = [];
  const machine = consentMachine.provide({
    actors: { readStoredConsent: shop.request<StoredConsent>('readStoredConsent') },
    actions: {
      grantConsent: (_, state) => effects.push({ effect: 'grantConsent', state }),
      rememberConsent: () => effects.push({ effect: 'rememberConsent' }),
      loadTrackingScripts: () => effects.push({ effect: 'loadTrackingScripts' }),
      trackPageView: (_, params) => effects.push({ effect: 'trackPageView', path: params.path }),
    },
  });
  const actor = createActor(machine, { input });
  actor.start();
  return { actor, shop, effects };
}

export type ConsentHarness = ReturnType<typeof startConsent>;
