import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { NETWORK_ERROR, SERVER_ERROR, accountError, settle } from '../../test-support/account-fixtures';
import { ADA_IN_SAN_FRANCISCO, FR, HK, US } from '../../test-support/country-fixtures';
import { validateCheckoutForm } from '../../checkout/checkout.validation';
import { addressValuesOf, newAddressValues, saveAddressInputOf, validateAddress } from './saved-addresses.rules';
import {
  selectActionFailure,
  selectAddresses,
  selectBusy,
  selectEditor,
  selectIsBusy,
  selectListStatus,
  selectLoadFailure,
  selectSessionEnded,
} from './saved-addresses.selectors';
import { ADDRESSES, COUNTRIES, HOME, OFFICE, startSavedAddresses } from './saved-addresses.test-support';
import type { AddressField, SavedAddress, SavedAddressesEvent } from './saved-addresses.types';
import { answeringActor } from '../../test-support/fake-requests';
import { savedAddressesMachine } from './saved-addresses.machine';
import type { DeleteAddressInput, SavedAddressInput } from './saved-addresses.types';

const change = (field: AddressField, value: string): SavedAddressesEvent => ({ type: 'field.changed', field, value });

const NEW_ADDRESS: SavedAddress = {
  ...OFFICE,
  id: 'address-3',
  address1: '2 Baker St',
  city: 'London',
  postcode: undefined,
  countryCode: 'HK',
};

/** A valid new address in France, typed with stray spaces. */
function typeValidFrenchAddress(send: (...events: SavedAddressesEvent[]) => void) {
  send(
    change('firstName', ' Grace '),
    change('lastName', 'Hopper'),
    change('address1', ' 3 quai Voltaire '),
    change('city', 'Paris'),
    { type: 'country.changed', countryCode: 'FR' },
    change('postcode', ' 75007 '),
  );
}

