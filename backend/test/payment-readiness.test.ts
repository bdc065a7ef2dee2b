import { describe, expect, it } from 'vitest';

import { checkCheckoutAddress, type CheckoutAddressInput, type CountryRules } from '../src/plugins/checkout/address-rules';
import { toBillingAddressInput } from '../src/plugins/checkout/billing-address';
import { paymentReadinessErrors, type OrderToPay } from '../src/plugins/checkout/payment-readiness';

const france: CountryRules = { code: 'FR', needsZipCode: true, zipCodeFormat: /^\d{5}$/, stateCodes: new Set() };
const unitedStates: CountryRules = {
  code: 'US',
  needsZipCode: true,
  zipCodeFormat: /^\d{5}(?:-\d{4})?$/,
  stateCodes: new Set(['CA', 'NV']),
};

const paris: CheckoutAddressInput = {
  email: 'camille@example.fr',
  firstName: 'Camille',
  lastName: 'Martin',
  company: 'ACME SARL',
  vatNumber: 'FR12345678901',
  address1: '12 rue de la Paix',
  city: 'Paris',
  postcode: '75002',
  countryCode: 'FR',
};

/** What the billing step leaves on an order: the checked address as stored, Vendure's country name, a guest customer. */
function orderFromBillingStep(
  input: CheckoutAddressInput = paris,
  rules: CountryRules = france,
): OrderToPay & { billingAddress: Record<string, unknown> } {
  const check = checkCheckoutAddress(input, rules);
  if (!check.ok) throw new Error(`not a valid address: ${JSON.stringify(check.errors)}`);
  return {
    customer: { emailAddress: check.address.email, firstName: check.address.firstName, lastName: check.address.lastName },
    billingAddress: { ...toBillingAddressInput(check.address), country: 'France' },
  };
}

/** `null`: no such billing country (a default parameter would swallow `undefined`). */
function problems(order: OrderToPay, rules: CountryRules | null = france) {
  return Object.fromEntries(paymentReadinessErrors(order, rules ?? undefined).map((error) => [error.field, error.problem]));
}

const HUGE_SCRIPT = `<script>alert(1)</script>${'x'.repeat(10_240)}`;

describe('paymentReadinessErrors', () => {
  it('finds nothing wrong with what the billing step stored: with company and VAT number, with a US state, without optional fields', () => {
    expect(paymentReadinessErrors(orderFromBillingStep(), france)).toEqual([]);
    const sanFrancisco = {
      ...paris,
      company: '',
      vatNumber: '',
      address1: '1 Market St',
      city: 'San Francisco',
      state: 'CA',
      postcode: '94103',
      countryCode: 'US',
    };
    expect(paymentReadinessErrors(orderFromBillingStep(sanFrancisco, unitedStates), unitedStates)).toEqual([]);
    expect(paymentReadinessErrors(orderFromBillingStep({ ...paris, company: null, vatNumber: null }), france)).toEqual([]);
  });

  it('refuses a 10 KB <script> name, street or city written on the order around the checkout', () => {
    const order = orderFromBillingStep();
    const tampered = {
      ...order,
      billingAddress: { ...order.billingAddress, firstName: HUGE_SCRIPT, streetLine1: HUGE_SCRIPT, city: '<b>Paris</b>' },
    };
    expect(problems(tampered)).toEqual({ firstName: 'tooLong', address1: 'tooLong', city: 'characters' });
  });

  it('refuses a customer email the rules refuse, and an order without a customer or billing address', () => {
    const order = orderFromBillingStep();
    expect(problems({ ...order, customer: { ...order.customer, emailAddress: `${HUGE_SCRIPT}@example.com` } })).toEqual({
      email: 'tooLong',
    });
    expect(problems({ ...order, customer: { ...order.customer, emailAddress: 'x<script>@example.com' } })).toEqual({ email: 'email' });
    expect(problems({ ...order, customer: null })).toEqual({ email: 'required' });
    // No country on the order: no country's rules either.
    expect(problems({ customer: order.customer, billingAddress: null }, null)).toEqual({
      firstName: 'required',
      lastName: 'required',
      address1: 'required',
      city: 'required',
      countryCode: 'required',
    });
  });

  it("asks again for what Vendure's own address mutation stored: a full name without first and last name", () => {
    const vendureStyle = {
      fullName: 'Camille Martin',
      streetLine1: '12 rue de la Paix',
      city: 'Paris',
      postalCode: '75002',
      countryCode: 'FR',
      country: 'France',
    };
    expect(problems({ customer: { emailAddress: 'camille@example.fr' }, billingAddress: vendureStyle })).toEqual({
      firstName: 'required',
      lastName: 'required',
    });
  });

  it('asks again for any stored text the billing step would not store: another full name, a second street line, a phone, custom fields, unnormalised values', () => {
    const order = orderFromBillingStep();
    const stored = order.billingAddress;
    expect(problems({ ...order, billingAddress: { ...stored, fullName: HUGE_SCRIPT } })).toEqual({ firstName: 'reenter' });
    expect(problems({ ...order, billingAddress: { ...stored, streetLine2: '<script>' } })).toEqual({ address1: 'reenter' });
    expect(problems({ ...order, billingAddress: { ...stored, phoneNumber: '+33 1 23 45 67 89' } })).toEqual({ address1: 'reenter' });
    expect(problems({ ...order, billingAddress: { ...stored, customFields: { note: HUGE_SCRIPT } } })).toEqual({ address1: 'reenter' });
    expect(problems({ ...order, billingAddress: { ...stored, city: '  Paris  ' } })).toEqual({ city: 'reenter' });
    expect(problems({ ...order, billingAddress: { ...stored, province: 'IDF' } })).toEqual({ state: 'reenter' });
    // Vendure's own flags and Vendure's country name are not texts of the address.
    expect(problems({ ...order, billingAddress: { ...stored, defaultBillingAddress: false, country: 'Frankreich' } })).toEqual({});
  });

  it("checks a guest customer's names by the form's rule, and leaves a registered customer's to the account's rules", () => {
    const order = orderFromBillingStep();
    const guest = { ...order.customer, firstName: HUGE_SCRIPT, lastName: '<script>' };
    expect(problems({ ...order, customer: guest })).toEqual({ firstName: 'tooLong', lastName: 'characters' });
    expect(problems({ ...order, customer: { ...guest, firstName: '', lastName: '' } })).toEqual({});
    expect(problems({ ...order, customer: { ...guest, user: { id: 1 } } })).toEqual({});
    // Reported with the address's own problems; a field keeps the address's.
    expect(
      problems({
        ...order,
        customer: { ...guest, emailAddress: 'not an email' },
        billingAddress: { ...order.billingAddress, lastName: '' },
      }),
    ).toEqual({
      email: 'email',
      firstName: 'tooLong',
      lastName: 'required',
    });
  });

  it('refuses an order whose country is no longer a billing country (no rules)', () => {
    expect(problems(orderFromBillingStep(), null)).toEqual({ countryCode: 'country' });
  });
});
