/**
 * Types and constants of the checkout's billing step and its steps (spec §2
 * "Checkout" routes, §3 "Checkout form", "Address", "Country", §4 "Checkout").
 *
 * Machines import only types from `api/`: the countries, the address sent and
 * the checkout answered are the api's, so the storefront passes them through.
 */
import type { Checkout, CheckoutCountry, CountryState } from '../../api/operations/checkout/checkout';
import type { CheckoutAddress, CheckoutField } from '../../api/operations/checkout/checkout-address';
import type { ServerFieldErrors as FormServerFieldErrors } from '../forms/form-fields';
import { ADDRESS_FIELDS } from '../forms/address-rules';
import type { FormContext, FormFieldEvent } from '../forms/form-machine';

export type { Checkout, CheckoutAddress, CheckoutCountry, CountryState };

/**
 * The field names the backend reports a failed address with. The same list as
 * `CHECKOUT_FIELDS` in `api/operations/checkout/checkout-address.ts` (machines may not import its
 * values); the type below fails to compile if the two drift apart.
 */
export const SERVER_FIELDS = ['email', ...ADDRESS_FIELDS] as const;
type ServerField = (typeof SERVER_FIELDS)[number];
type SameMembers<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only: stops compiling when `SERVER_FIELDS` and the api's `CheckoutField` differ. */
type _ServerFieldsMatchApi = Assert<SameMembers<ServerField, CheckoutField>>;

/** Fields the shopper types into (the state is a select, but its value is a code like any text). */
export const CHECKOUT_TEXT_FIELDS = [
  'email',
  'emailConfirmation',
  'firstName',
  'lastName',
  'address1',
  'city',
  'state',
  'postcode',
] as const;
export type CheckoutTextField = (typeof CHECKOUT_TEXT_FIELDS)[number];

/** Every field of the billing form, in the order the form shows them; each can carry an error. */
export const CHECKOUT_FORM_FIELDS = [...CHECKOUT_TEXT_FIELDS, 'countryCode', 'disclaimer'] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

/**
 * What the shopper typed or picked, exactly as typed: untrimmed, any case.
 * Rules read it through their normalisers; the request gets the normalised form.
 * `state` is '' for a country without states; a postcode typed for another
 * country is kept while hidden (not checked, not sent) for a way back.
 */
export type CheckoutValues = Readonly<Record<CheckoutTextField | 'countryCode', string>>;

/** The form as the rules see it: the typed values and the disclaimer checkbox. */
export interface CheckoutForm {
  readonly values: CheckoutValues;
  readonly disclaimerAccepted: boolean;
}

/** Input of the injected `advanceOrder` actor (spec §7 "advanceOrder: address, cookies"; cookies are the api's). */
export interface AdvanceOrderInput {
  /** Trimmed; the guest's address the eSIM is sent to. */
  readonly email: string;
  readonly address: CheckoutAddress;
}

/** A failed `advanceOrder`; `cause` is what the actor rejected with (in the storefront a `ShopError`). */
export interface CheckoutSubmitError {
  readonly cause: unknown;
}

/** The server's own text for a field it refused (spec §8: shown as the server wrote it). */
export type ServerFieldErrors = FormServerFieldErrors<CheckoutFormField>;

/**
 * The steps the checkout page shows, decided by the route (`stepForRoute`); spec §2 also has
 * "Shipping", which eSIMs (digital) do not need.
 */
export type CheckoutStep = 'billing' | 'payment' | 'thankYou';

/** The child routes of /{lang}/Checkout (spec §2). */
export type CheckoutRouteStep = 'Billing' | 'Payment' | 'Shipping' | 'ThankYou';

/**
 * Which step a checkout route shows. Nothing is shipped, so Shipping is the
 * payment step once there is a billing address and the billing step before;
 * payment cannot be shown before the address it charges and taxes is sent.
 * ThankYou is shown as asked: it reads the finished order, and after payment
 * the session's new order has no billing address, so the flag says nothing there.
 */
