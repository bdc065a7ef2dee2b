export * from './password-field';
export { type PersonTitle } from '../form-parts/form-parts';
export * from './password-field.variants';
