import { z } from '../../zod';

import { checkoutAddressSchema } from '../checkout/checkout-address';

/*
 * What the account's forms send (spec §3 Registration form, Personal information form; §5 reset
 * password; §2 BillingDetails), checked before anything is sent (operation-input.ts). The rules
 * themselves are the backend's; the storefront's forms hold their own copy (machines/forms/rules.ts).
 */

/** Spec §3: title Mr (id_gender 1) or Mrs (id_gender 0). */
export const CUSTOMER_TITLES = ['mr', 'mrs'] as const;
export type CustomerTitle = (typeof CUSTOMER_TITLES)[number];
/** The spec's ids of the titles, for whoever needs the legacy numbers. */
export const CUSTOMER_TITLE_IDS: Record<CustomerTitle, 0 | 1> = { mr: 1, mrs: 0 };

/** Password policy (issue 5): the registration hint's 8 characters, at most 128, not a common password. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The profile's postal address (spec §3 personal information: street, number, zip, town, country). */
const profileAddressSchema = z.object({
  street: z.string(),
  streetNumber: z.string(),
  postcode: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  countryCode: z.string(),
});
export type ProfileAddress = z.infer<typeof profileAddressSchema>;

/** Registration form of spec §3; the confirmations are the form's business and are not sent. */
export const registrationSchema = z.object({
  title: z.enum(CUSTOMER_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  newsletter: z.boolean(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const loginSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});
export type LoginCredentials = z.infer<typeof loginSchema>;

/**
 * Personal information form of spec §3. `currentPassword` is required to save anything;
 * `newPassword` empty means "keep the password".
 */
export const profileUpdateSchema = z.object({
  title: z.enum(CUSTOMER_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  currentPassword: z.string(),
  newPassword: z.string(),
  company: z.string(),
  vatNumber: z.string(),
  address: profileAddressSchema,
  newsletter: z.boolean(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The reset link's parameters (spec §5 reset password: token, resetToken, idCustomer, newPassword). */
export const newPasswordSchema = z.object({
  token: z.string(),
  newPassword: z.string(),
});
export type NewPassword = z.infer<typeof newPasswordSchema>;

/** Spec §3 Order message: at most this many characters (the backend's `constants.ts` has the same number). */
export const ORDER_MESSAGE_MAX_LENGTH = 2000;

/** A saved billing address (spec §2 BillingDetails) in the checkout form's fields; no id: a new one. */
export const savedAddressInputSchema = checkoutAddressSchema.omit({ alias: true }).extend({
  id: z.string().trim().min(1).optional(),
  defaultBilling: z.boolean(),
});
export type SavedAddressInput = z.infer<typeof savedAddressInputSchema>;
