/**
 * What an account form's field shows (login, registration, profile, both
 * halves of the reset): the account rules' errors, spec 350 'Password
 * Incorrect' (`passwordIncorrect`), or the server's own text. How errors show
 * is every form's (`machines/forms/form-fields.ts`).
 */
import type { FieldError, FieldErrors, RuleError } from '../forms/form-fields';
import type { AccountRuleError } from './account-validation';

/** The rules' errors, and the shop refusing the current password (spec 350). */
export type AccountFieldRuleError = AccountRuleError | RuleError<'passwordIncorrect'>;

export type AccountFieldError = FieldError<AccountFieldRuleError>;

export type AccountFieldErrors<F extends string> = FieldErrors<F, AccountFieldRuleError>;
