export * from './wallet-payment.machine';
export * from './wallet-payment.selectors';
export * from './wallet-payment.failures';
export * from './wallet-payment.types';
// One delay for every payment way's confirmation before thank-you; the host waits it too.
export { THANK_YOU_REDIRECT_MS } from '../thank-you/thank-you';
