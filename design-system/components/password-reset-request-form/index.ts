export {
  PasswordResetRequestForm,
  type PasswordResetRequestErrors,
  type PasswordResetRequestField,
  type PasswordResetRequestValues,
  type PasswordResetRequestFormProps,
} from './password-reset-request-form';
