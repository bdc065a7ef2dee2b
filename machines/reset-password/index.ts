export { resetPasswordMachine, resetFailureOf } from './reset-password.machine';
export {
  selectFailure,
  selectFieldErrors,
  selectIsBusy,
  selectTokenProblem,
  selectValues,
  selectView,
  type ResetPasswordSnapshot,
} from './reset-password.selectors';
export { validateNewPasswordForm, validateRequestForm } from './reset-password.rules';
export {
  NEW_PASSWORD_FIELDS,
  REQUEST_FIELDS,
  RESET_FIELDS,
  type ResetField,
  type ResetPasswordContext,
  type ResetPasswordEmitted,
  type ResetPasswordEvent,
  type ResetPasswordInput,
  type ResetPasswordMachineInput,
  type ResetPasswordTag,
  type ResetPasswordView,
  type ResetValues,
  type SetNewPasswordInput,
  type ShopLocale,
  type TokenProblem,
} from './reset-password.types';
