import { describe, expect, it, vi } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { ShopError } from '../../api/errors';
import { checkoutErrorToShopError } from '../../api/operations/checkout/checkout-error-result';
import { CHECKOUT_FIELDS, checkoutAddressSchema } from '../../api/operations/checkout/checkout-address';
import { checkoutMachine } from './checkout.machine';
import { advanceOrderInputOf, billingFieldErrorsOf } from './checkout.request';
import {
  selectCheckout,
  selectCountries,
  selectDisclaimerAccepted,
  selectFieldErrors,
  selectFormError,
  selectIsSubmitting,
  selectNeedsZipCode,
  selectOrderCode,
  selectSelectedCountry,
  selectStates,
  selectSubmitError,
  selectTaxStatus,
  selectValues,
  selectZipExample,
  type CheckoutSnapshot,
} from './checkout.selectors';
import {
  ADA_EMAIL,
  ADA_US_ADDRESS,
  ADA_US_VALUES,
  COUNTRIES,
  EMPTY_US_VALUES,
  FILL_US_FORM,
  FR,
  FRESH_INPUT,
  HK,
  NL,
  NOT_SENT,
  RESUMED_INPUT,
  SENT_US,
  US,
  answeredCheckout,
  createFakeShop,
  settle,
  type FakeShop,
} from './checkout.test-support';
import {
  SERVER_FIELDS,
  stepForRoute,
  type Checkout,
  type CheckoutEvent,
  type CheckoutInput,
  type CheckoutRouteStep,
  type CheckoutStep,
} from './checkout.types';
import { answeringActor } from '../test-support/fake-requests';
import type { AdvanceOrderInput } from './checkout.types';

type CheckoutActor = Actor<typeof checkoutMachine>;

interface Harness {
  actor: CheckoutActor;
  shop: FakeShop;
  send: (...events: readonly CheckoutEvent[]) => void;
  snapshot: () => CheckoutSnapshot;
  /** Answers the one open `advanceOrder` with what the shop would answer, or fails it. */
  answer: () => Promise<void>;
  fail: (error?: unknown) => Promise<void>;
  /** Every `billing.sent` the machine emitted, in order. */
  sent: Checkout[];
}

const NETWORK_DOWN = new ShopError('advanceOrder', { kind: 'network' });

function start(input: CheckoutInput = FRESH_INPUT): Harness {
  const shop = createFakeShop();
  const actor = createActor(checkoutMachine.provide({ actors: shop.actors }), { input });
  const sent: Checkout[] = [];
  actor.on('billing.sent', ({ checkout }) => sent.push(checkout));
  actor.start();
  const openRequest = () => {
    const open = shop.open();
    if (open.length !== 1) throw new Error(`expected one open advanceOrder, found ${open.length}`);
    return open[0]!;
  };
  return {
    actor,
    shop,
    send: (...events) => events.forEach((event) => actor.send(event)),
    snapshot: () => actor.getSnapshot(),
    answer: async () => {
      const request = openRequest();
      request.resolve(answeredCheckout(request.input));
      await settle();
    },
    fail: async (error = NETWORK_DOWN) => {
      openRequest().reject(error);
      await settle();
    },
    sent,
  };
}

/** A US form filled validly (Ada, San Francisco), not sent. */
function filled(): Harness {
  const harness = start();
  harness.send(...FILL_US_FORM);
  return harness;
}

/** A valid form sent, its `advanceOrder` running. */
function submitting(): Harness {
  const harness = filled();
  harness.send({ type: 'billing.submitted' });
  return harness;
}

/** The billing step sent and answered: the page is on the payment step. */
async function atPayment(): Promise<Harness> {
  const harness = submitting();
  await harness.answer();
  return harness;
}

/** Everything a component could observe, read only through selectors and tags. */
function observe(snapshot: CheckoutSnapshot) {
  return {
    status: snapshot.status,
    values: selectValues(snapshot),
    countries: selectCountries(snapshot),
    fieldErrors: selectFieldErrors(snapshot),
    formError: selectFormError(snapshot),
    submitError: selectSubmitError(snapshot),
    isSubmitting: selectIsSubmitting(snapshot),
    taxStatus: selectTaxStatus(snapshot),
    checkout: selectCheckout(snapshot),
    selectedCountry: selectSelectedCountry(snapshot),
    states: selectStates(snapshot),
    needsZipCode: selectNeedsZipCode(snapshot),
    zipExample: selectZipExample(snapshot),
    disclaimerAccepted: selectDisclaimerAccepted(snapshot),
    orderCode: selectOrderCode(snapshot),
    tags: [...snapshot.tags].sort(),
  };
}

