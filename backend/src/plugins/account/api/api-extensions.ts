import gql from 'graphql-tag';

/** The customer account (spec §3 Customer, registration and personal information forms, §7 calls). */
export const shopApiExtensions = gql`
  "The profile's postal address (spec §3 personal information: street, number, zip, town, country)."
  type AccountPostalAddress {
    street: String!
    streetNumber: String!
    postcode: String!
    city: String!
    "ISO 3166-1 alpha-2."
    countryCode: String!
  }

  "The logged-in customer as the account pages show it. Text is returned exactly as stored."
  type AccountCustomer {
    id: ID!
    "mr or mrs; null when never chosen."
    title: String
    firstName: String!
    lastName: String!
    email: String!
    company: String
    vatNumber: String
    "Null until one was saved in the profile."
    address: AccountPostalAddress
    newsletter: Boolean!
  }

  "A saved billing address, in the checkout form's fields."
  type AccountSavedAddress {
    id: ID!
    firstName: String!
    lastName: String!
    company: String
    vatNumber: String
    address1: String!
    city: String!
    state: String
    postcode: String
    countryCode: String!
    defaultBilling: Boolean!
  }

  type AccountFieldError {
    "The form's field: title, firstName, lastName, email, password, newPassword, company, vatNumber, address.street… or the checkout's address fields."
    field: String!
    message: String!
  }

  "Fields that break a rule; every one is listed, with its message in the request's language."
  type AccountInputError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    fieldErrors: [AccountFieldError!]!
  }

  "Spec §8 code 350: the current password is wrong."
  type PasswordIncorrectError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
  }

  input RegisterAccountInput {
    "mr or mrs."
    title: String!
    firstName: String!
    lastName: String!
    email: String!
    password: String!
    newsletter: Boolean!
  }

  input AccountPostalAddressInput {
    street: String!
    streetNumber: String!
    postcode: String!
    city: String!
    countryCode: String!
  }

  input UpdateAccountProfileInput {
    title: String!
    firstName: String!
    lastName: String!
    "A different address starts Vendure's email change: a link is sent to it."
    email: String!
    "Required: nothing is saved without it."
    currentPassword: String!
    "Empty: keep the password."
    newPassword: String!
    company: String!
    vatNumber: String!
    "Every field empty: no address."
    address: AccountPostalAddressInput!
    newsletter: Boolean!
  }

  input AccountSavedAddressInput {
    "Absent: a new address."
    id: ID
    firstName: String!
    lastName: String!
    company: String
    vatNumber: String
    address1: String!
    city: String!
    state: String
    postcode: String
    countryCode: String!
    defaultBilling: Boolean
  }

  # Opening the registration link needs the password chosen at registration; a wrong one verifies nothing.
  extend union VerifyCustomerAccountResult = PasswordIncorrectError

  union RegisterAccountResult = Success | AccountInputError
  union UpdateAccountProfileResult = AccountCustomer | AccountInputError | PasswordIncorrectError
  union SaveAccountAddressResult = AccountSavedAddress | AccountInputError

  extend type Query {
    "The logged-in customer; null without one (spec §8 code 410, not an error)."
    accountCustomer: AccountCustomer
    "The logged-in customer's saved billing addresses, oldest first."
    accountAddresses: [AccountSavedAddress!]!
  }

  extend type Mutation {
    """
    Registers an account; the email must be verified (link by email) before it can log in.
    Answers Success for every valid form, whether or not the email already has an account.
    """
    registerAccount(input: RegisterAccountInput!): RegisterAccountResult!
    """
    Emails a reset link if the account exists, in languageCode (a shop language) or else the
    request's; always answers Success, in the same time.
    """
    requestAccountPasswordReset(email: String!, languageCode: String): Success!
    "Saves the personal information form after checking the current password."
    updateAccountProfile(input: UpdateAccountProfileInput!): UpdateAccountProfileResult!
    setAccountNewsletter(subscribed: Boolean!): AccountCustomer!
    "Creates (no id) or updates a saved billing address."
    saveAccountAddress(input: AccountSavedAddressInput!): SaveAccountAddressResult!
    deleteAccountAddress(id: ID!): Success!
  }
`;
