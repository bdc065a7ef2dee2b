export { loginFormMachine, loginCredentialsOf, loginFailureOf, validateLoginForm } from './login-form.machine';
export {
  EMPTY_REGISTRATION_VALUES,
  registrationFailureOf,
  registrationFormMachine,
  registrationOf,
  validateRegistrationForm,
} from './registration-form.machine';
export {
  selectIsLoggedIn,
  selectIsLoggingIn,
  selectIsRegistering,
  selectLoginFailure,
  selectLoginFieldErrors,
  selectLoginValues,
  selectNewsletter,
  selectRegisteredEmail,
  selectRegistrationFailure,
  selectRegistrationFieldErrors,
  selectRegistrationValues,
  selectRememberMe,
  type LoginFormSnapshot,
  type RegistrationFormSnapshot,
} from './account-forms.selectors';
export {
  ACCOUNT_MAX_LENGTHS,
  CUSTOMER_TITLES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  isCustomerTitle,
  isValidEmail,
  type AccountRuleCode,
  type AccountRuleError,
  type CustomerTitle,
} from './account-validation';
export {
  accountErrorCodeOf,
  accountFailureOf,
  type AccountErrorCode,
  type AccountFailure,
  type AccountFailureCode,
} from './account-failures';
export type { AccountFieldError, AccountFieldErrors, AccountFieldRuleError } from './account-form';
export {
  LOGIN_FIELDS,
  REGISTRATION_TEXT_FIELDS,
  type AccountFormTag,
  type Customer,
  type LoginContext,
  type LoginCredentials,
  type LoginEmitted,
  type LoginEvent,
  type LoginField,
  type LoginInput,
  type LoginValues,
  type Registration,
  type RegistrationContext,
  type RegistrationEmitted,
  type RegistrationEvent,
  type RegistrationField,
  type RegistrationValues,
} from './account-forms.types';
