export { AddressForm, type AddressFormErrors, type AddressFormField, type AddressFormProps, type AddressFormValues } from './address-form';
export { addressFormNameRowClassName } from './address-form.variants';
