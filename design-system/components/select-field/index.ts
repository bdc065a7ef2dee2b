export { SelectField, type SelectFieldOption, type SelectFieldProps } from './select-field';
export * from './select-field.variants';
