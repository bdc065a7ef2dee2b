/**
 * The billing form's rules (spec §3 "Checkout form", "Country"; §5 messages and the disclaimer):
 * the shared email and address rules (`machines/forms/`) and the checkout's own disclaimer.
 * Pure: the machine, its selectors and the tests share them.
 */
import { validateAddressFields, type AddressRuleError } from '../forms/address-rules';
import { onlyErrors, type RuleError, type RuleErrors } from '../forms/form-fields';
import { validateEmail, validateEmailConfirmation } from '../forms/rules';
import type { CheckoutCountry, CheckoutForm, CheckoutFormField } from './checkout.types';

/** What a field can be wrong with; the storefront says it (`storefront/app/features/forms/address-messages.ts`). */
export type CheckoutRuleError = AddressRuleError | RuleError<'email' | 'emailConfirmation' | 'disclaimer'>;

/** What the whole form can be wrong with (spec §4), shown above or under the continue button. */
export type CheckoutFormCode = 'incomplete';

export type CheckoutFieldRuleErrors = RuleErrors<CheckoutFormField, CheckoutRuleError>;

/** Spec §5: the device is eSIM compatible and unlocked, and there is no refund otherwise. */
export function validateDisclaimer(accepted: boolean): CheckoutRuleError | null {
  return accepted ? null : { code: 'disclaimer' };
}

/** Every field's first error, whether or not it is shown yet (the selectors decide that). */
export function validateCheckoutForm(form: CheckoutForm, countries: readonly CheckoutCountry[]): CheckoutFieldRuleErrors {
  const { values } = form;
  return {
    ...onlyErrors<'email' | 'emailConfirmation', CheckoutRuleError>({
      email: validateEmail(values.email),
      emailConfirmation: validateEmailConfirmation(values.email, values.emailConfirmation),
    }),
    ...validateAddressFields(values, countries),
    ...onlyErrors<'disclaimer', CheckoutRuleError>({ disclaimer: validateDisclaimer(form.disclaimerAccepted) }),
  };
}

export function isCheckoutFormValid(form: CheckoutForm, countries: readonly CheckoutCountry[]): boolean {
  return Object.keys(validateCheckoutForm(form, countries)).length === 0;
}
