export { PasswordField, type PasswordFieldProps } from './password-field';
export { type PersonTitle } from '../form-parts/form-parts';
export { passwordFieldInputClassName, passwordFieldToggleClassName } from './password-field.variants';
