export { InlineConfirmation, type InlineConfirmationProps } from './inline-confirmation';
export {
  inlineConfirmationDangerButtonClassName,
  inlineConfirmationVariants,
  type InlineConfirmationVariantProps,
} from './inline-confirmation.variants';
export { useFocusAfterClose } from './use-focus-after-close';
