// The Shop API resolves an ErrorResult union member (and translates its message) only for
// instances of the Shop base class, reached by its file path (see the checkout's CheckoutAddressError).
import { I18nError, LogLevel } from '@vendure/core';
import { ErrorResult } from '@vendure/core/dist/common/error/generated-graphql-shop-errors';

import { INVOICE_BUSY_KEY, RATE_LIMITED_KEY } from './account-messages';

export interface AccountFieldMessage {
  /** The form's field name (`address.postcode` for the profile's address). */
  field: string;
  message: string;
}

/** A form of the account with fields that break a rule: every one of them, translated. */
export class AccountInputError extends ErrorResult {
  override readonly __typename = 'AccountInputError';
  /** Vendure derives a type's code from its name (AccountInputError → ACCOUNT_INPUT_ERROR). */
  override readonly errorCode = 'ACCOUNT_INPUT_ERROR';
  /** An i18n key, replaced by the text in the request's language (account-messages.ts). */
  override message = 'ACCOUNT_INPUT_ERROR';

  constructor(readonly fieldErrors: AccountFieldMessage[]) {
    super();
  }
}

/** Spec §8 code 350: the current password given to save the profile is wrong. */
export class PasswordIncorrectError extends ErrorResult {
  override readonly __typename = 'PasswordIncorrectError';
  override readonly errorCode = 'PASSWORD_INCORRECT_ERROR';
  override message = 'PASSWORD_INCORRECT_ERROR';
}

/**
 * Too many login, registration or reset attempts (rate-limit-rule.ts). Thrown rather than returned,
 * so it also guards Vendure's own mutations whatever their result unions; the GraphQL error carries
 * `extensions.code = RATE_LIMITED` and the message in the request's language.
 */
export class RateLimitedError extends I18nError {
  constructor() {
    super(RATE_LIMITED_KEY, {}, 'RATE_LIMITED', LogLevel.Verbose);
  }
}

/** The invoice renderer is flooded or failed: nothing the caller did wrong, try again shortly (`extensions.code = INVOICE_BUSY`). */
export class InvoiceBusyError extends I18nError {
  constructor() {
    super(INVOICE_BUSY_KEY, {}, 'INVOICE_BUSY', LogLevel.Warn);
  }
}
