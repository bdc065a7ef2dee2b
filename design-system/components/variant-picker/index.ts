export { VariantPicker, type VariantPickerProps } from './variant-picker';
export {
  axisOptions,
  compareByLeadingNumber,
  findVariant,
  leadingNumber,
  optionStates,
  selectOption,
  selectionFromVariantId,
  type AxisOptionState,
  type PlanVariant,
  type VariantAxis,
  type VariantOptionValue,
  type VariantSelection,
} from './variant-picker.logic';
export { variantOptionVariants, type VariantOptionVariantProps } from './variant-picker.variants';
