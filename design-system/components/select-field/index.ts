export { SelectField, type SelectFieldOption, type SelectFieldProps } from './select-field';
export { selectFieldControlClassName } from './select-field.variants';
