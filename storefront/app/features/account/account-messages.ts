import type { IntlShape } from 'react-intl';

import type { AccountFailure, AccountFailureCode, AccountFieldError, AccountFieldRuleError } from '@shop/machines/forms/refusals';

import { codeText, type CodeMessageIds } from '../../lib/i18n/code-text';

/*
 * The account machines' codes (login, registration, profile, reset password, session, saved
 * addresses) in the shopper's language: one catalog message per code.
 */

/** Spec §5 for the rules; 350 'Password Incorrect' for the current password the shop refused. */
export const ACCOUNT_RULE_MESSAGE_IDS: CodeMessageIds<AccountFieldRuleError> = {
  required: 'form.required',
  email: 'validation.email',
  emailConfirmation: 'validation.emailConfirmation',
  passwordConfirmation: 'validation.passwordMatch',
  passwordLength: 'validation.passwordMin',
  max: 'validation.max',
  country: 'validation.country',
  passwordIncorrect: 'profile.error.passwordIncorrect',
};

/** Spec §8 where it has a text ('An error occured', the reset's own 'Error occured'...). */
export const ACCOUNT_FAILURE_MESSAGE_IDS: CodeMessageIds<{ code: AccountFailureCode }> = {
  invalidCredentials: 'login.error.invalidCredentials',
  notVerified: 'login.error.notVerified',
  registrationFailed: 'register.error.failed',
  passwordIncorrect: 'profile.error.passwordIncorrect',
  rateLimited: 'account.error.rateLimited',
  tokenInvalid: 'account.error.tokenInvalid',
  tokenExpired: 'account.error.tokenExpired',
  notLoggedIn: 'account.error.notLoggedIn',
  generic: 'account.error.generic',
  resetGeneric: 'reset.error',
};

/** A field's message: the rule's, or the server's own words. */
export function accountFieldErrorText(intl: IntlShape, error: AccountFieldError): string {
  return error.code === 'server' ? error.message : codeText(intl, ACCOUNT_RULE_MESSAGE_IDS, error);
}

/** Every shown field error as text, keyed like the form's fields. */
export function accountFieldErrorTexts<F extends string>(
  intl: IntlShape,
  errors: Readonly<Partial<Record<F, AccountFieldError>>>,
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const [field, error] of Object.entries(errors) as [F, AccountFieldError | undefined][]) {
    if (error) texts[field] = accountFieldErrorText(intl, error);
  }
  return texts;
}

/** A refused request (spec §8): the code's message, or the server's own text. */
export function accountFailureText(intl: IntlShape, failure: AccountFailure): string {
  return failure.code === 'server' ? failure.message : codeText(intl, ACCOUNT_FAILURE_MESSAGE_IDS, failure);
}
