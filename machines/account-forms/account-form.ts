/**
 * What an account form's field shows (login, registration, profile, both
 * halves of the reset): the account rules' keys, spec 350 'Password
 * Incorrect', or the server's own text. How errors show is every form's
 * (`machines/forms/form-fields.ts`).
 */
import type { FieldError, FieldErrors } from '../forms/form-fields';
import type { AccountRuleCode } from './account-validation';

export type AccountFieldError = FieldError<AccountRuleCode | 'passwordIncorrect'>;

export type AccountFieldErrors<F extends string> = FieldErrors<F, AccountRuleCode | 'passwordIncorrect'>;
