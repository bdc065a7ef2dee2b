export { loadingBarMachine, progressAt } from './loading-bar.machine';
export { selectHasFailed, selectIsVisible, selectProgress, type LoadingBarSnapshot } from './loading-bar.selectors';
export {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  LOADING_BAR_TICK_MS,
  LOADING_BAR_TRICKLE_MAX,
  type LoadingBarContext,
  type LoadingBarEvent,
  type LoadingBarInput,
  type LoadingBarTag,
} from './loading-bar.types';
export { loadingBarBeforeStart } from './loading-bar.before-start';
