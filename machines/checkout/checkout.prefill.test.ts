import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ShopError } from '../../api/errors';
import { checkoutMachine } from './checkout.machine';
import { prefilledValues } from './checkout.prefill';
import { selectFieldErrors, selectValues } from './checkout.selectors';
import {
  ADA_EMAIL,
  ADA_US_ADDRESS,
  ADA_US_VALUES,
  COUNTRIES,
  EMPTY_US_VALUES,
  FRESH_INPUT,
  RESUMED_INPUT,
  createFakeShop,
  settle,
} from './checkout.test-support';
import type { BillingPrefill, CheckoutInput, CheckoutValues } from './checkout.types';

const { alias: _alias, ...SAVED_US } = ADA_US_ADDRESS;
const SAVED_FR = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '8 rue de Rivoli',
  city: 'Paris',
  postcode: '75001',
  countryCode: 'FR',
};
const ADA: BillingPrefill = { email: ADA_EMAIL, address: SAVED_US };

const EMPTY = EMPTY_US_VALUES;
const prefilled = (values: Partial<CheckoutValues>, prefill: BillingPrefill = ADA) =>
  prefilledValues({ values: { ...EMPTY, ...values }, countries: COUNTRIES }, prefill);

describe('billing prefill rules', () => {
  it('fills an empty form with the email twice and the saved address', () => {
    expect(prefilled({})).toEqual(ADA_US_VALUES);
  });

  it('never replaces what the shopper typed: their email stays, and their own address keeps the saved one out', () => {
    expect(prefilled({ email: 'me@work.example' })).toMatchObject({
      email: 'me@work.example',
      emailConfirmation: ADA_EMAIL,
      firstName: 'Ada',
    });
    for (const field of ['firstName', 'lastName', 'address1', 'city'] as const) {
      const typed = prefilled({ [field]: 'Typed' });
      expect(typed[field], field).toBe('Typed');
      expect(typed, field).toMatchObject({ email: ADA_EMAIL, postcode: '', state: '' });
      expect(
        Object.values(typed).filter((value) => value === 'San Francisco' || value === '1 Market St'),
        field,
      ).toEqual([]);
    }
  });

  it('blank typing (spaces) counts as empty', () => {
    expect(prefilled({ city: '   ', email: ' ' })).toMatchObject({ city: 'San Francisco', email: ADA_EMAIL });
  });

  it('takes the saved country, dropping a state it does not have, and a zip code only where one is asked', () => {
    expect(prefilled({ state: 'NV' }, { email: ADA_EMAIL, address: SAVED_FR })).toMatchObject({
      countryCode: 'FR',
      state: '',
      postcode: '75001',
      city: 'Paris',
    });
    const hongKong = prefilled(
      { countryCode: 'FR' },
      { email: ADA_EMAIL, address: { ...SAVED_FR, countryCode: 'HK', postcode: '999077' } },
    );
    expect(hongKong).toMatchObject({ countryCode: 'HK', postcode: '' });
    // A state the country does not list is not typed in.
    expect(prefilled({}, { email: ADA_EMAIL, address: { ...SAVED_US, state: 'XX' } })).toMatchObject({ state: '', city: 'San Francisco' });
  });

  it('leaves the address out when the shop does not sell to its country, or there is none', () => {
    expect(prefilled({}, { email: ADA_EMAIL, address: { ...SAVED_FR, countryCode: 'JP' } })).toEqual({
      ...EMPTY,
      email: ADA_EMAIL,
      emailConfirmation: ADA_EMAIL,
    });
    expect(prefilled({}, { email: ADA_EMAIL, address: null })).toEqual({ ...EMPTY, email: ADA_EMAIL, emailConfirmation: ADA_EMAIL });
  });
});

describe('checkout machine: billing.prefilled', () => {
  function start(input: CheckoutInput = FRESH_INPUT) {
    const shop = createFakeShop();
    return { actor: createActor(checkoutMachine.provide({ actors: shop.actors }), { input }).start(), shop };
  }

  it('types the prefill into the billing form, nothing marked touched', () => {
    const { actor } = start();
    actor.send({ type: 'billing.prefilled', prefill: ADA });
    expect(selectValues(actor.getSnapshot())).toMatchObject({ email: ADA_EMAIL, city: 'San Francisco', countryCode: 'US', state: 'CA' });
    expect(actor.getSnapshot().context.touched).toEqual(start().actor.getSnapshot().context.touched);
  });

  it('a second prefill (logging in during the checkout) fills only what is still empty', () => {
    const { actor } = start();
    actor.send({ type: 'field.changed', field: 'email', value: 'typed@example.com' });
    actor.send({ type: 'billing.prefilled', prefill: { email: ADA_EMAIL, address: null } });
    actor.send({ type: 'billing.prefilled', prefill: ADA });
    expect(selectValues(actor.getSnapshot())).toMatchObject({
      email: 'typed@example.com',
      emailConfirmation: ADA_EMAIL,
      city: 'San Francisco',
    });
  });

  it('a field the prefill changes drops its server error; the others keep theirs', async () => {
    const { actor, shop } = start();
    actor.send({ type: 'billing.prefilled', prefill: ADA });
    actor.send({ type: 'field.changed', field: 'emailConfirmation', value: ADA_EMAIL });
    actor.send({ type: 'disclaimer.changed', accepted: true });
    actor.send({ type: 'billing.submitted' });
    shop.open()[0]?.reject(
      new ShopError('advanceOrder', {
        kind: 'http',
        status: 400,
        code: 'CHECKOUT_ADDRESS_ERROR',
        message: 'bad',
        fields: { countryCode: 'Not sold here', email: 'Is not a valid email address' },
      }),
    );
    await settle();
    expect(Object.keys(selectFieldErrors(actor.getSnapshot())).sort()).toEqual(['countryCode', 'email']);
    // The shopper clears the address and logs in as someone living in France.
    for (const field of ['firstName', 'lastName', 'address1', 'city'] as const) actor.send({ type: 'field.changed', field, value: '' });
    actor.send({ type: 'billing.prefilled', prefill: { email: 'other@example.com', address: SAVED_FR } });
    expect(selectValues(actor.getSnapshot())).toMatchObject({ countryCode: 'FR', city: 'Paris', state: '', email: ADA_EMAIL });
    expect(selectFieldErrors(actor.getSnapshot())).toEqual({ email: { code: 'server', message: 'Is not a valid email address' } });
  });

  it('once the billing step was sent the prefill changes nothing: every field is already filled', () => {
    const { actor } = start(RESUMED_INPUT);
    const before = selectValues(actor.getSnapshot());
    actor.send({ type: 'billing.prefilled', prefill: { email: 'other@example.com', address: SAVED_FR } });
    expect(selectValues(actor.getSnapshot())).toEqual(before);
  });
});