describe('saved addresses: the list', () => {
  it('starts with the addresses the server render loaded, nothing running', () => {
    const { actor, shop } = startSavedAddresses();
    const snapshot = actor.getSnapshot();
    expect(selectListStatus(snapshot)).toBe('ready');
    expect(selectAddresses(snapshot)).toEqual(ADDRESSES);
    expect(selectBusy(snapshot)).toBeNull();
    expect(selectActionFailure(snapshot)).toBeNull();
    expect(selectEditor(snapshot)).toBeNull();
    expect(selectIsBusy(snapshot)).toBe(false);
    expect(shop.requests).toHaveLength(0);
  });

  it('a failed server render starts on the retry; retrying loads, and the answer shows', async () => {
    const { actor, send, shop } = startSavedAddresses({ initial: null, countries: COUNTRIES });
    expect(selectListStatus(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
    expect(selectAddresses(actor.getSnapshot())).toEqual([]);
    expect(shop.requests).toHaveLength(0);
    send({ type: 'addresses.retry' });
    expect(selectListStatus(actor.getSnapshot())).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    // A second press while loading asks nothing more.
    send({ type: 'addresses.retry' }, { type: 'address.add' });
    expect(shop.asked()).toEqual([{ name: 'loadAddresses' }]);
    shop.only().resolve([HOME]);
    await settle();
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
    expect(selectAddresses(actor.getSnapshot())).toEqual([HOME]);
  });

  it.each([
    ['NOT_LOGGED_IN', accountError('NOT_LOGGED_IN'), { code: 'notLoggedIn' }, true],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }, false],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }, false],
  ])('a failed load (%s) shows the retry with its failure', async (_name, cause, failure, sessionEnded) => {
    const { actor, send, shop } = startSavedAddresses({ initial: null, countries: COUNTRIES });
    send({ type: 'addresses.retry' });
    shop.only().reject(cause);
    await settle();
    expect(selectListStatus(actor.getSnapshot())).toBe('error');
    expect(selectLoadFailure(actor.getSnapshot())).toEqual({ ...failure, cause });
    expect(selectSessionEnded(actor.getSnapshot())).toBe(sessionEnded);
    // Retrying forgets it.
    send({ type: 'addresses.retry' });
    expect(selectLoadFailure(actor.getSnapshot())).toBeNull();
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
  });

  it('deletes an address, marks it meanwhile, then shows the reloaded list', async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.delete', id: OFFICE.id });
    expect(selectBusy(actor.getSnapshot())).toEqual({ id: OFFICE.id, action: 'delete' });
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    // One action at a time: the others are ignored while it runs.
    send({ type: 'address.delete', id: HOME.id }, { type: 'address.edit', id: HOME.id }, { type: 'address.add' });
    expect(shop.asked()).toEqual([{ name: 'deleteAddress', input: { id: OFFICE.id } }]);
    shop.only().resolve();
    await settle();
    // The reload keeps the list and the mark until it answers.
    expect(shop.only().name).toBe('loadAddresses');
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
    expect(selectAddresses(actor.getSnapshot())).toEqual(ADDRESSES);
    expect(selectBusy(actor.getSnapshot())).toEqual({ id: OFFICE.id, action: 'delete' });
    shop.only().resolve([HOME]);
    await settle();
    expect(selectAddresses(actor.getSnapshot())).toEqual([HOME]);
    expect(selectBusy(actor.getSnapshot())).toBeNull();
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('makes an address the default by saving it as it is with defaultBilling, then reloads', async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.makeDefault', id: OFFICE.id });
    expect(selectBusy(actor.getSnapshot())).toEqual({ id: OFFICE.id, action: 'makeDefault' });
    expect(shop.asked()).toEqual([{ name: 'saveAddress', input: { ...OFFICE, defaultBilling: true } }]);
    shop.only().resolve({ ...OFFICE, defaultBilling: true });
    await settle();
    const reloaded = [
      { ...HOME, defaultBilling: false },
      { ...OFFICE, defaultBilling: true },
    ];
    shop.only().resolve(reloaded);
    await settle();
    expect(selectAddresses(actor.getSnapshot())).toEqual(reloaded);
  });

  it('asks nothing for an unknown address or for making the default the default', () => {
    const { actor, send, shop } = startSavedAddresses();
    send(
      { type: 'address.makeDefault', id: HOME.id },
      { type: 'address.makeDefault', id: 'nope' },
      { type: 'address.delete', id: 'nope' },
      { type: 'address.edit', id: 'nope' },
    );
    expect(shop.requests).toHaveLength(0);
    expect(selectEditor(actor.getSnapshot())).toBeNull();
  });

  it.each([
    ['delete', { type: 'address.delete', id: OFFICE.id }],
    ['makeDefault', { type: 'address.makeDefault', id: OFFICE.id }],
  ] as const)('a failed %s keeps its failure until the next action, the list unchanged', async (_name, event) => {
    const { actor, send, shop } = startSavedAddresses();
    send(event);
    const cause = accountError('BAD_USER_INPUT', { message: 'Not yours' });
    shop.only().reject(cause);
    await settle();
    const snapshot = actor.getSnapshot();
    expect(selectActionFailure(snapshot)).toEqual({ code: 'server', message: 'Not yours', cause });
    expect(snapshot.hasTag('error')).toBe(true);
    expect(selectBusy(snapshot)).toBeNull();
    expect(selectAddresses(snapshot)).toEqual(ADDRESSES);
    expect(shop.open()).toHaveLength(0);
    // The next action replaces it.
    send({ type: 'address.delete', id: OFFICE.id });
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
    expect(actor.getSnapshot().hasTag('error')).toBe(false);
  });

  it('opening the form drops the last action failure', async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.delete', id: OFFICE.id });
    shop.only().reject(accountError('NOT_LOGGED_IN'));
    await settle();
    expect(selectSessionEnded(actor.getSnapshot())).toBe(true);
    send({ type: 'address.add' }, { type: 'editor.cancelled' });
    expect(selectActionFailure(actor.getSnapshot())).toBeNull();
    expect(selectSessionEnded(actor.getSnapshot())).toBe(false);
  });

  it('a failed reload after an action shows the retry', async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.delete', id: OFFICE.id });
    shop.only().resolve();
    await settle();
    shop.only().reject(NETWORK_ERROR);
    await settle();
    expect(selectListStatus(actor.getSnapshot())).toBe('error');
    expect(selectLoadFailure(actor.getSnapshot())).toEqual({ code: 'generic', cause: NETWORK_ERROR });
    expect(selectBusy(actor.getSnapshot())).toBeNull();
  });
});

