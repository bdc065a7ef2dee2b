export * from './promises-bar';
export { promiseBadgeVariants, type PromisesBarLayout } from './promises-bar.variants';
