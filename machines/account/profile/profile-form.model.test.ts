import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import { ADA, NETWORK_ERROR, accountError, createFakeShop } from '../../test-support/account-fixtures';
import { observeSelectors, type ModelEvent } from '../../test-support/model-paths';
import { MODEL_TEST_TIMEOUT_MS, testShortestPaths } from '../../test-support/model-tests';
import { profileFormMachine } from './profile-form.machine';
import { isProfileFormValid, profileUpdateOf } from './profile-form.rules';
import * as profileFormSelectors from './profile-form.selectors';
import type { ProfileFormSnapshot } from './profile-form.selectors';
import { PROFILE_PASSWORD_FIELDS, type Customer, type ProfileInput, type ProfileUpdate } from './profile-form.types';

const INPUT: ProfileInput = { customer: ADA, countryCodes: ['US', 'FR'] };
const SAVED: Customer = { ...ADA, firstName: 'Augusta', newsletter: true };

/**
 * Each event stands for a class the machine branches on: the current
 * password typed (the one field a save needs) or emptied, another field
 * typed validly or not, a new password without its confirmation, the
 * newsletter, save; and the request answering, refusing the current password
 * (350), refusing a field, or failing.
 */
const EVENTS: readonly ModelEvent[] = [
  { type: 'field.changed', field: 'currentPassword', value: 'old password' },
  { type: 'field.changed', field: 'currentPassword', value: '' },
  { type: 'field.changed', field: 'firstName', value: '' },
  { type: 'field.changed', field: 'newPassword', value: 'new password' },
  { type: 'field.changed', field: 'email', value: 'ada.new@example.com' },
  { type: 'field.blurred', field: 'firstName' },
  { type: 'newsletter.changed', checked: true },
  { type: 'profile.submitted' },
  { type: 'xstate.done.actor.updateCustomer', output: SAVED },
  { type: 'xstate.error.actor.updateCustomer', error: accountError('PASSWORD_INCORRECT') },
  { type: 'xstate.error.actor.updateCustomer', error: accountError('BAD_USER_INPUT', { fields: { email: 'Taken' } }) },
  { type: 'xstate.error.actor.updateCustomer', error: NETWORK_ERROR },
];

/** What must match between the model's prediction and the live actor: the state and every selector's answer. */
const observe = observeSelectors<ProfileFormSnapshot>(profileFormSelectors);

describe('profile form model', { timeout: MODEL_TEST_TIMEOUT_MS }, () => {
  const { itKeepsInvariants } = testShortestPaths<ProfileInput, ProfileFormSnapshot>({
    machine: profileFormMachine,
    states: ['editing', 'editing.failed', 'editing.idle', 'editing.passwordIncorrect', 'editing.saved', 'saving'],
    events: EVENTS,
    starts: [["Ada's profile", INPUT]],
    replayFrom: (input) => ({
      start: () => {
        const shop = createFakeShop();
        const machine = profileFormMachine.provide({
          actors: { updateCustomer: shop.request<Customer, ProfileUpdate>('updateCustomer') },
        });
        return { actor: createActor(machine, { input }).start(), shop };
      },
      observable: observe,
      checkInput: (sent, before, where) => expect(sent, where).toEqual(profileUpdateOf(before.context.values, before.context.newsletter)),
    }),
    minPathsPerStart: 11,
  });

  itKeepsInvariants(
    (snapshot, where, { steps }) => {
      expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches('saving'));
      expect(snapshot.hasTag('error'), where).toBe(
        snapshot.matches({ editing: 'failed' }) || snapshot.matches({ editing: 'passwordIncorrect' }),
      );
      if (snapshot.matches('saving')) expect(isProfileFormValid(snapshot.context.values, INPUT.countryCodes), where).toBe(true);
      // After a save the form is the answer, without any password.
      if (snapshot.matches({ editing: 'saved' })) {
        for (const field of PROFILE_PASSWORD_FIELDS) expect(snapshot.context.values[field], where).toBe('');
        expect(snapshot.context.customer, where).toBe(SAVED);
      }
      // Nothing typed is lost on a failure: the values are those of the snapshot before the request settled.
      const last = steps[steps.length - 1];
      const previous = steps[steps.length - 2];
      if (last?.event.type.startsWith('xstate.error') && previous) {
        expect(snapshot.context.values, where).toEqual((previous.state as ProfileFormSnapshot).context.values);
      }
    },
    { minSnapshots: 21 },
  );
});
