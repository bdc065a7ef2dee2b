export {
  CARD_FIELDS,
  CardForm,
  type CardField,
  type CardFormErrors,
  type CardFormLabels,
  type CardFormProps,
  type CardFormValues,
} from './card-form';
export { CARD_NUMBER_MAX_DIGITS, CVV_DIGITS, detectCardBrand, formatCardNumber } from './card-form.format';
export {
  cardFormNumberInputClassName,
  cardFormShortFieldsClassName,
  cardFormVariants,
  type CardFormVariantProps,
} from './card-form.variants';
