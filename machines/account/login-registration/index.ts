export { loginFormMachine } from './login-form.machine';
export { registrationFormMachine } from './registration-form.machine';
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
} from './account-forms.selectors';
export { type Customer, type LoginCredentials, type Registration } from './account-forms.types';
