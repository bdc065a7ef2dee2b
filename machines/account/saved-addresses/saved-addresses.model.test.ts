import { describe, expect } from 'vitest';
import { NETWORK_ERROR, accountError } from '../../test-support/account-fixtures';
import { observeSelectors, type ModelEvent } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import { savedAddressesMachine } from './saved-addresses.machine';
import { isAddressValid, makeDefaultInputOf, saveAddressInputOf } from './saved-addresses.rules';
import * as savedAddressesSelectors from './saved-addresses.selectors';
import type { SavedAddressesSnapshot } from './saved-addresses.selectors';
import { ADDRESSES, COUNTRIES, HOME, OFFICE, startSavedAddresses } from './saved-addresses.test-support';
import type { SavedAddressesInput } from './saved-addresses.types';

const RELOADED = [
  { ...HOME, defaultBilling: false },
  { ...OFFICE, defaultBilling: true },
];

/**
 * Each event stands for a class the machine branches on: the list's actions
 * on a listed address (and the default made default again, ignored); the
 * form opened empty or with a valid address, a required field emptied and
 * typed again, left, a country without zip codes, the default box, save and
 * cancel; and each request answering or failing (NOT_LOGGED_IN, the
 * server's field errors, a lost connection).
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'addresses.retry' },
  { type: 'address.add' },
  { type: 'address.edit', id: OFFICE.id },
  { type: 'address.delete', id: OFFICE.id },
  { type: 'address.makeDefault', id: OFFICE.id },
  { type: 'address.makeDefault', id: HOME.id },
  { type: 'field.changed', field: 'firstName', value: '' },
  { type: 'field.changed', field: 'firstName', value: 'Grace' },
  { type: 'field.blurred', field: 'firstName' },
  { type: 'country.changed', countryCode: 'HK' },
  { type: 'defaultBilling.changed', checked: true },
  { type: 'editor.submitted' },
  { type: 'editor.cancelled' },
  { type: 'xstate.done.actor.loadAddresses', output: ADDRESSES },
  { type: 'xstate.error.actor.loadAddresses', error: accountError('NOT_LOGGED_IN') },
  { type: 'xstate.done.actor.reloadAddresses', output: RELOADED },
  { type: 'xstate.error.actor.reloadAddresses', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.deleteAddress' },
  { type: 'xstate.error.actor.deleteAddress', error: NETWORK_ERROR },
  { type: 'xstate.done.actor.makeDefault', output: { ...OFFICE, defaultBilling: true } },
  { type: 'xstate.error.actor.makeDefault', error: accountError('NOT_LOGGED_IN') },
  { type: 'xstate.done.actor.saveAddress', output: OFFICE },
  { type: 'xstate.error.actor.saveAddress', error: accountError('BAD_USER_INPUT', { fields: { city: 'Unknown town' } }) },
  { type: 'xstate.error.actor.saveAddress', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<SavedAddressesSnapshot>(savedAddressesSelectors);

/** What each request must have been sent with, from the snapshot it was made in. */
function expectedInput(before: SavedAddressesSnapshot): unknown {
  const { context } = before;
  if (before.matches({ editor: 'saving' }) && context.editor !== null) {
    return saveAddressInputOf(context.editor.id, context.editor.values, context.countries);
  }
  if (before.matches({ list: { ready: 'deleting' } })) return { id: context.busy?.id };
  if (before.matches({ list: { ready: 'makingDefault' } })) {
    const address = context.addresses?.find(({ id }) => id === context.busy?.id);
    return address === undefined ? 'no address' : makeDefaultInputOf(address);
  }
  return undefined;
}

const INPUTS: ReadonlyArray<readonly [string, SavedAddressesInput]> = [
  ['the server render loaded them', { initial: ADDRESSES, countries: COUNTRIES }],
  ["the server render's load failed", { initial: null, countries: COUNTRIES }],
];

describe('saved addresses model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<SavedAddressesInput, SavedAddressesSnapshot>({
    machine: savedAddressesMachine,
    states: [
      'editor',
      'editor.editing',
      'editor.editing.failed',
      'editor.editing.idle',
      'editor.saving',
      'list',
      'list.loadFailed',
      'list.loading',
      'list.ready',
      'list.ready.deleting',
      'list.ready.idle',
      'list.ready.idle.actionFailed',
      'list.ready.idle.noFailure',
      'list.ready.makingDefault',
      'list.ready.refreshing',
      'starting',
    ],
    events: EVENTS,
    starts: INPUTS,
    replayFrom: (input) => ({
      start: () => startSavedAddresses(input),
      observable: observe,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(expectedInput(before)),
    }),
    passedThrough: { starting: "the server render's list (or its failure) chooses the first state" },
    minPathsPerStart: 10,
  });

  itKeepsInvariants(
    (snapshot, where, { steps }) => {
      const acting = snapshot.matches({ list: { ready: 'deleting' } }) || snapshot.matches({ list: { ready: 'makingDefault' } });
      const busyStates = acting || snapshot.matches({ list: 'loading' }) || snapshot.matches({ list: { ready: 'refreshing' } });
      expect(snapshot.hasTag('busy'), where).toBe(busyStates || snapshot.matches({ editor: 'saving' }));
      expect(snapshot.hasTag('loading'), where).toBe(snapshot.matches({ list: 'loading' }));
      expect(snapshot.hasTag('error'), where).toBe(
        snapshot.matches({ list: 'loadFailed' }) ||
          snapshot.matches({ list: { ready: { idle: 'actionFailed' } } }) ||
          snapshot.matches({ editor: { editing: 'failed' } }),
      );
      // The editor exists exactly while it shows; a save is only ever sent for a valid form.
      expect(snapshot.context.editor !== null, where).toBe(snapshot.matches('editor'));
      if (snapshot.matches({ editor: 'saving' })) expect(isAddressValid(snapshot.context.editor!.values, COUNTRIES), where).toBe(true);
      if (acting) expect(snapshot.context.busy, where).not.toBeNull();
      if (snapshot.matches({ list: { ready: 'idle' } })) expect(snapshot.context.busy, where).toBeNull();
      // Nothing typed is lost on a failure: the form is the one of the snapshot before the request settled.
      const last = steps[steps.length - 1];
      const previous = steps[steps.length - 2];
      if (last?.event.type === 'xstate.error.actor.saveAddress' && previous) {
        expect(snapshot.context.editor?.values, where).toEqual((previous.state as SavedAddressesSnapshot).context.editor?.values);
      }
    },
    { minSnapshots: 21 },
  );
});
