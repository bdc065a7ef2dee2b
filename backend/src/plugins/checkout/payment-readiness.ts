import {
  CHECKOUT_FIELDS,
  checkCheckoutAddress,
  customerNameProblem,
  type CheckoutAddressInput,
  type CheckoutField,
  type CountryRules,
} from './address-rules';
import { toBillingAddressInput } from './billing-address';
import type { ReportedProblem } from './checkout-messages';

/*
 * The checkout's rules applied to what an order holds, just before it is paid: whatever path
 * wrote the email, the customer or the billing address (the billing step, a Vendure mutation of
 * an older release, staff in the Admin API, a database edit), the order is paid only if it is what
 * the billing step would have stored. Pure: payment-readiness.service.ts reads the order and the
 * country's rules.
 */

/** One field's problem on the order: the form's own, or `reenter`. */
export interface ReadinessError {
  field: CheckoutField;
  problem: ReportedProblem;
}

/** What the check reads of an order (Vendure's Order, or a plain object in tests). */
export interface OrderToPay {
  customer?: {
    emailAddress?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    /** Present for a registered customer, whose names are the account's (its own rules). */
    user?: unknown;
  } | null;
  /** Vendure's billing address JSON with the checkout's extra keys (billing-address.ts). */
  billingAddress?: Readonly<Record<string, unknown>> | null;
}

/** The checkout field each key of the stored address is written from (billing-address.ts). */
const FIELD_OF_STORED_KEY: Readonly<Record<string, CheckoutField>> = {
  fullName: 'firstName',
  firstName: 'firstName',
  lastName: 'lastName',
  company: 'company',
  vatNumber: 'vatNumber',
  streetLine1: 'address1',
  city: 'city',
  province: 'state',
  postalCode: 'postcode',
  countryCode: 'countryCode',
};

/** Written by Vendure itself (the country's name, from its own table). */
const VENDURE_STORED_KEYS = new Set(['country']);

function textAt(stored: Readonly<Record<string, unknown>>, key: string): string {
  const value = stored[key];
  return typeof value === 'string' ? value : '';
}

/** Anything but nothing: a text, a number, an object, `true` (Vendure's input also takes flags and custom fields). */
function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && value !== false;
}

/** The billing form's fields as the order holds them; the email is the customer's, where the eSIM goes. */
function checkoutInputOf(order: OrderToPay): CheckoutAddressInput {
  const stored = order.billingAddress ?? {};
  return {
    email: order.customer?.emailAddress ?? '',
    firstName: textAt(stored, 'firstName'),
    lastName: textAt(stored, 'lastName'),
    company: textAt(stored, 'company'),
    vatNumber: textAt(stored, 'vatNumber'),
    address1: textAt(stored, 'streetLine1'),
    city: textAt(stored, 'city'),
    state: textAt(stored, 'province'),
    postcode: textAt(stored, 'postalCode'),
    countryCode: textAt(stored, 'countryCode'),
  };
}

/**
 * Keys of the stored address that differ from what the billing step stores for the checked values:
 * a full name that is not the first and last name, a second street line, a phone number, a value
 * that was never normalised. Each is reported on the form field it belongs to (any other key on
 * the street, the address's own line).
 */
function storedDifferences(stored: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>): CheckoutField[] {
  const keys = new Set([...Object.keys(stored), ...Object.keys(expected)]);
  const fields = new Set<CheckoutField>();
  for (const key of keys) {
    if (VENDURE_STORED_KEYS.has(key)) continue;
    const wanted = expected[key];
    const differs = isPresent(wanted) ? stored[key] !== wanted : isPresent(stored[key]);
    if (differs) fields.add(FIELD_OF_STORED_KEY[key] ?? 'address1');
  }
  return CHECKOUT_FIELDS.filter((field) => fields.has(field));
}

/** A guest's names come from the billing step; a registered customer's are the account's, checked by its own rules. */
function guestNameErrors(customer: OrderToPay['customer']): ReadinessError[] {
  if (!customer || customer.user) return [];
  return (['firstName', 'lastName'] as const).flatMap((field): ReadinessError[] => {
    const problem = customerNameProblem(field, customer[field]);
    return problem ? [{ field, problem }] : [];
  });
}

/**
 * Every problem of the order against the checkout's rules, in the form's order, one per field (the
 * address's own first); none: it may be paid. `rules` are those of the order's billing country
 * (undefined: not a billing country).
 */
export function paymentReadinessErrors(order: OrderToPay, rules: CountryRules | undefined): ReadinessError[] {
  const check = checkCheckoutAddress(checkoutInputOf(order), rules);
  const addressErrors: ReadinessError[] = check.ok
    ? storedDifferences(order.billingAddress ?? {}, { ...toBillingAddressInput(check.address) }).map((field) => ({
        field,
        problem: 'reenter',
      }))
    : check.errors;
  const byField = new Map<CheckoutField, ReadinessError>();
  for (const error of [...addressErrors, ...guestNameErrors(order.customer)])
    if (!byField.has(error.field)) byField.set(error.field, error);
  return CHECKOUT_FIELDS.flatMap((field) => byField.get(field) ?? []);
}
