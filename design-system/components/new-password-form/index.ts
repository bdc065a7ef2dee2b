export {
  NewPasswordForm,
  type NewPasswordFormErrors,
  type NewPasswordFormField,
  type NewPasswordFormProps,
  type NewPasswordFormStatus,
  type NewPasswordFormValues,
} from './new-password-form';
