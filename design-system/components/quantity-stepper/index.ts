export { DEFAULT_MAX_QUANTITY, QuantityStepper, type QuantityStepperProps } from './quantity-stepper';
export { quantityStepperButtonClassName, quantityStepperVariants, type QuantityStepperVariantProps } from './quantity-stepper.variants';
