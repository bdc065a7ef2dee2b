/*
 * The card gateway port: what the shop needs from a card provider. CARD_PROVIDER chooses the
 * adapter (card-gateways.ts): the sandbox acquirer (sandbox-card-gateway.ts, the default) or
 * Stripe (stripe-card-gateway.ts). A provider's browser side (its hosted fields, its 3-D Secure
 * page) stays the provider's: the shop receives a token, sends the shopper to `challenge.url`, and
 * believes only what the provider answers server to server. Amounts are minor units (Vendure's
 * integers). docs/architecture.md "A card provider" says what a next adapter implements.
 */

export type GatewayPaymentStatus = 'processing' | 'requires_challenge' | 'succeeded' | 'declined';

interface GatewayChallenge {
  /** What the shopper's challenge is addressed by. */
  id: string;
  /**
   * The provider's own page for the challenge (Stripe's `next_action.redirect_to_url.url`); absent
   * for the sandbox, whose challenge page is the storefront's test simulator (spec §2).
   */
  url?: string;
}

export interface GatewayPayment {
  id: string;
  status: GatewayPaymentStatus;
  orderCode: string;
  amount: number;
  currency: string;
  brand: string;
  last4: string;
  /** The paying card's fingerprint (GatewayCard's), when the gateway gives one. */
  cardFingerprint?: string;
  /** ISO 3166-1 alpha-2 of the card's issuer, when the gateway reports it (Stripe's `card.country`): evidence of the customer's country. */
  cardCountry?: string;
  refundedAmount: number;
  /** The gateway's reason code (card_declined, insufficient_funds…); the shop words it itself. */
  declineReason?: string;
  challenge?: GatewayChallenge;
}

/** EMV 3-D Secure browser data (spec §7 card debit). */
export interface BrowserInfo {
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  timezoneOffset: number;
  userAgent?: string;
}

/** Who pays: taken from the order (email, billing address), never from the card form. */
export interface PayerDetails {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  postcode: string | null;
  city: string;
  countryCode: string;
  phone: string | null;
}

export interface CreatePaymentInput {
  token: string;
  amount: number;
  currency: string;
  orderCode: string;
  browser: BrowserInfo;
  customer: PayerDetails;
  /** Where the challenge page sends the shopper back to. */
  returnUrl: string;
}

/**
 * What the shopper's browser came back to the return page with (spec §2 `/{lang}/payment/{provider}.html`):
 * the sandbox's md, paRes and cres, Stripe's payment_intent and redirect_status. Only ever passed on
 * to the provider, which alone decides what they mean.
 */
export type ChallengeReturn = Readonly<Record<string, string>>;

export interface GatewayRefund {
  id: string;
  paymentId: string;
  amount: number;
}

/**
 * The card a token stands for, as the gateway describes it without charging anything (Stripe:
 * `GET /v1/payment_methods/:id`). The fingerprint is the gateway's (Stripe's
 * `card.fingerprint`): the same card number gives the same value whatever the token, so the shop
 * can count one card's declines without ever holding its number.
 */
export interface GatewayCard {
  brand: string;
  last4: string;
  fingerprint: string;
}

export interface CardGateway {
  /** The card behind a token, before it is charged; undefined for a token the gateway does not know (or no longer). */
  cardOfToken(token: string): Promise<GatewayCard | undefined>;
  /** One payment per idempotency key: a retry with the same key answers the first payment. */
  createPayment(input: CreatePaymentInput, idempotencyKey: string): Promise<GatewayPayment>;
  /**
   * Server-to-server check of the challenge result; the payment's final status. A result the
   * gateway did not issue for this payment (made up or altered in the browser) changes nothing:
   * the payment is answered as it is, still `requires_challenge`.
   */
  verifyChallenge(paymentId: string, returned: ChallengeReturn): Promise<GatewayPayment>;
  refund(paymentId: string, options: { amount?: number; idempotencyKey: string }): Promise<GatewayRefund>;
  getPayment(paymentId: string): Promise<GatewayPayment>;
  /** What became of a create whose answer never arrived (timeout); undefined when none was made. */
  findPaymentByIdempotencyKey(idempotencyKey: string): Promise<GatewayPayment | undefined>;
  /**
   * Apple Pay merchant validation, made by the gateway for the shop (it holds the Apple Pay
   * merchant identity): the merchant session the browser completes its validation with, as Apple
   * shaped it. Opaque to the shop: passed on unchanged.
   */
  createApplePaySession?(input: ApplePaySessionInput): Promise<Record<string, unknown>>;
  /**
   * An Apple Pay payment token (from the browser's sheet) exchanged, once, for a card token
   * `createPayment` charges. Both Apple Pay methods are absent for a provider whose own browser
   * script runs the wallets and hands the page a card token (Stripe's Payment Request button).
   */
  exchangeApplePayToken?(paymentToken: unknown): Promise<GatewayCardToken>;
}

export interface ApplePaySessionInput {
  /** The URL Apple's JS gave the page (`onvalidatemerchant`); the gateway accepts only Apple's. */
  validationUrl: string;
  /** The storefront's host name, as registered for Apple Pay. */
  domain: string;
  /** The merchant name on the payment sheet. */
  displayName: string;
}

export interface GatewayCardToken {
  token: string;
  last4: string;
  brand: string;
}

/** The gateway did not answer within the configured time: the outcome is unknown. */
export class CardGatewayTimeoutError extends Error {
  override readonly name = 'CardGatewayTimeoutError';
}

/** The gateway could not be reached or failed (network, 5xx, an answer we cannot read). */
export class CardGatewayUnavailableError extends Error {
  override readonly name = 'CardGatewayUnavailableError';
}

/** The gateway refused the request itself (4xx): `code` is its machine-readable reason. */
export class CardGatewayRequestError extends Error {
  override readonly name = 'CardGatewayRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
