export { PasswordField, type PasswordFieldProps } from './password-field';
export { type PersonTitle } from '../form-parts/form-parts';
export {
  accountFormMessageVariants,
  passwordFieldInputClassName,
  passwordFieldToggleClassName,
  type AccountFormMessageVariantProps,
} from './password-field.variants';
