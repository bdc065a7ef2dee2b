export { savedAddressesMachine } from './saved-addresses.machine';
export {
  selectActionFailure,
  selectAddresses,
  selectBusy,
  selectEditor,
  selectIsBusy,
  selectListStatus,
  selectSessionEnded,
  type AddressEditorView,
} from './saved-addresses.selectors';
export {
  type AddressEditor,
  type CheckoutCountry,
  type DeleteAddressInput,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressesEvent,
  type SavedAddressesStatus,
} from './saved-addresses.types';
