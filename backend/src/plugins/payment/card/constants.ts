/** The PaymentMethod's code and its handler's: one card method, whatever gateway is behind it. */
export const CARD_PAYMENT_METHOD_CODE = 'card-sandbox';

/** The card providers CARD_PROVIDER chooses from; each is also its route name in `/{lang}/payment/{provider}.html` (spec §2). */
export const CARD_PROVIDERS = ['sandbox', 'stripe'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** Nest injection tokens: the gateway port and the plugin's settings. */
export const CARD_GATEWAY = Symbol('CARD_GATEWAY');
export const CARD_PAYMENT_SETTINGS = Symbol('CARD_PAYMENT_SETTINGS');

/**
 * The payment state of a debit whose 3-D Secure challenge is still open: not Authorized (that
 * would move the order to PaymentAuthorized on the browser's way back) and not Created (Vendure
 * cannot create a payment in the state it starts from). See challenge-payment-process.ts.
 */
export const AWAITING_CHALLENGE = 'AwaitingChallenge';
