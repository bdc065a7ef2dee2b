export * from './apple-pay.machine';
export * from './apple-pay.session';
export * from './apple-pay.selectors';
export * from './apple-pay.failures';
export * from './apple-pay.types';
