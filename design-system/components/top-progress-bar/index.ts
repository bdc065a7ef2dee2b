export { TopProgressBar, type TopProgressBarProps, type TopProgressBarState } from './top-progress-bar';
export * from './top-progress-bar.variants';
