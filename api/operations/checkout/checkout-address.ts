import { z } from '../../zod';

/*
 * The billing address of the checkout (spec §3 "Address sent when advancing an order", "Checkout
 * form"), as the form sends it and `advanceOrder` checks it before sending; the account's saved
 * addresses have the same fields. The address rules are the backend's: a refused address comes
 * back as a ShopError with the field messages (checkout-error-result.ts).
 */

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
  /** ISO alpha-2 of a country `getAvailableCountries` answers. */
  countryCode: z.string().length(2),
});
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

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

/** A stored record's fields with null made absent: the optional fields of the form's address. */
export type WithoutNulls<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: Exclude<T[K], null>;
};

/** An address as the backend stores it (an absent optional field is null) as the form's fields (absent ones left out). */
export function withoutNulls<T extends Record<string, unknown>>(stored: T): WithoutNulls<T> {
  return Object.fromEntries(Object.entries(stored).filter(([, value]) => value !== null)) as WithoutNulls<T>;
}
