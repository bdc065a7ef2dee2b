export { FileInput, type ChosenFile, type FileInputProps } from './file-input';
export { formatSize } from './file-input.logic';
export {
  fileInputButtonClassName,
  fileInputFileClassName,
  fileInputZoneVariants,
  type FileInputZoneVariantProps,
} from './file-input.variants';
