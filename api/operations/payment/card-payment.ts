import type { CallOptions, ShopClient } from '../../client';
import { ShopError, parsed } from '../../errors';
import { graphql, requestTyped, type ResultOf } from '../../graphql';
import { z } from '../../zod';
import { validInput } from '../operation-input';
import { requestPayment } from './payment-request';

/*
 * Spec §4 card payment and §7 card calls, as docs/architecture.md "A card payment" shapes them.
 * The card itself is typed into the gateway's hosted fields and tokenized there
 * (`card-hosted-fields.ts`): no code of the shop ever holds it. The shop receives the token and
 * the browser's 3-D Secure data, never a card field and never an amount (the backend takes the
 * order's total).
 */

const CONFIG_DOCUMENT = graphql(`
  query CardPaymentConfig {
    cardPaymentConfig { provider tokenizationUrl publicKey sandbox }
  }
`);

const DEBIT_DOCUMENT = graphql(`
  mutation DebitCard($input: DebitCardInput!) {
    debitCard(input: $input) { status orderCode transactionRef challengeUrl message declineCode }
  }
`);

const FINISH_DOCUMENT = graphql(`
  mutation FinishCardPayment($input: FinishCardPaymentInput!) {
    finishCardPayment(input: $input) { status orderCode message declineCode }
  }
`);

const APPLE_PAY_SESSION_DOCUMENT = graphql(`
  mutation ApplePayMerchantSession($input: ApplePayMerchantSessionInput!) {
    applePayMerchantSession(input: $input)
  }
`);

const APPLE_PAY_DOCUMENT = graphql(`
  mutation PayWithApplePay($input: PayWithApplePayInput!) {
    payWithApplePay(input: $input) { status orderCode transactionRef challengeUrl message declineCode }
  }
`);

/**
 * Spec §7 "card payment config": where the browser tokenizes, and which gateway answers.
 * `provider` is the card provider's route name (`/{lang}/payment/{provider}.html`, spec §2);
 * `tokenizationUrl` the gateway's own origin (never the shop's); `publicKey` what the gateway
 * expects with a tokenization; `sandbox` true only for the sandbox acquirer (the storefront then
 * serves `/{lang}/test-simulator`).
 */
export type CardPaymentConfig = ResultOf<typeof CONFIG_DOCUMENT>['cardPaymentConfig'];

/** Spec §7 card debit: the browser's 3-D Secure data (EMV 3DS "browser info"). */
const browserInfoSchema = z.object({
  language: z.string(),
  colorDepth: z.number().int(),
  screenHeight: z.number().int(),
  screenWidth: z.number().int(),
  /** `new Date().getTimezoneOffset()`, minutes. */
  timezoneOffset: z.number().int(),
  userAgent: z.string().optional(),
});
export type BrowserInfo = z.infer<typeof browserInfoSchema>;

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
export type CardDebitInput = z.infer<typeof cardDebitInputSchema>;

/** Spec §7 "card 3-D Secure finish": the values the challenge page returns with. */
/**
 * What the return page received: the sandbox's md, paRes and cres, or another provider's query
 * parameters (Stripe: payment_intent, payment_intent_client_secret, redirect_status).
 */
const cardFinishInputSchema = z.object({
  transactionRef: z.string(),
  md: z.string().optional(),
  paRes: z.string().optional(),
  cres: z.string().optional(),
  returnParameters: z.record(z.string().max(64), z.string().max(16_384)).optional(),
});
export type CardFinishInput = z.infer<typeof cardFinishInputSchema>;

/** Apple Pay's `onvalidatemerchant`: the URL Apple's JS gave the page (the gateway accepts only Apple's). */
const applePayMerchantSessionInputSchema = z.object({ validationUrl: z.url({ protocol: /^https?$/ }) });
export type ApplePayMerchantSessionInput = z.infer<typeof applePayMerchantSessionInputSchema>;

/** Apple Pay's `onpaymentauthorized`: the sheet's payment token (opaque, checked by the gateway) and the browser's data. */
const applePayPaymentInputSchema = z.object({
  paymentToken: z.record(z.string(), z.unknown()),
  browser: browserInfoSchema,
});
export type ApplePayPaymentInput = z.infer<typeof applePayPaymentInputSchema>;

/**
 * The debit's answer: paid at once, a challenge to complete (the shopper goes to `challengeUrl`:
 * the sandbox's `/{lang}/test-simulator?...`), or refused. `declineCode` says why, for code (the
 * message is for people): card_declined, insufficient_funds, authentication_failed,
 * challenge_abandoned, processing_timeout, invalid_token, verification_failed, order_changed,
 * replaced, too_many_declines (refused by the shop before the gateway: card testing).
 */
export type CardDebitResult =
  | { status: 'succeeded'; orderCode: string; transactionRef: string }
  | { status: 'challenge'; transactionRef: string; challengeUrl: string }
  | { status: 'declined'; transactionRef: string | null; message: string; declineCode?: string };

export type CardFinishResult = { status: 'succeeded'; orderCode: string } | { status: 'declined'; message: string; declineCode?: string };

