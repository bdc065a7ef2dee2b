import type { CallOptions, ShopClient } from '../../client';
import { parsed } from '../../errors';
import { graphql, requestTyped, type ResultOf, type TadaDocumentNode } from '../../graphql';
import { toLanguageCode, type ShopLocale } from '../../locale';
import { z } from '../../zod';
import { withoutNulls, type WithoutNulls } from '../checkout/checkout-address';
import { validInput } from '../operation-input';
import { accountError, accountErrorToShopError, withAccountCode } from './account-error-result';
import {
  CUSTOMER_TITLES,
  loginSchema,
  newPasswordSchema,
  profileUpdateSchema,
  registrationSchema,
  savedAddressInputSchema,
  type LoginCredentials,
  type NewPassword,
  type ProfileUpdate,
  type Registration,
  type SavedAddressInput,
} from './account-input';

/*
 * Spec §7 customer calls (loadCustomer, login, logout, register, resetPassword, setNewPassword,
 * updateCustomer) and the account's addresses and newsletter. The session is Vendure's cookie
 * (`esim_shop_session`): login, verification and a password reset set it, logout ends it on the
 * server. Errors are ShopErrors with a code of ACCOUNT_ERROR_CODES and its status
 * (account-error-result.ts); arguments of the wrong shape are BAD_USER_INPUT before sending
 * (account-input.ts). Every call skips caches: an account is never shared.
 */

const CUSTOMER_FRAGMENT = graphql(`
  fragment AccountCustomerFields on AccountCustomer @_unmask {
    id title firstName lastName email company vatNumber address { street streetNumber postcode city countryCode } newsletter
  }
`);
const SAVED_ADDRESS_FRAGMENT = graphql(`
  fragment AccountSavedAddressFields on AccountSavedAddress @_unmask {
    id firstName lastName company vatNumber address1 city state postcode countryCode defaultBilling
  }
`);

const LOAD_CUSTOMER_DOCUMENT = graphql(
  `
  query AccountCustomer { accountCustomer { ...AccountCustomerFields } }
`,
  [CUSTOMER_FRAGMENT],
);
const LOGIN_DOCUMENT = graphql(`
  mutation Login($username: String!, $password: String!, $rememberMe: Boolean) {
    result: login(username: $username, password: $password, rememberMe: $rememberMe) {
      __typename
      ... on ErrorResult { errorCode message }
    }
  }
`);
const LOGOUT_DOCUMENT = graphql(`
  mutation Logout { logout { success } }
`);
const REGISTER_DOCUMENT = graphql(`
  mutation Register($input: RegisterAccountInput!) {
    result: registerAccount(input: $input) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on AccountInputError { fieldErrors { field message } }
    }
  }
`);
const VERIFY_DOCUMENT = graphql(`
  mutation VerifyEmail($token: String!, $password: String!) {
    result: verifyCustomerAccount(token: $token, password: $password) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on PasswordValidationError { validationErrorMessage }
    }
  }
`);
const CONFIRM_EMAIL_CHANGE_DOCUMENT = graphql(`
  mutation ConfirmEmailChange($token: String!) {
    result: updateCustomerEmailAddress(token: $token) {
      __typename
      ... on ErrorResult { errorCode message }
    }
  }
`);
const RESET_REQUEST_DOCUMENT = graphql(`
  mutation ResetPassword($email: String!, $languageCode: String) {
    requestAccountPasswordReset(email: $email, languageCode: $languageCode) { success }
  }
`);
const SET_NEW_PASSWORD_DOCUMENT = graphql(`
  mutation SetNewPassword($token: String!, $password: String!) {
    result: resetPassword(token: $token, password: $password) {
      __typename
      ... on ErrorResult { errorCode message }
      ... on PasswordValidationError { validationErrorMessage }
    }
  }
`);
const UPDATE_CUSTOMER_DOCUMENT = graphql(
  `
  mutation UpdateCustomer($input: UpdateAccountProfileInput!) {
    result: updateAccountProfile(input: $input) {
      __typename
      ...AccountCustomerFields
      ... on ErrorResult { errorCode message }
      ... on AccountInputError { fieldErrors { field message } }
    }
  }
`,
  [CUSTOMER_FRAGMENT],
);
const SET_NEWSLETTER_DOCUMENT = graphql(
  `
  mutation SetNewsletter($subscribed: Boolean!) { customer: setAccountNewsletter(subscribed: $subscribed) { ...AccountCustomerFields } }
`,
  [CUSTOMER_FRAGMENT],
);
const ADDRESSES_DOCUMENT = graphql(
  `
  query SavedAddresses { accountAddresses { ...AccountSavedAddressFields } }
`,
  [SAVED_ADDRESS_FRAGMENT],
);
const SAVE_ADDRESS_DOCUMENT = graphql(
  `
  mutation SaveAddress($input: AccountSavedAddressInput!) {
    result: saveAccountAddress(input: $input) {
      __typename
      ...AccountSavedAddressFields
      ... on ErrorResult { errorCode message }
      ... on AccountInputError { fieldErrors { field message } }
    }
  }
`,
  [SAVED_ADDRESS_FRAGMENT],
);
const DELETE_ADDRESS_DOCUMENT = graphql(`
  mutation DeleteAddress($id: ID!) { deleteAccountAddress(id: $id) { success } }
`);

