/** The PaymentMethod's code and its handler's: PayPal, whether the simulator, PayPal's sandbox or live. */
export const WALLET_PAYMENT_METHOD_CODE = 'paypal-wallet';

/** Nest injection tokens: the wallet gateway port and the plugin's settings. */
export const WALLET_GATEWAY = Symbol('WALLET_GATEWAY');
export const WALLET_PAYMENT_SETTINGS = Symbol('WALLET_PAYMENT_SETTINGS');