describe('checkout machine: starting', () => {
  it('a fresh checkout shows the billing form with the default country, nothing to fix yet', () => {
    const harness = start();
    expect(observe(harness.snapshot())).toEqual({
      status: 'active',
      values: EMPTY_US_VALUES,
      countries: COUNTRIES,
      fieldErrors: {},
      formError: null,
      submitError: null,
      isSubmitting: false,
      taxStatus: 'pending',
      checkout: null,
      selectedCountry: US,
      states: US.states,
      needsZipCode: true,
      zipExample: '94103',
      disclaimerAccepted: false,
      orderCode: null,
      tags: [],
    });
    expect(harness.snapshot().matches({ billing: { editing: 'idle' } })).toBe(true);
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('a default country the shop does not sell to preselects none, so the country is required', () => {
    const harness = start({ countries: COUNTRIES, defaultCountryCode: 'ZZ' });
    expect(selectValues(harness.snapshot()).countryCode).toBe('');
    expect(selectSelectedCountry(harness.snapshot())).toBeNull();
    expect(selectStates(harness.snapshot())).toEqual([]);
    expect(selectNeedsZipCode(harness.snapshot())).toBe(false);
    harness.send({ type: 'billing.submitted' });
    expect(selectFieldErrors(harness.snapshot()).countryCode).toEqual({ code: 'required' });
  });

  it('resumes a checkout whose billing step was sent: prefilled, VAT calculated, nothing announced', () => {
    const harness = start(RESUMED_INPUT);
    const observed = observe(harness.snapshot());
    expect(harness.sent).toEqual([]);
    expect(observed).toMatchObject({
      status: 'active',
      values: ADA_US_VALUES,
      fieldErrors: {},
      taxStatus: 'calculated',
      checkout: SENT_US,
      disclaimerAccepted: true,
      tags: [],
    });
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('a checkout not sent yet starts on the billing step, empty, VAT pending', () => {
    const harness = start({ ...FRESH_INPUT, checkout: NOT_SENT });
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: EMPTY_US_VALUES,
      taxStatus: 'pending',
      checkout: NOT_SENT,
      disclaimerAccepted: false,
    });
  });

  it('an address without an email (not a complete billing step) prefills the form on the billing step', () => {
    const partial = { ...SENT_US, email: null };
    const harness = start({ ...FRESH_INPUT, checkout: partial });
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: { ...ADA_US_VALUES, email: '', emailConfirmation: '' },
      // The shop did tax that address: its VAT is right for the selected country.
      taxStatus: 'calculated',
      disclaimerAccepted: false,
    });
  });

  it('keeps its own copy of the countries', () => {
    const countries = [...COUNTRIES];
    const harness = start({ countries, defaultCountryCode: 'US' });
    countries.pop();
    expect(selectCountries(harness.snapshot())).toEqual(COUNTRIES);
  });
});

