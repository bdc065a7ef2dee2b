/*
 * The wallet gateway port: what the shop needs from a payment wallet. PayPalGateway
 * (paypal-gateway.ts) speaks PayPal's REST API and is the same code against PayPal's sandbox, live
 * PayPal or the local simulator (backend/sandbox/paypal); only its base URL and credentials differ.
 *
 * Amounts are integers in the shop's money scale: Vendure's default money strategy keeps 2 decimals
 * for every currency, so EUR 12.34 is 1234 and JPY 1000 is 100000. The adapter converts them to
 * the currency's own decimals for the wallet (JPY has none) and back.
 */

interface WalletLineItem {
  /** Shown to the buyer on the wallet's page; cut to the wallet's limit (127 characters). */
  name: string;
  quantity: number;
  /** Price of one, excluding tax. */
  unitAmount: number;
  sku?: string;
}

export interface CreateWalletOrderInput {
  /** Our order code: the wallet order's reference_id and custom_id, so either side can find the other. */
  orderCode: string;
  /** Unique per paid order at the wallet (PayPal refuses an invoice id already paid: DUPLICATE_INVOICE_ID). */
  invoiceId: string;
  currencyCode: string;
  items: WalletLineItem[];
  /** Sum of unitAmount × quantity. */
  itemTotal: number;
  taxTotal: number;
  /** Net shipping; eSIMs have none, so usually absent. */
  shippingTotal?: number;
  /** Net order-level reductions (a coupon): the items keep their list prices and this is taken off. */
  discountTotal?: number;
  /** itemTotal + taxTotal + shippingTotal − discountTotal: the wallet refuses any other total (AMOUNT_MISMATCH). */
  total: number;
  /** Where the wallet sends the buyer after approving (with ?token=…&PayerID=…). */
  returnUrl: string;
  /** Where the wallet sends the buyer who cancels (with ?token=…). */
  cancelUrl: string;
  /** The wallet page's language, BCP 47 (`ja-JP`, `fr-FR`, `zh-TW`). */
  locale?: string;
  /** The merchant name on the wallet page. */
  brandName?: string;
}

type WalletOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
type WalletCaptureStatus = 'COMPLETED' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'PENDING' | 'REFUNDED' | 'FAILED';

export interface WalletAmount {
  currencyCode: string;
  total: number;
  itemTotal?: number;
  taxTotal?: number;
}

export interface WalletPayer {
  /** PayPal's PayerID, the one the return URL carries. */
  payerId: string;
  email?: string;
  givenName?: string;
  surname?: string;
}

export interface WalletCapture {
  id: string;
  status: WalletCaptureStatus;
  /** Why a capture is PENDING or was denied or reversed (PayPal's `status_details.reason`: ECHECK, PENDING_REVIEW, CHARGEBACK…). */
  statusReason?: string;
  currencyCode: string;
  amount: number;
}

export interface WalletOrder {
  /** The wallet's order id: the `token` of the return URL. */
  id: string;
  status: WalletOrderStatus;
  /** The purchase unit's reference_id: our order code. */
  orderCode?: string;
  customId?: string;
  invoiceId?: string;
  /** Absent from answers that leave the purchase unit's amount out (PayPal's minimal capture answer). */
  amount?: WalletAmount;
  /** Where to send the buyer to approve; only while the order awaits approval. */
  approveUrl?: string;
  payer?: WalletPayer;
  /** Money taken: empty until captured. Check status COMPLETED and the amount before counting it paid. */
  captures: WalletCapture[];
  /** Money given back from the captures: by the merchant (refunds) or by the wallet itself (reversals, chargebacks). */
  refunds: WalletRefund[];
}

