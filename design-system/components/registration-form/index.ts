export {
  RegistrationForm,
  type RegistrationFormErrors,
  type RegistrationFormField,
  type RegistrationFormLabels,
  type RegistrationFormProps,
  type RegistrationFormValues,
} from './registration-form';
export { RegistrationSent, type RegistrationSentLabels, type RegistrationSentProps } from './registration-sent';
export { registrationFormPairClassName, registrationSentClassName, registrationSentIconClassName } from './registration-form.variants';
