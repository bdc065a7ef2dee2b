export { LoginForm, type LoginFormErrors, type LoginFormField, type LoginFormProps, type LoginFormValues } from './login-form';
