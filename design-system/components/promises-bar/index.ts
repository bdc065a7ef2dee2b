export { PromisesBar, type PromiseIconName, type PromiseItem, type PromisesBarProps } from './promises-bar';
export { promiseBadgeVariants, type PromisesBarLayout } from './promises-bar.variants';
