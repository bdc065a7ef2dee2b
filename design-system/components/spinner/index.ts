export { Spinner, type SpinnerProps } from './spinner';
export { spinnerVariants, type SpinnerVariantProps } from './spinner.variants';