describe('saved addresses: the form', () => {
  it('a new address starts empty, the default only when it is the first', () => {
    const { actor, send } = startSavedAddresses();
    send({ type: 'address.add' });
    expect(selectEditor(actor.getSnapshot())).toEqual({
      id: null,
      values: newAddressValues(ADDRESSES),
      fieldErrors: {},
      saving: false,
      failure: null,
      country: null,
    });
    expect(selectEditor(actor.getSnapshot())?.values.defaultBilling).toBe(false);
    const empty = startSavedAddresses({ initial: [], countries: COUNTRIES });
    empty.send({ type: 'address.add' });
    expect(selectEditor(empty.actor.getSnapshot())?.values).toMatchObject({ firstName: '', countryCode: '', defaultBilling: true });
  });

  it("editing starts with the address's values, absent optional fields empty", () => {
    const { actor, send } = startSavedAddresses();
    send({ type: 'address.edit', id: HOME.id });
    const editor = selectEditor(actor.getSnapshot());
    expect(editor?.id).toBe(HOME.id);
    expect(editor?.values).toEqual({ ...ADA_IN_SAN_FRANCISCO, company: '', vatNumber: '', defaultBilling: true });
    expect(editor?.country).toBe(US);
    expect(addressValuesOf(OFFICE)).toMatchObject({ company: 'Analytical Engines', vatNumber: 'FR12345678901', state: '' });
  });

  it('shows a field error once the field is left, and every error after a press of save, sending nothing', () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.add' }, { type: 'field.blurred', field: 'firstName' });
    expect(selectEditor(actor.getSnapshot())?.fieldErrors).toEqual({ firstName: { code: 'required' } });
    send({ type: 'editor.submitted' });
    expect(selectEditor(actor.getSnapshot())?.fieldErrors).toEqual({
      firstName: { code: 'required' },
      lastName: { code: 'required' },
      address1: { code: 'required' },
      city: { code: 'required' },
      countryCode: { code: 'required' },
    });
    expect(shop.requests).toHaveLength(0);
    expect(selectEditor(actor.getSnapshot())?.saving).toBe(false);
  });

  it("follows the checkout's address rules, plus the optional company and VAT number's lengths", () => {
    const values = { ...addressValuesOf(HOME), state: 'TX', postcode: '1234', company: 'c'.repeat(81), vatNumber: 'V'.repeat(33) };
    expect(validateAddress(values, COUNTRIES)).toEqual({
      state: { code: 'state' },
      postcode: { code: 'zipCode' },
      company: { code: 'max' },
      vatNumber: { code: 'max' },
    });
    expect(validateAddress({ ...values, company: 'c'.repeat(80), vatNumber: 'V'.repeat(32) }, COUNTRIES)).toEqual({
      state: { code: 'state' },
      postcode: { code: 'zipCode' },
    });
    // The same rules as the checkout's billing step: one set of rules.
    const {
      email: _e,
      emailConfirmation: _c,
      disclaimer: _d,
      ...checkoutAddressErrors
    } = validateCheckoutForm({ values: { ...values, email: '', emailConfirmation: '' }, disclaimerAccepted: false }, COUNTRIES);
    expect(checkoutAddressErrors).toEqual({ state: { code: 'state' }, postcode: { code: 'zipCode' } });
  });

  it('changing the country clears the state; a state or zip code the country does not ask is not typed', () => {
    const { actor, send } = startSavedAddresses();
    send({ type: 'address.edit', id: HOME.id }, { type: 'country.changed', countryCode: 'US' });
    expect(selectEditor(actor.getSnapshot())?.values.state).toBe('CA');
    send({ type: 'country.changed', countryCode: 'HK' });
    expect(selectEditor(actor.getSnapshot())?.values).toMatchObject({ countryCode: 'HK', state: '' });
    expect(selectEditor(actor.getSnapshot())?.country).toBe(HK);
    send(change('state', 'NV'), change('postcode', '99999'), { type: 'country.changed', countryCode: 'XX' });
    expect(selectEditor(actor.getSnapshot())?.values).toMatchObject({ countryCode: 'HK', state: '', postcode: '94103' });
    // Unknown fields and the country as a typed field are ignored.
    const before = actor.getSnapshot().context;
    send({ type: 'field.changed', field: 'email' as AddressField, value: 'x' }, change('countryCode', 'FR'));
    expect(actor.getSnapshot().context).toBe(before);
  });

  it('saves a trimmed request without what is empty or not asked, then shows the reloaded list', async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.add' });
    typeValidFrenchAddress(send);
    send({ type: 'defaultBilling.changed', checked: true }, { type: 'editor.submitted' });
    expect(selectEditor(actor.getSnapshot())?.saving).toBe(true);
    expect(selectIsBusy(actor.getSnapshot())).toBe(true);
    // Disabled while saving: a second press, typing or cancelling change nothing.
    const before = actor.getSnapshot().context;
    send({ type: 'editor.submitted' }, change('city', 'Lyon'), { type: 'editor.cancelled' });
    expect(actor.getSnapshot().context).toBe(before);
    expect(shop.asked()).toEqual([
      {
        name: 'saveAddress',
        input: {
          firstName: 'Grace',
          lastName: 'Hopper',
          address1: '3 quai Voltaire',
          city: 'Paris',
          postcode: '75007',
          countryCode: 'FR',
          defaultBilling: true,
        },
      },
    ]);
    shop.only().resolve(NEW_ADDRESS);
    await settle();
    expect(selectEditor(actor.getSnapshot())).toBeNull();
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
    expect(shop.only().name).toBe('loadAddresses');
    shop.only().resolve([...ADDRESSES, NEW_ADDRESS]);
    await settle();
    expect(selectAddresses(actor.getSnapshot())).toEqual([...ADDRESSES, NEW_ADDRESS]);
    expect(selectIsBusy(actor.getSnapshot())).toBe(false);
  });

  it('an edit is saved under its id', () => {
    const { send, shop } = startSavedAddresses();
    send({ type: 'address.edit', id: OFFICE.id }, change('vatNumber', ''), { type: 'editor.submitted' });
    expect(shop.only().input).toEqual({
      id: OFFICE.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: 'Analytical Engines',
      address1: '8 rue de Rivoli',
      city: 'Paris',
      postcode: '75001',
      countryCode: 'FR',
      defaultBilling: false,
    });
  });

  it('the request sends the state only where the country has states, the zip code normalised only where it needs one', () => {
    const values = { ...addressValuesOf(HOME), postcode: ' 94103 ', company: '  ' };
    expect(saveAddressInputOf(null, values, COUNTRIES)).toMatchObject({ state: 'CA', postcode: '94103' });
    expect(saveAddressInputOf(null, values, COUNTRIES)).not.toHaveProperty('company');
    expect(saveAddressInputOf(null, { ...values, countryCode: 'HK' }, COUNTRIES)).not.toHaveProperty('postcode');
    expect(saveAddressInputOf(null, { ...values, countryCode: 'HK' }, COUNTRIES)).not.toHaveProperty('state');
    expect(saveAddressInputOf('7', { ...values, countryCode: 'NL', postcode: '1012   ab' }, COUNTRIES)).toMatchObject({
      id: '7',
      postcode: '1012 AB',
    });
    expect(saveAddressInputOf(null, { ...values, countryCode: 'FR' }, [FR])).not.toHaveProperty('state');
  });

  it.each([
    ['NOT_LOGGED_IN', accountError('NOT_LOGGED_IN'), { code: 'notLoggedIn' }, true],
    ['a server failure', SERVER_ERROR, { code: 'server', message: 'Database unavailable' }, false],
    ['a lost connection', NETWORK_ERROR, { code: 'generic' }, false],
  ])('a failed save (%s) keeps the form and everything typed', async (_name, cause, failure, sessionEnded) => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.add' });
    typeValidFrenchAddress(send);
    send({ type: 'editor.submitted' });
    const typed = selectEditor(actor.getSnapshot())?.values;
    shop.only().reject(cause);
    await settle();
    const editor = selectEditor(actor.getSnapshot());
    expect(editor?.values).toBe(typed);
    expect(editor?.failure).toEqual({ ...failure, cause });
    expect(editor?.saving).toBe(false);
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(selectSessionEnded(actor.getSnapshot())).toBe(sessionEnded);
    // The next press of save clears it.
    send({ type: 'editor.submitted' });
    expect(selectEditor(actor.getSnapshot())?.failure).toBeNull();
  });

  it("shows the server's field errors on their fields until they change", async () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.edit', id: OFFICE.id }, { type: 'editor.submitted' });
    shop.only().reject(
      accountError('BAD_USER_INPUT', {
        message: 'Check the fields',
        fields: { vatNumber: 'Not a VAT number', postcode: 'Not here', email: 'x' },
      }),
    );
    await settle();
    expect(selectEditor(actor.getSnapshot())?.fieldErrors).toEqual({
      vatNumber: { code: 'server', message: 'Not a VAT number' },
      postcode: { code: 'server', message: 'Not here' },
    });
    send(change('vatNumber', 'FR99'));
    expect(selectEditor(actor.getSnapshot())?.fieldErrors).toEqual({ postcode: { code: 'server', message: 'Not here' } });
    send({ type: 'country.changed', countryCode: 'DE' });
    expect(selectEditor(actor.getSnapshot())?.fieldErrors).toEqual({});
  });

  it('cancel goes back to the list, nothing saved', () => {
    const { actor, send, shop } = startSavedAddresses();
    send({ type: 'address.edit', id: HOME.id }, change('city', 'Oakland'), { type: 'editor.cancelled' });
    expect(selectEditor(actor.getSnapshot())).toBeNull();
    expect(selectAddresses(actor.getSnapshot())).toEqual(ADDRESSES);
    expect(selectListStatus(actor.getSnapshot())).toBe('ready');
    expect(shop.requests).toHaveLength(0);
  });

  it('the same editor object per snapshot, so components do not re-render for nothing', () => {
    const { actor, send } = startSavedAddresses();
    send({ type: 'address.add' });
    expect(selectEditor(actor.getSnapshot())).toBe(selectEditor(actor.getSnapshot()));
  });
});

