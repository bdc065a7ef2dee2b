export * from './loading-bar.machine';
export * from './loading-bar.selectors';
export * from './loading-bar.types';
export { loadingBarBeforeStart } from './loading-bar.before-start';