type AnsweredCustomer = ResultOf<typeof CUSTOMER_FRAGMENT>;

/** The logged-in customer (spec §3 Customer); `address` is null until the customer saved one in the profile. */
export type Customer = Omit<AnsweredCustomer, 'title'> & { title: (typeof CUSTOMER_TITLES)[number] | null };
/** A saved billing address (spec §2 BillingDetails), in the checkout form's fields; prefilled in checkout. */
export type SavedAddress = WithoutNulls<ResultOf<typeof SAVED_ADDRESS_FRAGMENT>>;

/** The schema says String: the shop knows two titles (and none, never chosen). */
const titleSchema = z.enum(CUSTOMER_TITLES).nullable();

function toCustomer(operation: string, answered: AnsweredCustomer): Customer {
  return { ...answered, title: parsed(operation, titleSchema, answered.title) };
}

/** Runs one account call; thrown GraphQL errors get the account's codes (RATE_LIMITED, NOT_LOGGED_IN). */
async function call<Result, Variables extends Record<string, unknown>>(
  client: ShopClient,
  operation: string,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  options: CallOptions,
): Promise<Result> {
  try {
    return await requestTyped(client, operation, document, variables, { ...options, fresh: true });
  } catch (error) {
    throw withAccountCode(error);
  }
}

/** Spec loadCustomer: the logged-in customer, or null (spec 410 "no customer" is not an error). */
export async function loadCustomer(client: ShopClient, options: CallOptions = {}): Promise<Customer | null> {
  const { accountCustomer } = await call(client, 'loadCustomer', LOAD_CUSTOMER_DOCUMENT, {}, options);
  return accountCustomer && toCustomer('loadCustomer', accountCustomer);
}

async function requireCustomer(client: ShopClient, operation: string, options: CallOptions): Promise<Customer> {
  const customer = await loadCustomer(client, options);
  if (!customer) throw accountError(operation, 'NOT_LOGGED_IN', 'Not logged in');
  return customer;
}

/**
 * Spec login: a new session for the customer (the guest's cart is merged into the customer's by
 * Vendure's order merge strategy). Wrong email or password: INVALID_CREDENTIALS_ERROR (spec 306);
 * an email not yet verified: NOT_VERIFIED_ERROR; too many attempts: RATE_LIMITED.
 */
