import gql from 'graphql-tag';

/** The billing step: where a shopper may bill to, and the address with the email in one call. */
export const shopApiExtensions = gql`
  type CheckoutCountryState {
    "ISO 3166-2 code without the country, e.g. CA for California."
    code: String!
    name: String!
  }

  "A country a shopper may bill to (spec §3 Country)."
  type CheckoutCountry {
    "ISO 3166-1 alpha-2."
    code: String!
    "In the request's language."
    name: String!
    needsZipCode: Boolean!
    "An anchored JavaScript regular expression the trimmed, upper-cased postal code must match; null: any."
    zipCodeFormat: String
    zipCodeExample: String
    "Sorted by name; empty when the address has no state field, otherwise one of them is required."
    states: [CheckoutCountryState!]!
  }

  "Spec §3 'Address sent when advancing an order', with the shopper's email."
  input CheckoutAddressInput {
    email: String!
    firstName: String!
    lastName: String!
    company: String
    vatNumber: String
    address1: String!
    city: String!
    "A state code of the country's states, when it has some."
    state: String
    postcode: String
    countryCode: String!
  }

  "The billing address of the order as the checkout form's fields."
  type CheckoutAddress {
    firstName: String!
    lastName: String!
    company: String
    vatNumber: String
    address1: String!
    city: String!
    state: String
    postcode: String
    countryCode: String!
  }

  type CheckoutFieldError {
    "email, firstName, lastName, company, vatNumber, address1, city, state, postcode or countryCode."
    field: String!
    "The field's name in the request's language."
    label: String!
    message: String!
  }

  "The address breaks a rule; every field in error is listed."
  type CheckoutAddressError implements ErrorResult {
    errorCode: ErrorCode!
    message: String!
    fieldErrors: [CheckoutFieldError!]!
  }

  union SetCheckoutAddressResult = Order | CheckoutAddressError | NoActiveOrderError | CouponCodeLimitError

  extend type Order {
    "Null until the billing step was sent."
    checkoutAddress: CheckoutAddress
  }

  extend type Query {
    "Every country a shopper may bill to, sorted by name in the request's language."
    checkoutCountries: [CheckoutCountry!]!
  }

  extend type Mutation {
    """
    Checks the address, sets the email (a guest's customer) and the billing address of the active
    order, and answers it with its VAT for the billing country. An empty cart is NoActiveOrderError;
    a coupon the email has already used up is CouponCodeLimitError, and nothing changes.
    """
    setCheckoutAddress(input: CheckoutAddressInput!): SetCheckoutAddressResult!
  }
`;
