export * from './card-payment.machine';
export * from './card-payment.selectors';
export * from './card-payment.types';