describe('checkout machine: typing and leaving fields', () => {
  it('field.changed keeps the raw value, untrimmed, and shows no error before the field is left', () => {
    const harness = start();
    harness.send({ type: 'field.changed', field: 'email', value: '  ada@ ' });
    expect(selectValues(harness.snapshot()).email).toBe('  ada@ ');
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('field.blurred marks the field touched: its error shows, then follows every change live', () => {
    const harness = start();
    harness.send({ type: 'field.blurred', field: 'email' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ email: { code: 'required' } });
    harness.send({ type: 'field.changed', field: 'email', value: 'ada@' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ email: { code: 'email' } });
    harness.send({ type: 'field.changed', field: 'email', value: ADA_EMAIL });
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('a touched confirmation follows changes of the email itself', () => {
    const harness = start();
    harness.send(
      { type: 'field.changed', field: 'email', value: ADA_EMAIL },
      { type: 'field.changed', field: 'emailConfirmation', value: ADA_EMAIL },
      { type: 'field.blurred', field: 'emailConfirmation' },
    );
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
    harness.send({ type: 'field.changed', field: 'email', value: 'ada@example.org' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ emailConfirmation: { code: 'emailConfirmation' } });
  });

  it('only the touched fields show their errors', () => {
    const harness = start();
    harness.send({ type: 'field.blurred', field: 'city' }, { type: 'field.blurred', field: 'postcode' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ city: { code: 'required' }, postcode: { code: 'required' } });
  });

  it('ignores a field.changed or field.blurred for a name the form does not have', () => {
    const harness = start();
    const before = harness.snapshot();
    // Casts: markup can send any name; the types cannot, which is what is tested.
    harness.send({ type: 'field.changed', field: 'countryCode' as 'email', value: 'FR' });
    harness.send({ type: 'field.changed', field: '__proto__' as 'email', value: 'x' });
    harness.send({ type: 'field.blurred', field: 'phone' as 'email' });
    expect(harness.snapshot()).toBe(before);
  });

  it('the selectors answer the same error object for the same snapshot', () => {
    const harness = start();
    harness.send({ type: 'billing.submitted' });
    const snapshot = harness.snapshot();
    expect(selectFieldErrors(snapshot)).toBe(selectFieldErrors(snapshot));
  });
});

describe('checkout machine: country', () => {
  it('changing to a country without the chosen state clears it and shows its own zip rule', () => {
    const harness = filled();
    harness.send({ type: 'field.blurred', field: 'postcode' }, { type: 'country.changed', countryCode: 'NL' });
    expect(observe(harness.snapshot())).toMatchObject({
      values: { ...ADA_US_VALUES, countryCode: 'NL', state: '' },
      selectedCountry: NL,
      states: [],
      needsZipCode: true,
      zipExample: '1012 AB',
      // 94103 was fine for the US; the Netherlands re-validates it.
      fieldErrors: { postcode: { code: 'zipCode' } },
    });
    harness.send({ type: 'field.changed', field: 'postcode', value: '1012 ab' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('the same country again keeps its state', () => {
    const harness = filled();
    harness.send({ type: 'country.changed', countryCode: 'US' });
    expect(selectValues(harness.snapshot()).state).toBe('CA');
  });

  it('a country without postcodes hides the field and drops its error; the typed code is kept for a way back', () => {
    const harness = start();
    harness.send({ type: 'field.blurred', field: 'postcode' }, { type: 'field.changed', field: 'postcode', value: '1' });
    expect(selectFieldErrors(harness.snapshot()).postcode).toEqual({ code: 'zipCode' });
    harness.send({ type: 'country.changed', countryCode: 'HK' });
    expect(observe(harness.snapshot())).toMatchObject({
      selectedCountry: HK,
      needsZipCode: false,
      zipExample: null,
      fieldErrors: {},
    });
    expect(selectValues(harness.snapshot()).postcode).toBe('1');
  });

  it('ignores a state or zip code typed while the country hides that field', () => {
    const france = start();
    france.send({ type: 'country.changed', countryCode: 'FR' });
    const before = france.snapshot();
    france.send({ type: 'field.changed', field: 'state', value: 'CA' });
    expect(france.snapshot()).toBe(before);

    const hongKong = start();
    hongKong.send({ type: 'country.changed', countryCode: 'HK' });
    const shown = hongKong.snapshot();
    hongKong.send({ type: 'field.changed', field: 'postcode', value: '999077' });
    expect(hongKong.snapshot()).toBe(shown);
  });

  it('ignores a country the shop does not sell to', () => {
    const harness = filled();
    const before = harness.snapshot();
    harness.send({ type: 'country.changed', countryCode: 'ZZ' }, { type: 'country.changed', countryCode: 'us' });
    expect(harness.snapshot()).toBe(before);
  });
});

describe('checkout machine: disclaimer', () => {
  it('disclaimer.changed stores the box; unticking it shows why it is needed', () => {
    const harness = start();
    harness.send({ type: 'disclaimer.changed', accepted: true });
    expect(selectDisclaimerAccepted(harness.snapshot())).toBe(true);
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
    harness.send({ type: 'disclaimer.changed', accepted: false });
    expect(selectDisclaimerAccepted(harness.snapshot())).toBe(false);
    expect(selectFieldErrors(harness.snapshot())).toEqual({ disclaimer: { code: 'disclaimer' } });
  });
});

describe('checkout machine: continuing from billing', () => {
  it('with fields missing: stays, shows every error and `incomplete`, sends nothing', () => {
    const harness = start();
    harness.send({ type: 'field.changed', field: 'email', value: 'ada@' }, { type: 'billing.submitted' });
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: { ...EMPTY_US_VALUES, email: 'ada@' },
      formError: 'incomplete',
      isSubmitting: false,
      taxStatus: 'pending',
      tags: [],
      fieldErrors: {
        email: { code: 'email' },
        emailConfirmation: { code: 'required' },
        firstName: { code: 'required' },
        lastName: { code: 'required' },
        address1: { code: 'required' },
        city: { code: 'required' },
        state: { code: 'required' },
        postcode: { code: 'required' },
        disclaimer: { code: 'disclaimer' },
      },
    });
    expect(harness.shop.requests).toHaveLength(0);
  });

  it('`incomplete` goes once every field is right, before pressing continue again', () => {
    const harness = start();
    harness.send({ type: 'billing.submitted' }, ...FILL_US_FORM.slice(0, -1));
    expect(selectFormError(harness.snapshot())).toBe('incomplete');
    harness.send(FILL_US_FORM[FILL_US_FORM.length - 1]!);
    expect(selectFormError(harness.snapshot())).toBeNull();
    expect(selectFieldErrors(harness.snapshot())).toEqual({});
  });

  it('with a valid form: sends the trimmed address once, busy, VAT calculating', () => {
    const harness = start();
    harness.send(
      ...FILL_US_FORM,
      { type: 'field.changed', field: 'firstName', value: '  Ada ' },
      { type: 'field.changed', field: 'email', value: ` ${ADA_EMAIL}` },
      { type: 'billing.submitted' },
    );
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      isSubmitting: true,
      taxStatus: 'calculating',
      formError: null,
      tags: ['busy'],
    });
    expect(harness.shop.requests.map((request) => request.input)).toEqual([{ email: ADA_EMAIL, address: ADA_US_ADDRESS }]);
    // What the shopper typed stays as typed.
    expect(selectValues(harness.snapshot()).firstName).toBe('  Ada ');
  });

  it('France: no state sent, postcode checked and sent normalised; Hong Kong: no postcode sent', () => {
    const france = filled();
    france.send(
      { type: 'country.changed', countryCode: 'FR' },
      { type: 'field.changed', field: 'postcode', value: ' 75008 ' },
      { type: 'billing.submitted' },
    );
    const { state: _state, ...withoutState } = ADA_US_ADDRESS;
    expect(france.shop.requests[0]?.input.address).toEqual({ ...withoutState, countryCode: 'FR', postcode: '75008' });

    const hongKong = filled();
    hongKong.send({ type: 'country.changed', countryCode: 'HK' }, { type: 'billing.submitted' });
    const { state: _s, postcode: _p, ...bare } = ADA_US_ADDRESS;
    expect(hongKong.shop.requests[0]?.input.address).toEqual({ ...bare, countryCode: 'HK' });
  });

  it('NL: a lower-case postcode is sent upper-cased, as it was checked', () => {
    const harness = filled();
    harness.send(
      { type: 'country.changed', countryCode: 'NL' },
      { type: 'field.changed', field: 'postcode', value: '1012 ab' },
      { type: 'billing.submitted' },
    );
    expect(harness.shop.requests[0]?.input.address.postcode).toBe('1012 AB');
    expect(selectValues(harness.snapshot()).postcode).toBe('1012 ab');
  });

  it('every request is an address the api accepts', () => {
    const harness = submitting();
    expect(() => checkoutAddressSchema.parse(harness.shop.requests[0]?.input.address)).not.toThrow();
  });

  it('while sending, the form and a second press are ignored', () => {
    const harness = submitting();
    const before = harness.snapshot();
    harness.send(
      { type: 'field.changed', field: 'city', value: 'Oakland' },
      { type: 'field.blurred', field: 'city' },
      { type: 'country.changed', countryCode: 'FR' },
      { type: 'disclaimer.changed', accepted: false },
      { type: 'billing.submitted' },
      { type: 'payment.succeeded', orderCode: 'X' },
    );
    expect(harness.snapshot()).toBe(before);
    expect(harness.shop.requests).toHaveLength(1);
  });

  it('success: the answered checkout and its VAT, announced once to the page (which shows the payment step)', async () => {
    const harness = await atPayment();
    expect(harness.sent).toEqual([answeredCheckout({ email: ADA_EMAIL, address: ADA_US_ADDRESS })]);
    expect(harness.snapshot().matches({ billing: { editing: 'idle' } })).toBe(true);
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: ADA_US_VALUES,
      checkout: answeredCheckout({ email: ADA_EMAIL, address: ADA_US_ADDRESS }),
      taxStatus: 'calculated',
      isSubmitting: false,
      submitError: null,
      tags: [],
    });
  });

  it('failure: back to editing with the error, every typed value kept', async () => {
    const harness = submitting();
    const typed = selectValues(harness.snapshot());
    await harness.fail();
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: typed,
      disclaimerAccepted: true,
      submitError: { cause: NETWORK_DOWN },
      fieldErrors: {},
      formError: null,
      isSubmitting: false,
      taxStatus: 'pending',
      checkout: null,
      tags: ['error'],
    });
    expect(harness.snapshot().matches({ billing: { editing: 'failed' } })).toBe(true);
  });

  it('failure with field errors: each shows on its field, as the server wrote it, until that field changes', async () => {
    const harness = submitting();
    const refused = checkoutErrorToShopError('advanceOrder', {
      errorCode: 'CHECKOUT_ADDRESS_ERROR',
      message: 'The address is not valid',
      fieldErrors: [
        { field: 'postcode', label: 'Zip code', message: 'Is not a valid zip code' },
        { field: 'city', label: 'City', message: 'Field exceeded characters limit' },
        { field: 'company', label: 'Company', message: 'Field exceeded characters limit' },
      ],
    });
    await harness.fail(refused);
    expect(selectSubmitError(harness.snapshot())).toEqual({ cause: refused });
    // Company is not on this form: only the error's joined message names it.
    expect(selectFieldErrors(harness.snapshot())).toEqual({
      postcode: { code: 'server', message: 'Is not a valid zip code' },
      city: { code: 'server', message: 'Field exceeded characters limit' },
    });
    harness.send({ type: 'field.changed', field: 'postcode', value: '94105' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ city: { code: 'server', message: 'Field exceeded characters limit' } });
    // A rule's error is the next thing to fix, so it wins over the server's.
    harness.send({ type: 'field.changed', field: 'city', value: '' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ city: { code: 'required' } });
    expect(selectSubmitError(harness.snapshot())).not.toBeNull();
  });

  it('a country change drops the server errors on country, state and postcode', async () => {
    const harness = submitting();
    await harness.fail(
      new ShopError('advanceOrder', {
        kind: 'http',
        status: 400,
        fields: { countryCode: 'No', state: 'No', postcode: 'No', city: 'No' },
      }),
    );
    harness.send({ type: 'country.changed', countryCode: 'HK' });
    expect(selectFieldErrors(harness.snapshot())).toEqual({ city: { code: 'server', message: 'No' } });
  });

  it('pressing continue again after a failure clears it and sends again', async () => {
    const harness = submitting();
    await harness.fail();
    harness.send({ type: 'billing.submitted' });
    expect(observe(harness.snapshot())).toMatchObject({ submitError: null, isSubmitting: true, tags: ['busy'] });
    expect(harness.shop.requests).toHaveLength(2);
    await harness.answer();
    expect(harness.sent).toHaveLength(1);
  });

  it('an incomplete press after a failure replaces the failure with `incomplete`', async () => {
    const harness = submitting();
    await harness.fail();
    harness.send({ type: 'field.changed', field: 'city', value: '' }, { type: 'billing.submitted' });
    expect(observe(harness.snapshot())).toMatchObject({
      submitError: null,
      formError: 'incomplete',
      fieldErrors: { city: { code: 'required' } },
      tags: [],
    });
    expect(harness.snapshot().matches({ billing: { editing: 'idle' } })).toBe(true);
  });
});

