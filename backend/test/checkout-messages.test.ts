import { describe, expect, it } from 'vitest';

import { CHECKOUT_FIELDS, FIELD_PROBLEMS } from '../src/plugins/checkout/address-rules';
import {
  CHECKOUT_ADDRESS_ERROR_MESSAGES,
  FIELD_LABELS,
  FIELD_PROBLEM_MESSAGES,
  NOT_OFFERED_MESSAGES,
  PAYMENT_REFUSED_MESSAGES,
  REENTER_MESSAGES,
  checkoutTranslations,
} from '../src/plugins/checkout/checkout-messages';
import { SHOP_LANGUAGES } from '../src/seed/languages';
import { CHECKOUT_FIELDS as CLIENT_CHECKOUT_FIELDS } from '../../api/operations/checkout/checkout-address';

describe('checkout messages', () => {
  it("use spec §5's words in English", () => {
    expect(FIELD_PROBLEM_MESSAGES.required.en).toBe('This field is required');
    expect(FIELD_PROBLEM_MESSAGES.email.en).toBe('Is not a valid email address');
    expect(FIELD_PROBLEM_MESSAGES.tooLong.en).toBe('Field exceeded characters limit');
    expect(FIELD_PROBLEM_MESSAGES.zipCode.en).toBe('Is not a valid zip code');
  });

  it('exist in every shop language, each language its own text', () => {
    for (const texts of [
      CHECKOUT_ADDRESS_ERROR_MESSAGES,
      ...Object.values(FIELD_PROBLEM_MESSAGES),
      REENTER_MESSAGES,
      PAYMENT_REFUSED_MESSAGES,
      NOT_OFFERED_MESSAGES,
    ]) {
      expect(Object.keys(texts).sort()).toEqual([...SHOP_LANGUAGES].sort());
      expect(new Set(Object.values(texts)).size, texts.en).toBe(SHOP_LANGUAGES.length);
    }
    expect(Object.keys(FIELD_PROBLEM_MESSAGES).sort()).toEqual([...FIELD_PROBLEMS].sort());
    expect(Object.keys(FIELD_LABELS).sort()).toEqual([...CHECKOUT_FIELDS].sort());
  });

  it('are registered for Vendure under the error code and the problem and field keys', () => {
    const french = new Map(checkoutTranslations()).get('fr');
    expect(french).toMatchObject({
      errorResult: { CHECKOUT_ADDRESS_ERROR: 'Les informations de facturation ne sont pas valides' },
      checkoutAddress: { problem: { zipCode: "N'est pas un code postal valide" }, field: { postcode: 'Code postal' } },
    });
  });

  it('keep the placeholders Vendure fills in (ICU message format) in every language', () => {
    for (const text of Object.values(PAYMENT_REFUSED_MESSAGES)) expect(text.match(/\{[^}]*\}/g)).toEqual(['{details}']);
    for (const text of Object.values(NOT_OFFERED_MESSAGES)) expect(text.match(/\{[^}]*\}/g)).toEqual(['{mutation}']);
    expect(new Map(checkoutTranslations()).get('de')).toMatchObject({
      checkoutAddress: {
        problem: { reenter: 'Bitte geben Sie dieses Feld erneut ein' },
        notOffered: '{mutation} ist in diesem Shop nicht verfügbar.',
      },
    });
  });

  // The backend cannot import the storefront's API client at run time; this keeps the field names equal.
  it('name the same fields as the API client', () => {
    expect([...CHECKOUT_FIELDS].sort()).toEqual([...CLIENT_CHECKOUT_FIELDS].sort());
  });
});
