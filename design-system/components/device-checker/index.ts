export { DeviceChecker, type DeviceCheckerProps } from './device-checker';
export {
  countModels,
  filterDevices,
  foldForSearch,
  matchesDevice,
  searchWords,
  type DeviceBrand,
  type DeviceMatchGroup,
  type DeviceQuery,
} from './device-checker.logic';
export { deviceCheckerStatusVariants, type DeviceCheckerStatusVariantProps } from './device-checker.variants';
