import { describe, expect, it } from 'vitest';
import { ADA_US_VALUES, COUNTRIES, EMPTY_US_VALUES } from './checkout.test-support';
import type { CheckoutForm, CheckoutValues } from './checkout.types';
import { isCheckoutFormValid, validateCheckoutForm, validateDisclaimer } from './checkout.validation';

describe('validateDisclaimer', () => {
  it('must be accepted', () => {
    expect(validateDisclaimer(false)).toEqual({ code: 'disclaimer' });
    expect(validateDisclaimer(true)).toBeNull();
  });
});

describe('validateCheckoutForm', () => {
  const EMPTY = EMPTY_US_VALUES;
  const form = (values: Partial<CheckoutValues>, disclaimerAccepted = true): CheckoutForm => ({
    values: { ...ADA_US_VALUES, ...values },
    disclaimerAccepted,
  });

  it('an empty US form: every field required, the disclaimer to accept', () => {
    expect(validateCheckoutForm({ values: EMPTY, disclaimerAccepted: false }, COUNTRIES)).toEqual({
      email: { code: 'required' },
      emailConfirmation: { code: 'required' },
      firstName: { code: 'required' },
      lastName: { code: 'required' },
      address1: { code: 'required' },
      city: { code: 'required' },
      state: { code: 'required' },
      postcode: { code: 'required' },
      disclaimer: { code: 'disclaimer' },
    });
  });

  it('a complete US form has no error', () => {
    expect(validateCheckoutForm(form({}), COUNTRIES)).toEqual({});
    expect(isCheckoutFormValid(form({}), COUNTRIES)).toBe(true);
  });

  it('France: no state asked, its postcode format applies', () => {
    expect(validateCheckoutForm(form({ countryCode: 'FR', state: '', postcode: '7500' }), COUNTRIES)).toEqual({
      postcode: { code: 'zipCode' },
    });
    expect(isCheckoutFormValid(form({ countryCode: 'FR', state: '', postcode: '75008' }), COUNTRIES)).toBe(true);
  });

  it('a country without postcodes is complete without one', () => {
    expect(isCheckoutFormValid(form({ countryCode: 'HK', state: '', postcode: '' }), COUNTRIES)).toBe(true);
  });

  it('an unlisted country is required, and then state and postcode ask nothing', () => {
    expect(validateCheckoutForm(form({ countryCode: 'ZZ' }), COUNTRIES)).toEqual({ countryCode: { code: 'required' } });
  });

  it('reports the confirmation, the email and the disclaimer each on its own', () => {
    expect(validateCheckoutForm(form({ email: 'ada@', emailConfirmation: 'ada@example.com' }, false), COUNTRIES)).toEqual({
      email: { code: 'email' },
      emailConfirmation: { code: 'emailConfirmation' },
      disclaimer: { code: 'disclaimer' },
    });
  });
});
