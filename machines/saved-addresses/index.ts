export { savedAddressesMachine, savedAddressFailureOf } from './saved-addresses.machine';
export { createSavedAddressesMachine, type SavedAddressesMachineDeps } from './saved-addresses.wiring';
export {
  selectActionFailure,
  selectAddresses,
  selectBusy,
  selectEditor,
  selectIsBusy,
  selectListStatus,
  selectLoadFailure,
  selectSessionEnded,
  type AddressEditorView,
  type AddressFieldError,
  type AddressFieldErrors,
  type SavedAddressesSnapshot,
} from './saved-addresses.selectors';
export {
  addressValuesOf,
  isAddressValid,
  makeDefaultInputOf,
  newAddressValues,
  saveAddressInputOf,
  validateAddress,
  type AddressRuleErrors,
} from './saved-addresses.rules';
export {
  ADDRESS_FIELDS,
  type AddressBusy,
  type AddressEditor,
  type AddressField,
  type AddressValues,
  type CheckoutCountry,
  type DeleteAddressInput,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressesContext,
  type SavedAddressesEvent,
  type SavedAddressesInput,
  type SavedAddressesStatus,
  type SavedAddressesTag,
} from './saved-addresses.types';
