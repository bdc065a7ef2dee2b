import { z } from '../zod';

/**
 * The card payment of spec §4 and §7 ("card payment config and token", "card debit",
 * "card 3-D Secure finish"), as docs/architecture.md "A card payment" shapes it: the browser sends the
 * card straight to the gateway's own origin and gets a token; the shop only ever sees the token.
 */

/** Spec §7 "card payment config": where the browser tokenizes, and which gateway answers. */
export const cardPaymentConfigSchema = z.object({
  /** The card provider's route name, used in `/{lang}/payment/{provider}.html` (spec §2). */
  provider: z.string(),
  /** The gateway's own origin for tokenization, e.g. `http://127.0.0.1:3002` (never the shop's). */
  tokenizationUrl: z.url(),
  /** Public key the gateway expects with a tokenization request. */
  publicKey: z.string(),
  /** True only for the sandbox acquirer: the storefront may then show `/{lang}/test-simulator`. */
  sandbox: z.boolean(),
});

/** What tokenization answers (from the gateway's origin, validated like any answer). */
export const cardTokenSchema = z.object({
  token: z.string(),
  /** Safe to show: "•••• 4242". */
  last4: z.string().length(4),
  brand: z.enum(['visa', 'mastercard', 'amex', 'discover', 'unknown']),
});

/** Spec §7 card debit: the browser's 3-D Secure data (EMV 3DS "browser info"). */
export const browserInfoSchema = z.object({
  language: z.string(),
  colorDepth: z.number().int(),
  screenHeight: z.number().int(),
  screenWidth: z.number().int(),
  /** `new Date().getTimezoneOffset()`, minutes. */
  timezoneOffset: z.number().int(),
  userAgent: z.string().optional(),
});

/** The debit's answer: paid at once, a challenge to complete, or refused. */
export const cardDebitResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), orderCode: z.string(), transactionRef: z.string() }),
  z.object({
    status: z.literal('challenge'),
    transactionRef: z.string(),
    /** Where the shopper completes 3-D Secure (the sandbox: `/{lang}/test-simulator?...`). */
    challengeUrl: z.string(),
  }),
  z.object({
    status: z.literal('declined'),
    transactionRef: z.string().nullable(),
    message: z.string(),
    /** Why, for code (the message is for people): card_declined, insufficient_funds, authentication_failed, challenge_abandoned, processing_timeout, invalid_token, verification_failed, order_changed, replaced, too_many_declines (refused by the shop before the gateway: card testing). */
    declineCode: z.string().optional(),
  }),
]);

/** Spec §7 "card 3-D Secure finish": the values the challenge page returns with. */
export const cardFinishInputSchema = z.object({
  transactionRef: z.string(),
  md: z.string(),
  paRes: z.string(),
  cres: z.string(),
});

export const cardFinishResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded'), orderCode: z.string() }),
  z.object({ status: z.literal('declined'), message: z.string(), declineCode: z.string().optional() }),
]);

/**
 * What the browser sends the shop for a debit: the token and its own 3-D Secure data. Strict, so
 * that no card field (number, expiry, CVV) and no amount can ride along: the shop computes the
 * amount from the order, and the payer's name, email and address from the checkout.
 */
export const cardDebitInputSchema = z.strictObject({
  token: z.string().min(1),
  browser: browserInfoSchema.strict(),
  customer: z.strictObject({ phone: z.string().optional() }).optional(),
});

/** A refusal from the gateway's own origin (spec §8 "Payment calls: the error field of the response is raised"). */
export const gatewayErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  /** Tokenization only: the card field in error (cardNumber, expiry or cvv). */
  field: z.string().optional(),
});

/** The sandbox's challenge as the storefront's `/{lang}/test-simulator` page shows it. */
export const sandboxChallengeSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'completed']),
  merchantName: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  brand: cardTokenSchema.shape.brand,
  last4: z.string().length(4),
});

export const SANDBOX_CHALLENGE_OUTCOMES = ['approve', 'decline', 'abandon'] as const;
export type SandboxChallengeOutcome = (typeof SANDBOX_CHALLENGE_OUTCOMES)[number];

/** The shopper's answer on the challenge page: what to return to `/{lang}/payment/{provider}.html` with. */
export const sandboxChallengeResultSchema = z.object({
  md: z.string(),
  paRes: z.string(),
  cres: z.string(),
  returnUrl: z.url(),
});

export type CardPaymentConfig = z.infer<typeof cardPaymentConfigSchema>;
export type CardToken = z.infer<typeof cardTokenSchema>;
export type BrowserInfo = z.infer<typeof browserInfoSchema>;
export type CardDebitResult = z.infer<typeof cardDebitResultSchema>;
export type CardFinishInput = z.infer<typeof cardFinishInputSchema>;
export type CardFinishResult = z.infer<typeof cardFinishResultSchema>;
export type CardDebitInput = z.infer<typeof cardDebitInputSchema>;
export type SandboxChallenge = z.infer<typeof sandboxChallengeSchema>;
export type SandboxChallengeResult = z.infer<typeof sandboxChallengeResultSchema>;

/** Apple Pay's `onvalidatemerchant`: the URL Apple's JS gave the page (the gateway accepts only Apple's). */
export const applePayMerchantSessionInputSchema = z.object({ validationUrl: z.url({ protocol: /^https?$/ }) });
export type ApplePayMerchantSessionInput = z.infer<typeof applePayMerchantSessionInputSchema>;

/** Apple Pay's `onpaymentauthorized`: the sheet's payment token (opaque, checked by the gateway) and the browser's data. */
export const applePayPaymentInputSchema = z.object({
  paymentToken: z.record(z.string(), z.unknown()),
  browser: browserInfoSchema,
});
export type ApplePayPaymentInput = z.infer<typeof applePayPaymentInputSchema>;
