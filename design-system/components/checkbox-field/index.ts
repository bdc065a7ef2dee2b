export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { checkboxFieldBoxVariants, checkboxFieldLabelClassName, type CheckboxFieldBoxVariantProps } from './checkbox-field.variants';