export function stepForRoute(routeStep: CheckoutRouteStep, hasBillingAddress: boolean): CheckoutStep {
  switch (routeStep) {
    case 'Billing':
      return 'billing';
    case 'Payment':
    case 'Shipping':
      return hasBillingAddress ? 'payment' : 'billing';
    case 'ThankYou':
      return 'thankYou';
  }
}

/**
 * The tax row (spec §4): `pending` "Taxes will be calculated upon entering
 * valid address", `calculating` "calculating...", `calculated` the amount of
 * the last answered checkout (`cart.taxSubtotal`).
 */
export type TaxStatus = 'pending' | 'calculating' | 'calculated';

export interface CheckoutInput {
  /** The countries the shop sells to (spec §7 `getAvailableCountries`), in display order. */
  readonly countries: readonly CheckoutCountry[];
  /** The configured default country (spec §1, §9: US), preselected on a fresh form. */
  readonly defaultCountryCode: string;
  /** The session's checkout when the page is (re)loaded: prefills the form and says whether billing was sent. */
  readonly checkout?: Checkout | undefined;
}

/**
 * The billing form (the form kit's, `machines/forms/form-machine.ts`): `touched` are the fields
 * the shopper left (blur) or picked (select, checkbox); `failure` is the last failed
 * `advanceOrder`, whose field errors are `serverFieldErrors`.
 */
export interface CheckoutContext extends FormContext<CheckoutFormField, CheckoutValues, CheckoutSubmitError> {
  readonly countries: readonly CheckoutCountry[];
  readonly disclaimerAccepted: boolean;
  /** The last press of continue was refused because the form was incomplete or invalid. */
  readonly incomplete: boolean;
  /** The last checkout the shop answered (or the one resumed from); its cart carries the VAT. */
  readonly checkout: Checkout | null;
  /** The paid order's code, once the payment step reports success (the checkout is `paid`). */
  readonly orderCode: string | null;
}

/**
 * Events, dotted by source. While `advanceOrder` runs the form is disabled and
 * its events are ignored: the request is about the values as they were sent.
 *
 * | event                 | sent by                        | effect |
 * |-----------------------|--------------------------------|--------|
 * | `field.changed`       | a text input or the state select | store the raw value; drop the server's error on that field. Ignored for an unknown field, or a state / zip code the country hides |
 * | `field.blurred`       | any field losing focus          | mark it touched: its error shows live from now on |
 * | `country.changed`     | the country select              | a listed country only: select it, clear a state it does not have, drop server errors on country, state and zip |
 * | `disclaimer.changed`  | the terms checkbox              | store it, mark it touched |
 * | `billing.submitted`   | the continue button             | invalid or incomplete: show every error and `incomplete`; else send `advanceOrder` |
 * | `payment.succeeded`   | the payment step                | once billing was sent: store the order code (non-blank), the checkout is `paid` |
 */
/** What the shop knows of a logged-in customer for an empty billing form: their email and default billing address. */
export interface BillingPrefill {
  readonly email: string;
  readonly address: Omit<CheckoutAddress, 'alias'> | null;
}

export type CheckoutEvent =
  | FormFieldEvent<CheckoutTextField, CheckoutFormField>
  /** A customer logged in (before or during the checkout): see `prefilledValues` for what it fills. */
  | { type: 'billing.prefilled'; prefill: BillingPrefill }
  | { type: 'country.changed'; countryCode: string }
  | { type: 'disclaimer.changed'; accepted: boolean }
  | { type: 'billing.submitted' }
  | { type: 'payment.succeeded'; orderCode: string };

/** `billing.sent`: the shop took the billing step (its answer carries the VAT); the page shows the payment step. */
export type CheckoutEmitted = { type: 'billing.sent'; checkout: Checkout };

/** `busy` while `advanceOrder` runs (disable the form, spinner); `error` while its failure is shown. */
export type CheckoutTag = 'busy' | 'error';
