export { PAYMENT_METHODS, PaymentMethodChoice, type PaymentMethod, type PaymentMethodChoiceProps } from './payment-method-choice';
export {
  paymentMethodOptionVariants,
  paymentMethodRadioClassName,
  type PaymentMethodOptionVariantProps,
} from './payment-method-choice.variants';
