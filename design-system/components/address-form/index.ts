export { AddressForm, type AddressFormErrors, type AddressFormField, type AddressFormProps, type AddressFormValues } from './address-form';
export { addressFormMessageVariants, addressFormNameRowClassName, type AddressFormMessageVariantProps } from './address-form.variants';
