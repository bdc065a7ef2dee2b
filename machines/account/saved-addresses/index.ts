export { savedAddressesMachine } from './saved-addresses.machine';
export * from './saved-addresses.selectors';
export {
  type AddressEditor,
  type CheckoutCountry,
  type DeleteAddressInput,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressesEvent,
  type SavedAddressesStatus,
} from './saved-addresses.types';