export interface WalletGateway {
  /** requestId (PayPal-Request-Id, 1 to 108 characters): the same id answers the order it created. */
  createOrder(input: CreateWalletOrderInput, options?: { requestId?: string }): Promise<WalletOrder>;
  getOrder(orderId: string): Promise<WalletOrder>;
  /**
   * Takes the money of an approved order. A retry with the same requestId answers the first
   * capture again instead of capturing twice; without it a second capture is
   * `unprocessable` ORDER_ALREADY_CAPTURED.
   */
  captureOrder(orderId: string, options: { requestId: string }): Promise<WalletOrder>;
  /**
   * Gives back all (no amount) or part of a capture. A retry with the same requestId answers the
   * first refund instead of refunding twice; more than what is left is `unprocessable`
   * REFUND_AMOUNT_EXCEEDED, a capture refunded in full CAPTURE_FULLY_REFUNDED.
   */
  refundCapture(captureId: string, options: RefundCaptureOptions): Promise<WalletRefund>;
  /**
   * Asks the wallet whether it sent this webhook event (PayPal's verify-webhook-signature): the
   * transmission's headers, the merchant's webhook id and the event's body exactly as received.
   */
  verifyWebhookSignature(input: WebhookVerificationInput): Promise<WebhookVerificationStatus>;
}

/** What a webhook POST carried (PayPal's PAYPAL-* headers) and the webhook it was sent to. */
export interface WebhookTransmission {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

export interface WebhookVerificationInput extends WebhookTransmission {
  /** PayPal's id of the shop's webhook (PAYPAL_WEBHOOK_ID): part of what PayPal signed. */
  webhookId: string;
  /** The request body as received, byte for byte: PayPal signed its CRC32, so it is passed on unparsed. */
  rawEvent: string;
}

export type WebhookVerificationStatus = 'SUCCESS' | 'FAILURE';

export interface RefundCaptureOptions {
  /** Absent: whatever of the capture is not refunded yet. */
  amount?: number;
  /** The capture's currency: the amount is sent in its decimals. */
  currencyCode: string;
  /** PayPal-Request-Id, 1 to 108 characters: derive it from what the refund is for. */
  requestId: string;
  /** Shown to the buyer by the wallet (at most 255 characters). */
  note?: string;
}

type WalletRefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';

export interface WalletRefund {
  id: string;
  /** Only COMPLETED means the money went back; PENDING may still complete or fail. */
  status: WalletRefundStatus;
  amount: number;
  currencyCode: string;
}

export type WalletOperation = 'token' | 'createOrder' | 'getOrder' | 'captureOrder' | 'refundCapture' | 'verifyWebhookSignature';

/**
 * - `unauthorized`: the wallet refused our credentials (401/403), after one retry with a new token.
 * - `notFound`: no such order (404), e.g. a forged token.
 * - `invalidRequest`: the request was malformed (400), or could not be expressed (an amount the
 *   currency cannot carry, a request id too long); nothing was sent in the latter case.
 * - `unprocessable`: refused by the wallet's rules (422); `issue` says which: ORDER_NOT_APPROVED,
 *   ORDER_ALREADY_CAPTURED, AMOUNT_MISMATCH, INSTRUMENT_DECLINED, DUPLICATE_INVOICE_ID,
 *   REFUND_AMOUNT_EXCEEDED, CAPTURE_FULLY_REFUNDED…
 * - `server`: the wallet failed (5xx) or asked to come back later (409, 429); retry with the same request id.
 * - `timeout`: no answer within the configured time; the outcome is unknown (a capture may have happened).
 * - `network`: the wallet could not be reached.
 * - `invalidResponse`: an answer we cannot read; the outcome is unknown.
 */
export type WalletGatewayErrorKind =
  'unauthorized' | 'notFound' | 'invalidRequest' | 'unprocessable' | 'server' | 'timeout' | 'network' | 'invalidResponse';

export class WalletGatewayError extends Error {
  override readonly name = 'WalletGatewayError';
  readonly status: number | undefined;
  /** The wallet's precise reason (PayPal's `details[0].issue`, or OAuth's `error`). */
  readonly issue: string | undefined;
  /** PayPal's debug_id, for its support. */
  readonly debugId: string | undefined;

  constructor(
    readonly kind: WalletGatewayErrorKind,
    readonly operation: WalletOperation,
    message: string,
    info: { status?: number; issue?: string; debugId?: string; cause?: unknown } = {},
  ) {
    super(message, info.cause === undefined ? undefined : { cause: info.cause });
    this.status = info.status;
    this.issue = info.issue;
    this.debugId = info.debugId;
  }
}