describe('saved addresses: provided actors', () => {
  it('passes the requests their inputs and the signal', async () => {
    const loadAddresses = vi.fn(async () => [HOME]);
    const saveAddress = vi.fn(async () => HOME);
    const deleteAddress = vi.fn(async () => undefined);
    const machine = savedAddressesMachine.provide({
      actors: {
        loadAddresses: answeringActor(loadAddresses),
        saveAddress: answeringActor<unknown, SavedAddressInput>(saveAddress),
        deleteAddress: answeringActor<unknown, DeleteAddressInput>(deleteAddress),
      },
    });
    const actor = createActor(machine, { input: { initial: ADDRESSES, countries: COUNTRIES } }).start();
    actor.send({ type: 'address.delete', id: OFFICE.id });
    await settle();
    expect(deleteAddress).toHaveBeenCalledWith({ id: OFFICE.id }, expect.any(AbortSignal));
    expect(loadAddresses).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(selectAddresses(actor.getSnapshot())).toEqual([HOME]);
    actor.send({ type: 'address.edit', id: HOME.id });
    actor.send({ type: 'editor.submitted' });
    await settle();
    expect(saveAddress).toHaveBeenCalledWith(expect.objectContaining({ id: HOME.id, state: 'CA' }), expect.any(AbortSignal));
  });

  it('the unprovided machine says which actor is missing', async () => {
    const actor = createActor(savedAddressesMachine, { input: { initial: null, countries: COUNTRIES } }).start();
    actor.send({ type: 'addresses.retry' });
    await settle();
    expect(selectLoadFailure(actor.getSnapshot())?.cause).toEqual(new Error('savedAddressesMachine: provide the loadAddresses actor'));
  });
});
