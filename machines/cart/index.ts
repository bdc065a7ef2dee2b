export * from './cart.machine';
export * from './cart.selectors';
export * from './cart.types';
export { cartBeforeStart } from './cart.before-start';