describe('checkout machine: taxes (spec §4)', () => {
  it('pending until sent, calculating while sending, calculated after', async () => {
    const harness = filled();
    const seen = [selectTaxStatus(harness.snapshot())];
    harness.send({ type: 'billing.submitted' });
    seen.push(selectTaxStatus(harness.snapshot()));
    await harness.answer();
    seen.push(selectTaxStatus(harness.snapshot()));
    expect(seen).toEqual(['pending', 'calculating', 'calculated']);
  });

  it('a country changed after the VAT was calculated shows pending until sent again', async () => {
    const harness = await atPayment();
    expect(selectTaxStatus(harness.snapshot())).toBe('calculated');
    // Name, street or zip do not change the VAT of a digital service; the country does.
    harness.send({ type: 'field.changed', field: 'firstName', value: 'Augusta Ada' });
    expect(selectTaxStatus(harness.snapshot())).toBe('calculated');
    harness.send({ type: 'country.changed', countryCode: 'FR' });
    expect(selectTaxStatus(harness.snapshot())).toBe('pending');
    // Back to the country the shop taxed: its amount is right again.
    harness.send({ type: 'country.changed', countryCode: 'US' });
    expect(selectTaxStatus(harness.snapshot())).toBe('calculated');
  });

  it('sending the new country calculates its VAT', async () => {
    const harness = await atPayment();
    harness.send(
      { type: 'country.changed', countryCode: 'FR' },
      { type: 'field.changed', field: 'postcode', value: '75008' },
      { type: 'billing.submitted' },
    );
    expect(selectTaxStatus(harness.snapshot())).toBe('calculating');
    await harness.answer();
    expect(selectTaxStatus(harness.snapshot())).toBe('calculated');
    expect(selectCheckout(harness.snapshot())?.cart.taxSubtotal.amount).toBe(250);
  });

  it('a failed resend keeps the VAT the shop still holds for the selected country', async () => {
    const harness = await atPayment();
    harness.send({ type: 'billing.submitted' });
    await harness.fail();
    expect(selectTaxStatus(harness.snapshot())).toBe('calculated');
  });
});

