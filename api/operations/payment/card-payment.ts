import { z } from '../../zod';

import type { CallOptions, ShopClient } from '../../client';
import { ShopError, schemaIssues } from '../../errors';
import {
  cardDebitInputSchema,
  cardDebitResultSchema,
  cardFinishInputSchema,
  cardFinishResultSchema,
  cardPaymentConfigSchema,
  applePayMerchantSessionInputSchema,
  applePayPaymentInputSchema,
  type ApplePayMerchantSessionInput,
  type ApplePayPaymentInput,
  type CardDebitInput,
  type CardDebitResult,
  type CardFinishInput,
  type CardFinishResult,
  type CardPaymentConfig,
} from '../../schemas/card-payment';
import { validInput } from '../operation-input';
import { requestPayment } from './payment-request';

/*
 * Spec §4 card payment and §7 card calls. The card itself is typed into the gateway's hosted
 * fields and tokenized there (`card-hosted-fields.ts`): no code of the shop ever holds it. The shop
 * receives the token and the browser's 3-D Secure data, never a card field and never an amount
 * (the backend takes the order's total).
 */

const CONFIG_DOCUMENT = /* GraphQL */ `
  query CardPaymentConfig {
    cardPaymentConfig { provider tokenizationUrl publicKey sandbox }
  }
`;

const DEBIT_DOCUMENT = /* GraphQL */ `
  mutation DebitCard($input: DebitCardInput!) {
    debitCard(input: $input) { status orderCode transactionRef challengeUrl message declineCode }
  }
`;

const FINISH_DOCUMENT = /* GraphQL */ `
  mutation FinishCardPayment($input: FinishCardPaymentInput!) {
    finishCardPayment(input: $input) { status orderCode message declineCode }
  }
`;

const APPLE_PAY_SESSION_DOCUMENT = /* GraphQL */ `
  mutation ApplePayMerchantSession($input: ApplePayMerchantSessionInput!) {
    applePayMerchantSession(input: $input)
  }
`;

const APPLE_PAY_DOCUMENT = /* GraphQL */ `
  mutation PayWithApplePay($input: PayWithApplePayInput!) {
    payWithApplePay(input: $input) { status orderCode transactionRef challengeUrl message declineCode }
  }
`;

const nullableText = z.string().nullable();
// GraphQL answers one object whose fields depend on `status`; the contract is the union in schemas/.
const debitAnswerSchema = z.object({
  debitCard: z.object({
    status: z.string(),
    orderCode: nullableText,
    transactionRef: nullableText,
    challengeUrl: nullableText,
    message: nullableText,
    declineCode: nullableText,
  }),
});
const finishAnswerSchema = z.object({
  finishCardPayment: z.object({ status: z.string(), orderCode: nullableText, message: nullableText, declineCode: nullableText }),
});

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

function requestCard<Schema extends z.ZodType>(
  client: ShopClient,
  operation: string,
  document: string,
  variables: Record<string, unknown>,
  schema: Schema,
  options: CallOptions,
): Promise<z.infer<Schema>> {
  return requestPayment(client, STATUS_BY_CARD_CODE, { operation, document, variables, schema }, options);
}

type DebitAnswer = z.infer<typeof debitAnswerSchema>['debitCard'];
type FinishAnswer = z.infer<typeof finishAnswerSchema>['finishCardPayment'];

/** The fields of the answer's status, as the contract's union has them (nulls of the others dropped). */
function debitFields(answer: DebitAnswer): unknown {
  const { status, orderCode, transactionRef, challengeUrl, message, declineCode } = answer;
  if (status === 'succeeded') return { status, orderCode, transactionRef };
  if (status === 'challenge') return { status, transactionRef, challengeUrl };
  return { status, transactionRef, message, ...(declineCode ? { declineCode } : {}) };
}

function finishFields(answer: FinishAnswer): unknown {
  const { status, orderCode, message, declineCode } = answer;
  return status === 'succeeded' ? { status, orderCode } : { status, message, ...(declineCode ? { declineCode } : {}) };
}

function toContract<Schema extends z.ZodType>(operation: string, schema: Schema, fields: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new ShopError(operation, { kind: 'schema', issues: schemaIssues(parsed.error) });
  return parsed.data;
}

/** Spec §7 "card payment config": the gateway's origin (its hosted fields) and the public key they take. */
export async function getCardPaymentConfig(client: ShopClient, options: CallOptions = {}): Promise<CardPaymentConfig> {
  const { cardPaymentConfig } = await client.request(
    'getCardPaymentConfig',
    CONFIG_DOCUMENT,
    {},
    z.object({ cardPaymentConfig: cardPaymentConfigSchema }),
    options,
  );
  return cardPaymentConfig;
}

/**
 * Spec §7 "card debit" for the session's cart. Answers `succeeded` (the order is placed),
 * `challenge` (send the shopper to `challengeUrl`, keep `transactionRef`) or `declined` (the
 * cart is unchanged and can be paid with another card). A repeated call never charges twice.
 */
export async function debitCard(client: ShopClient, input: CardDebitInput, options: CallOptions = {}): Promise<CardDebitResult> {
  const valid = validInput('debitCard', cardDebitInputSchema, input);
  const { debitCard: answer } = await requestCard(client, 'debitCard', DEBIT_DOCUMENT, { input: valid }, debitAnswerSchema, options);
  return toContract('debitCard', cardDebitResultSchema, debitFields(answer));
}

/** Spec §7 "card 3-D Secure finish": verified by the shop with the gateway; the order code when paid. */
export async function finishCardPayment(client: ShopClient, input: CardFinishInput, options: CallOptions = {}): Promise<CardFinishResult> {
  const valid = validInput('finishCardPayment', cardFinishInputSchema, input);
  const { finishCardPayment: answer } = await requestCard(
    client,
    'finishCardPayment',
    FINISH_DOCUMENT,
    { input: valid },
    finishAnswerSchema,
    options,
  );
  return toContract('finishCardPayment', cardFinishResultSchema, finishFields(answer));
}

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
  const answer = await requestCard(
    client,
    'applePayMerchantSession',
    APPLE_PAY_SESSION_DOCUMENT,
    { input: valid },
    z.object({ applePayMerchantSession: z.record(z.string(), z.unknown()) }),
    options,
  );
  return answer.applePayMerchantSession;
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
  const { payWithApplePay: answer } = await requestCard(
    client,
    'payWithApplePay',
    APPLE_PAY_DOCUMENT,
    { input: valid },
    z.object({ payWithApplePay: debitAnswerSchema.shape.debitCard }),
    options,
  );
  return toContract('payWithApplePay', cardDebitResultSchema, debitFields(answer));
}
