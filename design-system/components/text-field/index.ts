export { TextField, type TextFieldProps } from './text-field';
export {
  fieldControlVariants,
  fieldLabelClassName,
  fieldMessageVariants,
  type FieldControlVariantProps,
  type FieldMessageVariantProps,
} from './text-field.variants';
