import { z } from '../zod';

import { cartSchema } from './cart';

/**
 * The checkout's data (spec §3 "Country", "Address sent when advancing an order", "Checkout form").
 * Domain types are `z.infer` of these schemas; `api/operations/checkout.ts` maps Vendure onto them.
 */

const countryStateSchema = z.object({
  /** ISO 3166-2 subdivision code without the country, e.g. "CA" for California. */
  code: z.string(),
  /** In the shopper's language. */
  name: z.string(),
});

/** Spec §3 Country: id, name, iso, needZipCode, states, zipCodeFormat. */
export const checkoutCountrySchema = z.object({
  /** ISO 3166-1 alpha-2, upper case ("US", "FR"): the spec's iso and id. */
  code: z.string().length(2),
  /** In the shopper's language (CLDR). */
  name: z.string(),
  /** Spec "needZipCode": the address is incomplete without a postal code. */
  needsZipCode: z.boolean(),
  /**
   * Spec "zipCodeFormat": an anchored regular expression source the code must match once trimmed,
   * upper-cased and with runs of spaces made one (the server does the same), or null for any text.
   */
  zipCodeFormat: z.string().nullable(),
  /** An example in that format ("94103", "75008", "1012 AB"), shown as a hint; null without a format. */
  zipCodeExample: z.string().nullable(),
  /** Empty when the country has no state field; otherwise the state is required. */
  states: z.array(countryStateSchema),
});

/** Spec §3 "Address sent when advancing an order"; `alias` is always 'checkout'. */
export const checkoutAddressSchema = z.object({
  alias: z.literal('checkout'),
  firstName: z.string(),
  lastName: z.string(),
  company: z.string().optional(),
  vatNumber: z.string().optional(),
  address1: z.string(),
  city: z.string(),
  /** A state code of the country's `states`, when it has some. */
  state: z.string().optional(),
  postcode: z.string().optional(),
  /** ISO alpha-2 of a `checkoutCountrySchema` entry. */
  countryCode: z.string().length(2),
});

/** What the checkout shows and resumes from: the cart with its VAT, and who and where it bills. */
export const checkoutSchema = z.object({
  cart: cartSchema,
  /** The guest's or customer's email once set; null before the billing step was sent. */
  email: z.string().nullable(),
  /** The billing address once sent; null before. */
  billingAddress: checkoutAddressSchema.nullable(),
});

export type CountryState = z.infer<typeof countryStateSchema>;
export type CheckoutCountry = z.infer<typeof checkoutCountrySchema>;
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;
export type Checkout = z.infer<typeof checkoutSchema>;

/**
 * The field names of a failed address, as the backend reports them (`ShopError.detail.fields`) and
 * the form shows them. Company and VAT number are optional but can still be too long.
 */
export const CHECKOUT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'company',
  'vatNumber',
  'address1',
  'city',
  'state',
  'postcode',
  'countryCode',
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Codes `advanceOrder` raises in `ShopError.detail.code`. */
export const CHECKOUT_ERROR_CODES = [
  /** The address breaks a rule: `detail.fields` says which fields, the message lists them. */
  'CHECKOUT_ADDRESS_ERROR',
  /** No cart, or an empty one: nothing to check out (spec §2: the checkout guard sends the shopper home). */
  'NO_ACTIVE_ORDER',
  /** Refused before sending: an argument of the wrong shape (alias other than 'checkout', a missing field). */
  'BAD_USER_INPUT',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];
