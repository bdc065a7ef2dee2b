export {
  RegistrationForm,
  type RegistrationFormErrors,
  type RegistrationFormField,
  type RegistrationFormProps,
  type RegistrationFormValues,
} from './registration-form';
export { RegistrationSent, type RegistrationSentProps } from './registration-sent';
