/**
 * The personal information form's rules and request (spec §3, §5). Pure: the
 * machine, its selectors and the tests share them.
 */
import {
  MAX_LENGTHS,
  customerNamesOf,
  validateCountryCode,
  validateEmail,
  validateExistingPassword,
  validateNewPassword,
  validateOptionalText,
  validatePasswordConfirmation,
  validateRequiredText,
  validateTitle,
  type AccountRuleError,
} from '../../forms/rules';
import { onlyErrors, type RuleErrors } from '../../forms/form-fields';
import type { Customer, ProfileField, ProfileUpdate, ProfileValues } from './profile-form.types';

/** The form's values for a customer as the shop answered; passwords are never prefilled. */
export function profileValuesOf(customer: Customer): ProfileValues {
  return {
    title: customer.title ?? '',
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    currentPassword: '',
    newPassword: '',
    newPasswordConfirmation: '',
    company: customer.company ?? '',
    vatNumber: customer.vatNumber ?? '',
    street: customer.address?.street ?? '',
    streetNumber: customer.address?.streetNumber ?? '',
    postcode: customer.address?.postcode ?? '',
    city: customer.address?.city ?? '',
    countryCode: customer.address?.countryCode ?? '',
  };
}

/**
 * Every field's first error. The current password is required to save
 * anything; a new password is optional, and once typed it follows the
 * policy and needs its confirmation. Company and VAT number are optional. The
 * address is optional as a whole, as the shop has it (an eSIM needs no postal
 * address; billing addresses are kept apart): once one of its fields is typed,
 * street, town and country are required, house number and zip code optional
 * (the zip's format depends on the country: the shop checks it).
 */
export function validateProfileForm(values: ProfileValues, countryCodes: readonly string[]): RuleErrors<ProfileField, AccountRuleError> {
  const changesPassword = values.newPassword !== '' || values.newPasswordConfirmation !== '';
  const hasAddress = [values.street, values.streetNumber, values.postcode, values.city, values.countryCode].some(
    (value) => value.trim() !== '',
  );
  return onlyErrors<ProfileField, AccountRuleError>({
    title: validateTitle(values.title),
    firstName: validateRequiredText(values.firstName, MAX_LENGTHS.name),
    lastName: validateRequiredText(values.lastName, MAX_LENGTHS.name),
    email: validateEmail(values.email),
    currentPassword: validateExistingPassword(values.currentPassword),
    newPassword: changesPassword ? validateNewPassword(values.newPassword) : null,
    newPasswordConfirmation: changesPassword ? validatePasswordConfirmation(values.newPassword, values.newPasswordConfirmation) : null,
    company: validateOptionalText(values.company, MAX_LENGTHS.customerCompany),
    vatNumber: validateOptionalText(values.vatNumber, MAX_LENGTHS.vatNumber),
    street: hasAddress ? validateRequiredText(values.street, MAX_LENGTHS.street) : null,
    streetNumber: validateOptionalText(values.streetNumber, MAX_LENGTHS.houseNumber),
    postcode: validateOptionalText(values.postcode, MAX_LENGTHS.postcode),
    city: hasAddress ? validateRequiredText(values.city, MAX_LENGTHS.city) : null,
    countryCode: hasAddress ? validateCountryCode(values.countryCode, countryCodes) : null,
  });
}

export function isProfileFormValid(values: ProfileValues, countryCodes: readonly string[]): boolean {
  return Object.keys(validateProfileForm(values, countryCodes)).length === 0;
}

/** The request of a valid form: trimmed texts, the passwords as typed ('' keeps the password). */
export function profileUpdateOf(values: ProfileValues, newsletter: boolean): ProfileUpdate {
  return {
    ...customerNamesOf(values, 'profileFormMachine'),
    currentPassword: values.currentPassword,
    newPassword: values.newPassword,
    company: values.company.trim(),
    vatNumber: values.vatNumber.trim(),
    address: {
      street: values.street.trim(),
      streetNumber: values.streetNumber.trim(),
      postcode: values.postcode.trim(),
      city: values.city.trim(),
      countryCode: values.countryCode.trim(),
    },
    newsletter,
  };
}
