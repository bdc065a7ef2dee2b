import type { IntlShape } from 'react-intl';

import type { CheckoutFieldError, CheckoutFormCode, CheckoutRuleError } from '@shop/machines/checkout';

import { codeText, type CodeMessageIds } from '../../lib/i18n/code-text';

/*
 * The billing form's codes (the checkout's, and a saved address's, which follows the same rules)
 * in the shopper's language: one catalog message per code.
 */

/** Spec §5, and its 'Is not a valid …' wording where it has no text. */
export const CHECKOUT_RULE_MESSAGE_IDS: CodeMessageIds<CheckoutRuleError> = {
  required: 'form.required',
  email: 'validation.email',
  emailConfirmation: 'validation.emailConfirmation',
  max: 'validation.max',
  zipCode: 'validation.zipCode',
  state: 'validation.state',
  disclaimer: 'validation.disclaimer',
};

/** Spec §4 'Please fill all the required fields before continuing'. */
export const CHECKOUT_FORM_MESSAGE_IDS: CodeMessageIds<{ code: CheckoutFormCode }> = {
  incomplete: 'validation.incomplete',
};

/** A field's message: the rule's (spec §5), or the server's own words. */
export function fieldErrorText(intl: IntlShape, error: CheckoutFieldError): string {
  return error.code === 'server' ? error.message : codeText(intl, CHECKOUT_RULE_MESSAGE_IDS, error);
}

export function formErrorText(intl: IntlShape, code: CheckoutFormCode): string {
  return codeText(intl, CHECKOUT_FORM_MESSAGE_IDS, { code });
}
