export {
  PasswordResetRequestForm,
  type PasswordResetRequestErrors,
  type PasswordResetRequestField,
  type PasswordResetRequestValues,
  type PasswordResetRequestFormProps,
} from './password-reset-request-form';
export { passwordResetSentClassName } from './password-reset-request-form.variants';