/** The backend's card error codes, as the statuses callers branch on (spec §8: status from the error). */
const STATUS_BY_CARD_CODE: Record<string, number> = {
  NO_ACTIVE_ORDER: 409,
  CARD_PAYMENT_NOT_READY: 409,
  CARD_PAYMENT_IN_PROGRESS: 409,
  CARD_GATEWAY_TIMEOUT: 504,
  CARD_GATEWAY_UNAVAILABLE: 503,
  FORBIDDEN: 403,
  APPLE_PAY_VALIDATION_FAILED: 402,
};

/** An answer whose status lacks the fields that status promises: the schema's one object cannot say which it sets. */
function incomplete(operation: string, status: string): ShopError {
  return new ShopError(operation, { kind: 'schema', issues: [`${status}: a field its status needs is null`] });
}

/** GraphQL answers one object whose fields depend on `status`: the fields of its status, nulls of the others dropped. */
function toDebitResult(operation: string, answer: ResultOf<typeof DEBIT_DOCUMENT>['debitCard']): CardDebitResult {
  const { status, orderCode, transactionRef, challengeUrl, message, declineCode } = answer;
  if (status === 'succeeded' && orderCode !== null && transactionRef !== null) return { status, orderCode, transactionRef };
  if (status === 'challenge' && transactionRef !== null && challengeUrl !== null) return { status, transactionRef, challengeUrl };
  if (status === 'declined' && message !== null) return { status, transactionRef, message, ...(declineCode ? { declineCode } : {}) };
  throw incomplete(operation, status);
}

function toFinishResult(operation: string, answer: ResultOf<typeof FINISH_DOCUMENT>['finishCardPayment']): CardFinishResult {
  const { status, orderCode, message, declineCode } = answer;
  if (status === 'succeeded' && orderCode !== null) return { status, orderCode };
  if (status === 'declined' && message !== null) return { status, message, ...(declineCode ? { declineCode } : {}) };
  throw incomplete(operation, status);
}

/** Spec §7 "card payment config": the gateway's origin (its hosted fields) and the public key they take. */
export async function getCardPaymentConfig(client: ShopClient, options: CallOptions = {}): Promise<CardPaymentConfig> {
  const { cardPaymentConfig } = await requestTyped(client, 'getCardPaymentConfig', CONFIG_DOCUMENT, {}, options);
  // The schema says String: the page frames the gateway's fields from this address.
  parsed('getCardPaymentConfig', z.url(), cardPaymentConfig.tokenizationUrl);
  return cardPaymentConfig;
}

/**
 * Spec §7 "card debit" for the session's cart. Answers `succeeded` (the order is placed),
 * `challenge` (send the shopper to `challengeUrl`, keep `transactionRef`) or `declined` (the
 * cart is unchanged and can be paid with another card). A repeated call never charges twice.
 */
export async function debitCard(client: ShopClient, input: CardDebitInput, options: CallOptions = {}): Promise<CardDebitResult> {
  const valid = validInput('debitCard', cardDebitInputSchema, input);
  const { debitCard: answer } = await requestPayment(
    client,
    STATUS_BY_CARD_CODE,
    { operation: 'debitCard', document: DEBIT_DOCUMENT, variables: { input: valid } },
    options,
  );
  return toDebitResult('debitCard', answer);
}

/** Spec §7 "card 3-D Secure finish": verified by the shop with the gateway; the order code when paid. */
export async function finishCardPayment(client: ShopClient, input: CardFinishInput, options: CallOptions = {}): Promise<CardFinishResult> {
  const valid = validInput('finishCardPayment', cardFinishInputSchema, input);
  const { finishCardPayment: answer } = await requestPayment(
    client,
    STATUS_BY_CARD_CODE,
    { operation: 'finishCardPayment', document: FINISH_DOCUMENT, variables: { input: valid } },
    options,
  );
  return toFinishResult('finishCardPayment', answer);
}

/** Apple's merchant session is Apple's own shape, passed on unchanged: the schema says JSON. */
const merchantSessionSchema = z.record(z.string(), z.unknown());

/**
 * Apple Pay's merchant validation (`onvalidatemerchant`), made by the card gateway for the shop:
 * the merchant session to hand to `completeMerchantValidation`, unchanged (Apple's own shape).
 */
export async function getApplePayMerchantSession(
  client: ShopClient,
  input: ApplePayMerchantSessionInput,
  options: CallOptions = {},
): Promise<Record<string, unknown>> {
  const valid = validInput('applePayMerchantSession', applePayMerchantSessionInputSchema, input);
  const answer = await requestPayment(
    client,
    STATUS_BY_CARD_CODE,
    { operation: 'applePayMerchantSession', document: APPLE_PAY_SESSION_DOCUMENT, variables: { input: valid } },
    options,
  );
  return parsed('applePayMerchantSession', merchantSessionSchema, answer.applePayMerchantSession);
}

/**
 * Apple Pay's `onpaymentauthorized`: pays the session's cart with the sheet's payment token, as a
 * card debit (never a challenge). `succeeded` placed the order; `declined` charged nothing.
 */
export async function payWithApplePay(
  client: ShopClient,
  input: ApplePayPaymentInput,
  options: CallOptions = {},
): Promise<CardDebitResult> {
  const valid = validInput('payWithApplePay', applePayPaymentInputSchema, input);
  const { payWithApplePay: answer } = await requestPayment(
    client,
    STATUS_BY_CARD_CODE,
    { operation: 'payWithApplePay', document: APPLE_PAY_DOCUMENT, variables: { input: valid } },
    options,
  );
  return toDebitResult('payWithApplePay', answer);
}