export async function login(client: ShopClient, credentials: LoginCredentials, options: CallOptions = {}): Promise<Customer> {
  const { email, password, rememberMe } = validInput('login', loginSchema, credentials);
  const { result } = await call(
    client,
    'login',
    LOGIN_DOCUMENT,
    { username: email.trim(), password, rememberMe: rememberMe ?? false },
    options,
  );
  if (result.__typename !== 'CurrentUser') throw accountErrorToShopError('login', result, 'INVALID_CREDENTIALS_ERROR');
  const customer = await loadCustomer(client, options);
  // A user without a customer (staff) is no shopper: the shop treats it as wrong credentials.
  if (!customer) throw accountError('login', 'INVALID_CREDENTIALS_ERROR', 'The provided credentials are invalid');
  return customer;
}

/** Spec logout: ends the session on the server (its token is no longer accepted). */
export async function logout(client: ShopClient, options: CallOptions = {}): Promise<void> {
  await call(client, 'logout', LOGOUT_DOCUMENT, {}, options);
}

/**
 * Spec register. The account exists only once the emailed link is opened (verifyEmail); the
 * answer is the same whether or not the email already has an account. Refusals: BAD_USER_INPUT
 * or PASSWORD_VALIDATION_ERROR with `detail.fields`, RATE_LIMITED, REGISTRATION_FAILED (spec 306).
 */
export async function register(client: ShopClient, registration: Registration, options: CallOptions = {}): Promise<void> {
  const input = validInput('register', registrationSchema, registration);
  const { result } = await call(client, 'register', REGISTER_DOCUMENT, { input }, options);
  if (result.__typename !== 'Success') throw accountErrorToShopError('register', result, 'REGISTRATION_FAILED');
}

/**
 * Opens the registration's emailed link with the password chosen at registration: verifies the
 * email and logs the customer in. A wrong password is PASSWORD_INCORRECT and the link stays valid
 * (so that registering someone else's address never gives the intruder that person's account).
 */
export async function verifyEmail(
  client: ShopClient,
  { token, password }: { token: string; password: string },
  options: CallOptions = {},
): Promise<Customer> {
  const checked = validInput('verifyEmail', z.object({ token: z.string().trim().min(1), password: z.string().min(1) }), {
    token,
    password,
  });
  const { result } = await call(client, 'verifyEmail', VERIFY_DOCUMENT, checked, options);
  if (result.__typename !== 'CurrentUser') throw accountErrorToShopError('verifyEmail', result, 'VERIFICATION_TOKEN_INVALID_ERROR');
  return requireCustomer(client, 'verifyEmail', options);
}

/**
 * Opens the link sent to a new email address (verify-email.html?token=…&change=email): the
 * account's email becomes that address. The token alone proves it (it reached that mailbox), so
 * the link works in any browser: the answer is the customer when this session is theirs, else null.
 */
export async function confirmEmailChange(
  client: ShopClient,
  { token }: { token: string },
  options: CallOptions = {},
): Promise<Customer | null> {
  const checked = validInput('confirmEmailChange', z.object({ token: z.string().trim().min(1) }), { token });
  const { result } = await call(client, 'confirmEmailChange', CONFIRM_EMAIL_CHANGE_DOCUMENT, checked, options);
  if (result.__typename !== 'Success') throw accountErrorToShopError('confirmEmailChange', result, 'VERIFICATION_TOKEN_INVALID_ERROR');
  return loadCustomer(client, options);
}

/**
 * Spec resetPassword(email, locale): emails a reset link in `locale` when the account exists.
 * Resolves the same way (and in the same time) whether or not it exists; RATE_LIMITED beyond 10 a minute.
 */
export async function resetPassword(
  client: ShopClient,
  { email, locale }: { email: string; locale: ShopLocale },
  options: CallOptions = {},
): Promise<void> {
  const checked = validInput('resetPassword', z.object({ email: z.string().trim().min(1) }), { email });
  await call(client, 'resetPassword', RESET_REQUEST_DOCUMENT, { email: checked.email, languageCode: toLanguageCode(locale) }, options);
}

/**
 * Spec setNewPassword: the emailed token and the new password (Vendure's reset; the token works
 * once and expires). Refusals: PASSWORD_RESET_TOKEN_INVALID_ERROR (unknown or used),
 * PASSWORD_RESET_TOKEN_EXPIRED_ERROR, PASSWORD_VALIDATION_ERROR (`fields.newPassword`).
 * The customer is logged in afterwards.
 */
