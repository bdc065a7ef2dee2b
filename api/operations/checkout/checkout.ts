import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { CART_ORDER_FRAGMENT, cartOrderSchema } from '../../schemas/cart-order';
import {
  checkoutAddressSchema,
  checkoutCountrySchema,
  type Checkout,
  type CheckoutAddress,
  type CheckoutCountry,
} from '../../schemas/checkout';
import { SPEC_DEFAULT_CURRENCY, validCart } from '../cart/cart';
import { validInput } from '../operation-input';
import { CHECKOUT_ERROR_SELECTION, checkoutErrorResultSchema, checkoutErrorToShopError } from './checkout-error-result';

/*
 * Spec §7 getAvailableCountries and advanceOrder, and the checkout a reloaded page resumes from.
 * The checkout is the session's active order (the cart, mapped as the cart operations map it)
 * with its customer's email and its billing address. The address rules live in the backend: the
 * client only checks the arguments' shape, and a refused address comes back as a ShopError with
 * the field messages (see checkout-error-result.ts).
 */

const COUNTRIES_DOCUMENT = /* GraphQL */ `
  query CheckoutCountries {
    checkoutCountries { code name needsZipCode zipCodeFormat zipCodeExample states { code name } }
  }
`;

const CHECKOUT_ORDER_FRAGMENT = /* GraphQL */ `
  fragment CheckoutOrder on Order {
    ...CartOrder
    customer { emailAddress }
    checkoutAddress { firstName lastName company vatNumber address1 city state postcode countryCode }
  }
  ${CART_ORDER_FRAGMENT}
`;

const GET_CHECKOUT_DOCUMENT = /* GraphQL */ `
  query Checkout {
    activeOrder { ...CheckoutOrder }
    activeChannel { defaultCurrencyCode }
  }
  ${CHECKOUT_ORDER_FRAGMENT}
`;

const ADVANCE_ORDER_DOCUMENT = /* GraphQL */ `
  mutation AdvanceOrder($input: CheckoutAddressInput!) {
    order: setCheckoutAddress(input: $input) {
      ...CheckoutOrder
      ${CHECKOUT_ERROR_SELECTION}
    }
  }
  ${CHECKOUT_ORDER_FRAGMENT}
`;

const optionalText = z.string().nullable();

const checkoutOrderSchema = cartOrderSchema.extend({
  customer: z.object({ emailAddress: z.string() }).nullable(),
  checkoutAddress: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      company: optionalText,
      vatNumber: optionalText,
      address1: z.string(),
      city: z.string(),
      state: optionalText,
      postcode: optionalText,
      countryCode: z.string(),
    })
    .nullable(),
});
type CheckoutOrder = z.infer<typeof checkoutOrderSchema>;

const countriesResponseSchema = z.object({ checkoutCountries: z.array(checkoutCountrySchema) });
const checkoutResponseSchema = z.object({
  activeOrder: checkoutOrderSchema.nullable(),
  activeChannel: z.object({ defaultCurrencyCode: z.string().length(3) }),
});
// An Order carries `code`, an ErrorResult `errorCode`: the error is tried first (see cart.ts).
const advanceResponseSchema = z.object({ order: z.union([checkoutErrorResultSchema, checkoutOrderSchema]) });

const advanceOrderInputSchema = z.object({ email: z.string(), address: checkoutAddressSchema });

/** The stored address as the form's fields; absent optional fields are left out, as the form sends them. */
function toCheckoutAddress(stored: NonNullable<CheckoutOrder['checkoutAddress']>): CheckoutAddress {
  const { company, vatNumber, state, postcode, ...required } = stored;
  return {
    alias: 'checkout',
    ...required,
    ...(company !== null ? { company } : {}),
    ...(vatNumber !== null ? { vatNumber } : {}),
    ...(state !== null ? { state } : {}),
    ...(postcode !== null ? { postcode } : {}),
  };
}

function toCheckout(operation: string, order: CheckoutOrder | null, emptyCurrency: string): Checkout {
  return {
    cart: validCart(operation, order, emptyCurrency),
    email: order?.customer?.emailAddress ?? null,
    billingAddress: order?.checkoutAddress ? toCheckoutAddress(order.checkoutAddress) : null,
  };
}

/**
 * Spec getAvailableCountries: every country a shopper may bill to, named in the client's language
 * and sorted by that name (the backend sorts with that language's collation), each with its
 * postal code rule and its states (empty: the address has no state).
 */
export async function getAvailableCountries(client: ShopClient, options: CallOptions = {}): Promise<CheckoutCountry[]> {
  const { checkoutCountries } = await client.request('getAvailableCountries', COUNTRIES_DOCUMENT, {}, countriesResponseSchema, options);
  return checkoutCountries;
}

/** The session's checkout: its cart, and the email and billing address once the billing step was sent. */
export async function getCheckout(client: ShopClient, options: CallOptions = {}): Promise<Checkout> {
  const { activeOrder, activeChannel } = await client.request('getCheckout', GET_CHECKOUT_DOCUMENT, {}, checkoutResponseSchema, {
    ...options,
    fresh: true,
  });
  return toCheckout('getCheckout', activeOrder, client.currency ?? activeChannel.defaultCurrencyCode);
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
  const { order } = await client.request('advanceOrder', ADVANCE_ORDER_DOCUMENT, { input: { email, ...fields } }, advanceResponseSchema, {
    ...options,
    fresh: true,
  });
  if ('errorCode' in order) throw checkoutErrorToShopError('advanceOrder', order);
  return toCheckout('advanceOrder', order, client.currency ?? SPEC_DEFAULT_CURRENCY);
}
