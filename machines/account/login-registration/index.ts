export { loginFormMachine } from './login-form.machine';
export { registrationFormMachine } from './registration-form.machine';
export * from './account-forms.selectors';
export { type Customer, type LoginCredentials, type Registration } from './account-forms.types';
