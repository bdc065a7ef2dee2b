/** The reset's rules (spec §5, issue 5 password policy). Pure: the machine, its selectors and the tests share them. */
import {
  onlyErrors,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  type AccountRuleCode,
} from '../account-forms/account-validation';
import type { ResetField, ResetValues } from './reset-password.types';

export type ResetRuleErrors = Readonly<Partial<Record<ResetField, AccountRuleCode>>>;

export function validateRequestForm(values: ResetValues): ResetRuleErrors {
  return onlyErrors<'email'>({ email: validateEmail(values.email) });
}

export function validateNewPasswordForm(values: ResetValues): ResetRuleErrors {
  return onlyErrors<'newPassword' | 'newPasswordConfirmation'>({
    newPassword: validateNewPassword(values.newPassword),
    newPasswordConfirmation: validatePasswordConfirmation(values.newPassword, values.newPasswordConfirmation),
  });
}
