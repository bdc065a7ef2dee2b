import type { CallOptions, ShopClient } from '../../client';
import { graphql, requestTyped, type ResultOf } from '../../graphql';
import { z } from '../../zod';
import { SPEC_DEFAULT_CURRENCY } from '../cart/cart';
import { CART_ORDER_FRAGMENT, toCart, type Cart } from '../cart/cart-order';
import { validInput } from '../operation-input';
import { checkoutAddressSchema, withoutNulls, type CheckoutAddress } from './checkout-address';
import { checkoutErrorToShopError } from './checkout-error-result';

/*
 * Spec §7 getAvailableCountries and advanceOrder, and the checkout a reloaded page resumes from.
 * The checkout is the session's active order (the cart, mapped as the cart operations map it)
 * with its customer's email and its billing address. The address rules live in the backend: the
 * client only checks the arguments' shape, and a refused address comes back as a ShopError with
 * the field messages (see checkout-error-result.ts).
 */

const COUNTRIES_DOCUMENT = graphql(`
  query CheckoutCountries {
    checkoutCountries { code name needsZipCode zipCodeFormat zipCodeExample states { code name } }
  }
`);

const CHECKOUT_ORDER_FRAGMENT = graphql(
  `
  fragment CheckoutOrder on Order @_unmask {
    ...CartOrder
    customer { emailAddress }
    checkoutAddress { firstName lastName company vatNumber address1 city state postcode countryCode }
  }
`,
  [CART_ORDER_FRAGMENT],
);
type CheckoutOrder = ResultOf<typeof CHECKOUT_ORDER_FRAGMENT>;

const GET_CHECKOUT_DOCUMENT = graphql(
  `
  query Checkout {
    activeOrder { ...CheckoutOrder }
    activeChannel { defaultCurrencyCode }
  }
`,
  [CHECKOUT_ORDER_FRAGMENT],
);

const ADVANCE_ORDER_DOCUMENT = graphql(
  `
  mutation AdvanceOrder($input: CheckoutAddressInput!) {
    order: setCheckoutAddress(input: $input) {
      ...CheckoutOrder
      ... on ErrorResult { errorCode message }
      ... on CheckoutAddressError { fieldErrors { field label message } }
    }
  }
`,
  [CHECKOUT_ORDER_FRAGMENT],
);

/**
 * Spec §3 Country: id, name, iso, needZipCode, states, zipCodeFormat. `code` is ISO 3166-1
 * alpha-2, upper case ("US", "FR"): the spec's iso and id. `zipCodeFormat` is an anchored regular
 * expression source the code must match once trimmed, upper-cased and with runs of spaces made
 * one (the server does the same), or null for any text; `zipCodeExample` an example in that
 * format ("94103", "1012 AB"), shown as a hint. `states` is empty when the country has no state
 * field; otherwise the state is required.
 */
export type CheckoutCountry = ResultOf<typeof COUNTRIES_DOCUMENT>['checkoutCountries'][number];
/** A state of a country: its ISO 3166-2 subdivision code without the country ("CA"), its name in the shopper's language. */
export type CountryState = CheckoutCountry['states'][number];

/** What the checkout shows and resumes from: the cart with its VAT, and who and where it bills. */
export interface Checkout {
  cart: Cart;
  /** The guest's or customer's email once set; null before the billing step was sent. */
  email: string | null;
  /** The billing address once sent; null before. */
  billingAddress: CheckoutAddress | null;
}

const advanceOrderInputSchema = z.object({ email: z.string(), address: checkoutAddressSchema });

function toCheckout(order: CheckoutOrder | null, emptyCurrency: string): Checkout {
  return {
    cart: toCart(order, emptyCurrency),
    email: order?.customer?.emailAddress ?? null,
    billingAddress: order?.checkoutAddress ? { alias: 'checkout', ...withoutNulls(order.checkoutAddress) } : null,
  };
}

/**
 * Spec getAvailableCountries: every country a shopper may bill to, named in the client's language
 * and sorted by that name (the backend sorts with that language's collation), each with its
 * postal code rule and its states (empty: the address has no state).
 */
export async function getAvailableCountries(client: ShopClient, options: CallOptions = {}): Promise<CheckoutCountry[]> {
  const { checkoutCountries } = await requestTyped(client, 'getAvailableCountries', COUNTRIES_DOCUMENT, {}, options);
  return checkoutCountries;
}

/** The session's checkout: its cart, and the email and billing address once the billing step was sent. */
export async function getCheckout(client: ShopClient, options: CallOptions = {}): Promise<Checkout> {
  const { activeOrder, activeChannel } = await requestTyped(client, 'getCheckout', GET_CHECKOUT_DOCUMENT, {}, { ...options, fresh: true });
  return toCheckout(activeOrder, client.currency ?? activeChannel.defaultCurrencyCode);
}

/**
 * Spec advanceOrder: sends the email and the billing address in one call; the answer is the
 * checkout with the VAT of the billing country. Refusals are ShopErrors: CHECKOUT_ADDRESS_ERROR
 * (400, `detail.fields` per field) and NO_ACTIVE_ORDER (409, empty cart); a malformed argument is
 * BAD_USER_INPUT before anything is sent.
 */
export async function advanceOrder(
  client: ShopClient,
  input: { email: string; address: CheckoutAddress },
  options: CallOptions = {},
): Promise<Checkout> {
  const { email, address } = validInput('advanceOrder', advanceOrderInputSchema, input);
  const { alias: _alias, ...fields } = address;
  const { order } = await requestTyped(
    client,
    'advanceOrder',
    ADVANCE_ORDER_DOCUMENT,
    { input: { email, ...fields } },
    { ...options, fresh: true },
  );
  if ('errorCode' in order) throw checkoutErrorToShopError('advanceOrder', order);
  return toCheckout(order, client.currency ?? SPEC_DEFAULT_CURRENCY);
}