export async function setNewPassword(client: ShopClient, input: NewPassword, options: CallOptions = {}): Promise<void> {
  const { token, newPassword } = validInput('setNewPassword', newPasswordSchema, input);
  const { result } = await call(
    client,
    'setNewPassword',
    SET_NEW_PASSWORD_DOCUMENT,
    { token: token.trim(), password: newPassword },
    options,
  );
  if (result.__typename !== 'CurrentUser') throw accountErrorToShopError('setNewPassword', result, 'PASSWORD_RESET_TOKEN_INVALID_ERROR');
}

/**
 * Spec updateCustomer (personal information): saved only with the right current password
 * (PASSWORD_INCORRECT otherwise, spec 350). A new email address is confirmed through a link sent
 * to it (confirmEmailChange): until then the answer keeps the current one.
 */
export async function updateCustomer(client: ShopClient, update: ProfileUpdate, options: CallOptions = {}): Promise<Customer> {
  const input = validInput('updateCustomer', profileUpdateSchema, update);
  const { result } = await call(client, 'updateCustomer', UPDATE_CUSTOMER_DOCUMENT, { input }, options);
  if (result.__typename !== 'AccountCustomer') throw accountErrorToShopError('updateCustomer', result);
  const { __typename: _typename, ...customer } = result;
  return toCustomer('updateCustomer', customer);
}

/** Newsletter subscription of the logged-in customer (spec §2 MyNewsletter). */
export async function setNewsletter(
  client: ShopClient,
  { subscribed }: { subscribed: boolean },
  options: CallOptions = {},
): Promise<Customer> {
  const checked = validInput('setNewsletter', z.object({ subscribed: z.boolean() }), { subscribed });
  const { customer } = await call(client, 'setNewsletter', SET_NEWSLETTER_DOCUMENT, checked, options);
  return toCustomer('setNewsletter', customer);
}

/** The saved billing addresses (spec §2 BillingDetails), oldest first. */
export async function getSavedAddresses(client: ShopClient, options: CallOptions = {}): Promise<SavedAddress[]> {
  const { accountAddresses } = await call(client, 'getSavedAddresses', ADDRESSES_DOCUMENT, {}, options);
  return accountAddresses.map(withoutNulls);
}

/**
 * Creates (no id) or updates a saved billing address after the checkout's address rules
 * (BAD_USER_INPUT with `detail.fields` named as the checkout's). `defaultBilling: true` makes it the
 * default; another customer's id is ENTITY_NOT_FOUND (404).
 */
export async function saveAddress(client: ShopClient, address: SavedAddressInput, options: CallOptions = {}): Promise<SavedAddress> {
  const checked = validInput('saveAddress', savedAddressInputSchema, address);
  const input = {
    ...(checked.id ? { id: checked.id } : {}),
    firstName: checked.firstName,
    lastName: checked.lastName,
    company: checked.company ?? null,
    vatNumber: checked.vatNumber ?? null,
    address1: checked.address1,
    city: checked.city,
    state: checked.state ?? null,
    postcode: checked.postcode ?? null,
    countryCode: checked.countryCode,
    defaultBilling: checked.defaultBilling,
  };
  const { result } = await call(client, 'saveAddress', SAVE_ADDRESS_DOCUMENT, { input }, options);
  if (result.__typename !== 'AccountSavedAddress') throw accountErrorToShopError('saveAddress', result);
  const { __typename: _typename, ...saved } = result;
  return withoutNulls(saved);
}

export async function deleteAddress(client: ShopClient, { id }: { id: string }, options: CallOptions = {}): Promise<void> {
  const checked = validInput('deleteAddress', z.object({ id: z.string().trim().min(1) }), { id });
  await call(client, 'deleteAddress', DELETE_ADDRESS_DOCUMENT, checked, options);
}
