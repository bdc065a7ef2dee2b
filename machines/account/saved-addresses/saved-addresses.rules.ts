/**
 * A saved address's rules and requests (spec §2 BillingDetails, §3, §5). Pure:
 * the machine, its selectors and the tests share them.
 *
 * The rules are the checkout's (`validateAddressFields`), so an address saved
 * here is one the checkout accepts when it prefills the billing step; a saved
 * address adds only the optional company and VAT number.
 */
import { countryOf, normalisePostcode, validateAddressFields, type AddressRuleError } from '../../forms/address-rules';
import { MAX_LENGTHS, validateOptionalText } from '../../forms/rules';
import type { RuleErrors } from '../../forms/form-fields';
import type { AddressField, AddressValues, CheckoutCountry, SavedAddress, SavedAddressInput } from './saved-addresses.types';

export type AddressRuleErrors = RuleErrors<AddressField, AddressRuleError>;

/** A new address's form: empty, and the default when it is the first one (the checkout prefills the default). */
export function newAddressValues(existing: readonly SavedAddress[]): AddressValues {
  return {
    firstName: '',
    lastName: '',
    company: '',
    vatNumber: '',
    address1: '',
    city: '',
    state: '',
    postcode: '',
    countryCode: '',
    defaultBilling: existing.length === 0,
  };
}

/** The form's values for an address as the shop answered (its absent optional fields empty). */
export function addressValuesOf(address: SavedAddress): AddressValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    vatNumber: address.vatNumber ?? '',
    address1: address.address1,
    city: address.city,
    state: address.state ?? '',
    postcode: address.postcode ?? '',
    countryCode: address.countryCode,
    defaultBilling: address.defaultBilling,
  };
}

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateAddress(values: AddressValues, countries: readonly CheckoutCountry[]): AddressRuleErrors {
  const company = validateOptionalText(values.company, MAX_LENGTHS.addressCompany);
  const vatNumber = validateOptionalText(values.vatNumber, MAX_LENGTHS.vatNumber);
  return {
    ...validateAddressFields(values, countries),
    ...(company === null ? {} : { company }),
    ...(vatNumber === null ? {} : { vatNumber }),
  };
}

export function isAddressValid(values: AddressValues, countries: readonly CheckoutCountry[]): boolean {
  return Object.keys(validateAddress(values, countries)).length === 0;
}

/**
 * The request of a valid form (`id` null adds one): trimmed texts, empty
 * optional fields left out, the state only when the country has states and
 * the postcode (normalised as it was checked) only when the country needs one.
 * A value typed for another country stays in the form, never in the request.
 */
export function saveAddressInputOf(id: string | null, values: AddressValues, countries: readonly CheckoutCountry[]): SavedAddressInput {
  const country = countryOf(countries, values.countryCode);
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const company = optional(values.company);
  const vatNumber = optional(values.vatNumber);
  const state = country !== undefined && country.states.length > 0 ? optional(values.state) : undefined;
  const postcode = country?.needsZipCode ? optional(normalisePostcode(values.postcode)) : undefined;
  return {
    ...(id === null ? {} : { id }),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    address1: values.address1.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    defaultBilling: values.defaultBilling,
    ...(company === undefined ? {} : { company }),
    ...(vatNumber === undefined ? {} : { vatNumber }),
    ...(state === undefined ? {} : { state }),
    ...(postcode === undefined ? {} : { postcode }),
  };
}

/** Making an address the default is saving it as it is, with `defaultBilling`. */
export function makeDefaultInputOf(address: SavedAddress): SavedAddressInput {
  return { ...address, defaultBilling: true };
}