describe('checkout machine: after the billing step, and paid', () => {
  it('after a send the form is as it was sent, nothing to fix, for the billing route to show again', async () => {
    const harness = await atPayment();
    expect(observe(harness.snapshot())).toMatchObject({
      status: 'active',
      values: ADA_US_VALUES,
      disclaimerAccepted: true,
      fieldErrors: {},
      formError: null,
      submitError: null,
      tags: [],
    });
    expect(harness.snapshot().matches({ billing: { editing: 'idle' } })).toBe(true);
  });

  it('payment.succeeded stores the order code; the checkout is done and takes nothing more', async () => {
    const harness = await atPayment();
    harness.send({ type: 'payment.succeeded', orderCode: ' ORDER-1 ' });
    expect(observe(harness.snapshot())).toMatchObject({ status: 'done', orderCode: 'ORDER-1', values: ADA_US_VALUES });
    expect(harness.snapshot().matches('paid')).toBe(true);
    const paid = harness.snapshot();
    harness.send({ type: 'field.changed', field: 'city', value: 'Oakland' }, { type: 'billing.submitted' });
    expect(harness.snapshot()).toBe(paid);
    expect(harness.shop.requests).toHaveLength(1);
  });

  it('ignores a payment.succeeded without an order code', async () => {
    const harness = await atPayment();
    const before = harness.snapshot();
    harness.send({ type: 'payment.succeeded', orderCode: '  ' });
    expect(harness.snapshot()).toBe(before);
  });

  it('before the billing step was sent, payment.succeeded is ignored', () => {
    const harness = filled();
    const before = harness.snapshot();
    harness.send({ type: 'payment.succeeded', orderCode: 'ORDER-1' });
    expect(harness.snapshot()).toBe(before);
  });

  it('resumed after the billing step was sent, resending works like a first time', async () => {
    const harness = start(RESUMED_INPUT);
    harness.send({ type: 'billing.submitted' });
    expect(harness.shop.requests[0]?.input).toEqual({ email: ADA_EMAIL, address: ADA_US_ADDRESS });
    await harness.answer();
    expect(harness.sent).toHaveLength(1);
  });

  it('resumed and paid at once (the payment route after a reload)', () => {
    const harness = start(RESUMED_INPUT);
    harness.send({ type: 'payment.succeeded', orderCode: 'ORDER-2' });
    expect(observe(harness.snapshot())).toMatchObject({ status: 'done', orderCode: 'ORDER-2' });
  });
});

