export {
  emptySavedAddressFormValues,
  SavedAddressForm,
  type SavedAddressFormErrors,
  type SavedAddressFormField,
  type SavedAddressFormProps,
  type SavedAddressFormValues,
} from './saved-address-form';
export { savedAddressFormPairClassName } from './saved-address-form.variants';
