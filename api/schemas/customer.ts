import { z } from '../zod';

import { checkoutAddressSchema } from './checkout';

/*
 * The customer account of spec §3 (Customer, Registration form, Personal information form) as the
 * storefront, the machines and the design system see it. Vendure's Customer is mapped onto it by
 * api/operations/account.ts; nothing here names Vendure.
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

export const customerSchema = z.object({
  id: z.string(),
  title: z.enum(CUSTOMER_TITLES).nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** Null until the customer saved one in the profile. */
  address: profileAddressSchema.nullable(),
  newsletter: z.boolean(),
});

/** A saved billing address (spec §2 BillingDetails), in the checkout form's fields; prefilled in checkout. */
export const savedAddressSchema = checkoutAddressSchema.omit({ alias: true }).extend({
  id: z.string(),
  defaultBilling: z.boolean(),
});

/** Registration form of spec §3; the confirmations are the form's business and are not sent. */
export const registrationSchema = z.object({
  title: z.enum(CUSTOMER_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  password: z.string(),
  newsletter: z.boolean(),
});

export const loginSchema = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean().optional(),
});

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

/** The reset link's parameters (spec §5 reset password: token, resetToken, idCustomer, newPassword). */
export const newPasswordSchema = z.object({
  token: z.string(),
  newPassword: z.string(),
});

/**
 * The account errors callers branch on (ShopError `detail.code`), with the spec's codes where it
 * has them (§8): 306 invalid credentials / registration failed, 350 wrong current password,
 * 410 no customer (not an error: `loadCustomer` answers null).
 */
export const ACCOUNT_ERROR_CODES = [
  /** Spec 306 on login: 'The provided credentials are invalid'. */
  'INVALID_CREDENTIALS_ERROR',
  /** Login before the email address was verified. */
  'NOT_VERIFIED_ERROR',
  /** Spec 306 on register: 'Registration failed' (also: the email is taken; never said which). */
  'REGISTRATION_FAILED',
  /** The password breaks the policy; `fields.password` says how. */
  'PASSWORD_VALIDATION_ERROR',
  /** Spec 350: 'Password Incorrect'. */
  'PASSWORD_INCORRECT',
  /** A reset or verification token that is unknown, used or expired. */
  'PASSWORD_RESET_TOKEN_INVALID_ERROR',
  'PASSWORD_RESET_TOKEN_EXPIRED_ERROR',
  'VERIFICATION_TOKEN_INVALID_ERROR',
  'VERIFICATION_TOKEN_EXPIRED_ERROR',
  /** More than 10 attempts a minute from this address or on this account; status 429. */
  'RATE_LIMITED',
  /** Field checks failed on the server; `fields` names them. */
  'BAD_USER_INPUT',
  /** The call needs a logged-in customer; status 401. */
  'NOT_LOGGED_IN',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export type ProfileAddress = z.infer<typeof profileAddressSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type SavedAddress = z.infer<typeof savedAddressSchema>;
export type Registration = z.infer<typeof registrationSchema>;
export type LoginCredentials = z.infer<typeof loginSchema>;
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
export type NewPassword = z.infer<typeof newPasswordSchema>;