describe('checkoutMachine provided with its actor', () => {
  it('passes the request and an abort signal to advanceOrder, and its answer to the machine', async () => {
    const advanceOrder = vi.fn((input: { email: string }, _signal: AbortSignal) =>
      Promise.resolve(answeredCheckout({ email: input.email, address: ADA_US_ADDRESS })),
    );
    const actor = createActor(
      checkoutMachine.provide({ actors: { advanceOrder: answeringActor<Checkout, AdvanceOrderInput>(advanceOrder) } }),
      {
        input: FRESH_INPUT,
      },
    ).start();
    FILL_US_FORM.forEach((event) => actor.send(event));
    actor.send({ type: 'billing.submitted' });
    await settle();
    expect(advanceOrder).toHaveBeenCalledTimes(1);
    expect(advanceOrder.mock.calls[0]?.[0]).toEqual({ email: ADA_EMAIL, address: ADA_US_ADDRESS });
    expect(advanceOrder.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
    expect(selectTaxStatus(actor.getSnapshot())).toBe('calculated');
  });

  it('a rejection becomes the submit error', async () => {
    const actor = createActor(checkoutMachine.provide({ actors: { advanceOrder: answeringActor(() => Promise.reject(NETWORK_DOWN)) } }), {
      input: FRESH_INPUT,
    }).start();
    FILL_US_FORM.forEach((event) => actor.send(event));
    actor.send({ type: 'billing.submitted' });
    await settle();
    expect(selectSubmitError(actor.getSnapshot())).toEqual({ cause: NETWORK_DOWN });
  });

  it('the bare machine says which actor is missing', async () => {
    const actor = createActor(checkoutMachine, { input: FRESH_INPUT }).start();
    FILL_US_FORM.forEach((event) => actor.send(event));
    actor.send({ type: 'billing.submitted' });
    await settle();
    const error = selectSubmitError(actor.getSnapshot())?.cause;
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/provide the advanceOrder actor/);
  });
});

