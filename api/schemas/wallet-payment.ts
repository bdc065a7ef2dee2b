import { z } from '../zod';

/**
 * The wallet payment of spec §4 and §7 ("wallet config, token, create order, validate"), as
 * issue 6 shapes it: the backend creates the wallet's order from the cart (it alone holds the
 * wallet's access token) and captures it once the shopper approved; the browser only carries the
 * wallet's return values back.
 */

export const WALLET_METHODS = ['paypal'] as const;
export type WalletMethod = (typeof WALLET_METHODS)[number];

export const startWalletPaymentInputSchema = z.object({ method: z.enum(WALLET_METHODS) });
export type StartWalletPaymentInput = z.infer<typeof startWalletPaymentInputSchema>;

/** Where the shopper approves the payment: the wallet's own page. */
export const walletApprovalSchema = z.object({
  approveUrl: z.url({ protocol: /^https?$/ }),
  /** The wallet's order id: the `token` of the return address. */
  walletOrderId: z.string().min(1),
});
export type WalletApproval = z.infer<typeof walletApprovalSchema>;

/**
 * What the wallet puts in the return address. PayPal's ids are short runs of letters, digits and
 * dashes: anything else was not written by the wallet and is refused before it is sent.
 */
const WALLET_ID = /^[A-Za-z0-9-]{1,64}$/;
const walletId = z
  .string()
  .trim()
  .refine((value) => WALLET_ID.test(value), { error: 'The payment return is not valid', params: { code: 'WALLET_VERIFICATION_FAILED' } });

export const finishWalletPaymentInputSchema = z.object({ token: walletId, payerId: walletId });
export type FinishWalletPaymentInput = z.infer<typeof finishWalletPaymentInputSchema>;

/**
 * How the wallet left the payment: PAID, the money taken; PENDING, the wallet (PayPal) is still
 * confirming it (an eCheck, a review…): the order is placed and its eSIM follows by email once
 * PayPal completes it (issue 15).
 */
export const WALLET_PAYMENT_STATUSES = ['PAID', 'PENDING'] as const;
export type WalletPaymentStatus = (typeof WALLET_PAYMENT_STATUSES)[number];

/** The placed order once the capture was verified server to server, and how its payment stands. */
export const walletPaymentResultSchema = z.object({ orderCode: z.string().min(1), paymentStatus: z.enum(WALLET_PAYMENT_STATUSES) });
export type WalletPaymentResult = z.infer<typeof walletPaymentResultSchema>;
