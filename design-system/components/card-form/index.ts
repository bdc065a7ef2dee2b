export { CARD_FIELDS, CardForm, type CardField, type CardFieldSlot, type CardFormErrors, type CardFormProps } from './card-form';
export { cardFieldTextStyle, type CardFieldTextStyle } from './card-form.field-style';
export { cardFieldBoxVariants, cardFormShortFieldsClassName, cardFormVariants, type CardFormVariantProps } from './card-form.variants';
