import type { CallOptions, ShopClient } from '../../client';
import { parsed } from '../../errors';
import { graphql, type ResultOf } from '../../graphql';
import { z } from '../../zod';
import { validInput } from '../operation-input';
import { requestPayment } from './payment-request';

/*
 * Spec §4 wallet payment and §7 wallet calls (issue 6). The wallet's access token, its order and
 * the capture stay on the server; the browser starts the payment, goes to the wallet's page, and
 * brings back the return's token and payer id for the shop to verify.
 */

const START_DOCUMENT = graphql(`
  mutation StartWalletPayment($input: StartWalletPaymentInput!) {
    startWalletPayment(input: $input) { approveUrl walletOrderId }
  }
`);

const FINISH_DOCUMENT = graphql(`
  mutation FinishWalletPayment($input: FinishWalletPaymentInput!) {
    finishWalletPayment(input: $input) { orderCode paymentStatus }
  }
`);

export const WALLET_METHODS = ['paypal'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

const startWalletPaymentInputSchema = z.object({ method: z.enum(WALLET_METHODS) });
export type StartWalletPaymentInput = z.infer<typeof startWalletPaymentInputSchema>;

/**
 * What the wallet puts in the return address. PayPal's ids are short runs of letters, digits and
 * dashes: anything else was not written by the wallet and is refused before it is sent.
 */
const WALLET_ID = /^[A-Za-z0-9-]{1,64}$/;
const walletId = z
  .string()
  .trim()
  .refine((value) => WALLET_ID.test(value), { error: 'The payment return is not valid', params: { code: 'WALLET_VERIFICATION_FAILED' } });

const finishWalletPaymentInputSchema = z.object({ token: walletId, payerId: walletId });
export type FinishWalletPaymentInput = z.infer<typeof finishWalletPaymentInputSchema>;

/** Where the shopper approves the payment: the wallet's own page; `walletOrderId` is the `token` of the return address. */
export type WalletApproval = ResultOf<typeof START_DOCUMENT>['startWalletPayment'];

/**
 * The placed order once the capture was verified server to server, and how its payment stands:
 * PAID, the money taken; PENDING, the wallet (PayPal) is still confirming it (an eCheck, a
 * review…): the order is placed and its eSIM follows by email once PayPal completes it (issue 15).
 */
export type WalletPaymentResult = ResultOf<typeof FINISH_DOCUMENT>['finishWalletPayment'];
export type WalletPaymentStatus = WalletPaymentResult['paymentStatus'];

/** The schema says String: the browser is sent there, so it must be a web address. */
const approveUrlSchema = z.url({ protocol: /^https?$/ });

/** The backend's wallet error codes (machines/payment/wallet/wallet-payment.failures.ts reads them). */
const STATUS_BY_WALLET_CODE: Readonly<Record<string, number>> = {
  NO_ACTIVE_ORDER: 409,
  WALLET_PAYMENT_NOT_READY: 409,
  WALLET_PAYMENT_IN_PROGRESS: 409,
  WALLET_AMOUNT_CHANGED: 409,
  WALLET_PAYMENT_CANCELLED: 409,
  WALLET_VERIFICATION_FAILED: 402,
  WALLET_FOREIGN_ORDER: 403,
  WALLET_GATEWAY_TIMEOUT: 504,
  WALLET_GATEWAY_UNAVAILABLE: 503,
};

/**
 * Spec §7 "wallet token, create order": the backend makes the wallet's order for the session's
 * cart (its own total, never one from the browser), sets the cart trace cookie (spec §3) and
 * answers the wallet page where the shopper approves. The cart is not locked meanwhile.
 */
export async function startWalletPayment(
  client: ShopClient,
  input: StartWalletPaymentInput,
  options: CallOptions = {},
): Promise<WalletApproval> {
  const valid = validInput('startWalletPayment', startWalletPaymentInputSchema, input);
  const { startWalletPayment: approval } = await requestPayment(
    client,
    STATUS_BY_WALLET_CODE,
    { operation: 'startWalletPayment', document: START_DOCUMENT, variables: { input: valid } },
    options,
  );
  parsed('startWalletPayment', approveUrlSchema, approval.approveUrl);
  return approval;
}

/**
 * Spec §7 "wallet validate": with the return's token and payer id, the backend checks the trace
 * cookie, verifies the wallet's order server to server, captures it once (however often the
 * return is replayed) and places the order: `paymentStatus` PAID, or PENDING while PayPal still
 * confirms the payment (the eSIM then follows by email).
 */
export async function finishWalletPayment(
  client: ShopClient,
  input: FinishWalletPaymentInput,
  options: CallOptions = {},
): Promise<WalletPaymentResult> {
  const valid = validInput('finishWalletPayment', finishWalletPaymentInputSchema, input);
  const { finishWalletPayment: result } = await requestPayment(
    client,
    STATUS_BY_WALLET_CODE,
    { operation: 'finishWalletPayment', document: FINISH_DOCUMENT, variables: { input: valid } },
    options,
  );
  return result;
}
