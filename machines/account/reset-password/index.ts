export { resetPasswordMachine } from './reset-password.machine';
export { selectFailure, selectFieldErrors, selectIsBusy, selectValues, selectView } from './reset-password.selectors';
export { type ResetPasswordInput, type SetNewPasswordInput, type ShopLocale } from './reset-password.types';
