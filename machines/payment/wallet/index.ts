export * from './wallet-payment.machine';
export * from './wallet-payment.selectors';
export * from './wallet-payment.failures';
export * from './wallet-payment.types';
