/** The reset's rules (spec §5, issue 5 password policy). Pure: the machine, its selectors and the tests share them. */
import { validateEmail, validateNewPassword, validatePasswordConfirmation, type AccountRuleError } from '../../forms/rules';
import { onlyErrors, type RuleErrors } from '../../forms/form-fields';
import type { ResetField, ResetValues } from './reset-password.types';

export type ResetRuleErrors = RuleErrors<ResetField, AccountRuleError>;

export function validateRequestForm(values: ResetValues): ResetRuleErrors {
  return onlyErrors<'email', AccountRuleError>({ email: validateEmail(values.email) });
}

export function validateNewPasswordForm(values: ResetValues): ResetRuleErrors {
  return onlyErrors<'newPassword' | 'newPasswordConfirmation', AccountRuleError>({
    newPassword: validateNewPassword(values.newPassword),
    newPasswordConfirmation: validatePasswordConfirmation(values.newPassword, values.newPasswordConfirmation),
  });
}
