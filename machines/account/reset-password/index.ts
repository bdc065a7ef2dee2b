export { resetPasswordMachine } from './reset-password.machine';
export * from './reset-password.selectors';
export { type ResetPasswordInput, type SetNewPasswordInput, type ShopLocale } from './reset-password.types';