describe('stepForRoute', () => {
  it.each<[CheckoutRouteStep, boolean, CheckoutStep]>([
    ['Billing', false, 'billing'],
    ['Billing', true, 'billing'],
    ['Payment', false, 'billing'],
    ['Payment', true, 'payment'],
    ['Shipping', false, 'billing'],
    ['Shipping', true, 'payment'],
    ['ThankYou', false, 'thankYou'],
    ['ThankYou', true, 'thankYou'],
  ])('%s with billing address %s shows %s', (route, hasBillingAddress, step) => {
    expect(stepForRoute(route, hasBillingAddress)).toBe(step);
  });
});

describe('advanceOrderInputOf', () => {
  it('sends the checkout alias with trimmed fields', () => {
    const values = { ...ADA_US_VALUES, lastName: ' Lovelace ', address1: '1 Market St  ', city: ' San Francisco' };
    expect(advanceOrderInputOf(values, US)).toEqual({ email: ADA_EMAIL, address: ADA_US_ADDRESS });
  });

  it('leaves out the state and postcode a country does not ask for', () => {
    const { address } = advanceOrderInputOf(ADA_US_VALUES, FR);
    expect(address).not.toHaveProperty('state');
    expect(address.postcode).toBe('94103');
    expect(advanceOrderInputOf(ADA_US_VALUES, HK).address).not.toHaveProperty('postcode');
  });
});

describe('billingFieldErrorsOf', () => {
  it("reads the api's `detail.fields`, one message per field", () => {
    const cause = new ShopError('advanceOrder', {
      kind: 'http',
      status: 400,
      fields: { email: 'Is not a valid email address', state: 'Is not a valid state' },
    });
    expect(billingFieldErrorsOf(cause)).toEqual({ email: 'Is not a valid email address', state: 'Is not a valid state' });
  });

  it('leaves fields this form does not show, and blank messages, to the error message', () => {
    const cause = new ShopError('advanceOrder', {
      kind: 'http',
      status: 400,
      fields: { company: 'Too long', vatNumber: 'Bad', phone: 'x', emailConfirmation: 'x', city: ' ' },
    });
    expect(billingFieldErrorsOf(cause)).toEqual({});
  });

  it.each([
    undefined,
    null,
    'network',
    42,
    new Error('x'),
    NETWORK_DOWN,
    { detail: null },
    { detail: { fields: 'city' } },
    { detail: { fields: [{ field: 'city', message: 'x' }] } },
    { detail: { fields: { city: ['x'] } } },
  ])('finds none in %o', (cause) => {
    expect(billingFieldErrorsOf(cause)).toEqual({});
  });
});

describe('the machine and the api agree', () => {
  it('on the field names a failed address is reported with', () => {
    expect([...SERVER_FIELDS]).toEqual([...CHECKOUT_FIELDS]);
  });
});
