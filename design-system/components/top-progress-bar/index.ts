export { TopProgressBar, type TopProgressBarProps, type TopProgressBarState } from './top-progress-bar';
export { topProgressBarFillVariants, topProgressBarVariants, type TopProgressBarVariantProps } from './top-progress-bar.variants';
