export {
  SavedAddresses,
  type SavedAddressesBusy,
  type SavedAddressesProps,
  type SavedAddressesStatus,
  type SavedAddressView,
} from './saved-addresses';
export { countryName, savedAddressLines, type SavedAddressFields } from './saved-addresses.format';
export {
  savedAddressActionClassName,
  savedAddressCardClassName,
  savedAddressDefaultBadgeClassName,
  savedAddressSkeletonClassName,
} from './saved-addresses.variants';
