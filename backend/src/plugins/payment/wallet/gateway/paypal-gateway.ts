import type { z } from 'zod';

import { fromPayPalValue, toPayPalValue } from './paypal-money';
import { errorSchema, orderSchema, refundSchema, tokenSchema, webhookVerificationSchema, type PayPalOrder } from './paypal-schemas';
import {
  WalletGatewayError,
  type CreateWalletOrderInput,
  type RefundCaptureOptions,
  type WalletAmount,
  type WalletGateway,
  type WalletGatewayErrorKind,
  type WalletOperation,
  type WalletOrder,
  type WalletRefund,
  type WebhookVerificationInput,
  type WebhookVerificationStatus,
} from './wallet-gateway';

export interface PayPalGatewayOptions {
  /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com or the simulator's address. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** The longest one HTTP call may take (default 10 s). */
  timeoutMs?: number;
  /** A token is renewed this long before PayPal says it expires (default 60 s, at most half its life). */
  tokenRefreshMarginMs?: number;
  /** Decimals of the shop's integer amounts (default 2, Vendure's). */
  amountScale?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** PayPal's limits on the fields the shop fills. */
const LIMITS = {
  itemName: 127,
  sku: 127,
  customId: 127,
  invoiceId: 127,
  referenceId: 256,
  brandName: 127,
  requestId: 108,
  noteToPayer: 255,
} as const;

interface CallOptions {
  body?: unknown;
  /** A JSON body already written (verifyWebhookSignature embeds the event's own bytes). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** PayPal REST (OAuth 2 client credentials + Orders v2) behind the WalletGateway port. */
export class PayPalGateway implements WalletGateway {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly refreshMarginMs: number;
  private readonly scale: number;
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | undefined;
  /** One token request at a time: twenty concurrent captures share it. */
  private pendingToken: Promise<string> | undefined;

  constructor(private readonly options: PayPalGatewayOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.refreshMarginMs = options.tokenRefreshMarginMs ?? 60_000;
    this.scale = options.amountScale ?? 2;
    this.fetchImpl = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** A valid access token, from the cache while it has more than the margin left. */
  accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return Promise.resolve(this.token.value);
    this.pendingToken ??= this.requestToken().finally(() => {
      this.pendingToken = undefined;
    });
    return this.pendingToken;
  }

  async createOrder(input: CreateWalletOrderInput, options: { requestId?: string } = {}): Promise<WalletOrder> {
    const operation = 'createOrder';
    const currency = input.currencyCode;
    const value = (amount: number) => ({ currency_code: currency, value: toPayPalValue(amount, currency, this.scale, operation) });
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: cut(input.orderCode, LIMITS.referenceId),
          custom_id: cut(input.orderCode, LIMITS.customId),
          invoice_id: cut(input.invoiceId, LIMITS.invoiceId),
          amount: {
            ...value(input.total),
            breakdown: {
              item_total: value(input.itemTotal),
              tax_total: value(input.taxTotal),
              // Only when there is some: a zero part adds nothing and clutters the buyer's page.
              ...(input.shippingTotal ? { shipping: value(input.shippingTotal) } : {}),
              ...(input.discountTotal ? { discount: value(input.discountTotal) } : {}),
            },
          },
          items: input.items.map((item) => {
            if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) {
              throw new WalletGatewayError(
                'invalidRequest',
                operation,
                `Quantity ${item.quantity} of "${item.name}" is not a whole number from 1`,
                { issue: 'INVALID_PARAMETER_VALUE' },
              );
            }
            return {
              name: cut(item.name, LIMITS.itemName),
              quantity: String(item.quantity),
              unit_amount: value(item.unitAmount),
              category: 'DIGITAL_GOODS',
              ...(item.sku ? { sku: cut(item.sku, LIMITS.sku) } : {}),
            };
          }),
        },
      ],
      payment_source: {
        paypal: {
          experience_context: {
            return_url: input.returnUrl,
            cancel_url: input.cancelUrl,
            // eSIMs are delivered by email: no shipping address to ask for.
            shipping_preference: 'NO_SHIPPING',
            user_action: 'PAY_NOW',
            ...(input.locale ? { locale: input.locale } : {}),
            ...(input.brandName ? { brand_name: cut(input.brandName, LIMITS.brandName) } : {}),
          },
        },
      },
    };
    const headers = { prefer: 'return=representation', ...this.requestIdHeader(options.requestId, operation) };
    return this.toWalletOrder(await this.call(operation, 'POST', '/v2/checkout/orders', orderSchema, { body, headers }), operation);
  }

  async getOrder(orderId: string): Promise<WalletOrder> {
    const operation = 'getOrder';
    return this.toWalletOrder(
      await this.call(operation, 'GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`, orderSchema),
      operation,
    );
  }

  async captureOrder(orderId: string, options: { requestId: string }): Promise<WalletOrder> {
    const operation = 'captureOrder';
    const headers = { prefer: 'return=representation', ...this.requestIdHeader(options.requestId, operation) };
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
    return this.toWalletOrder(await this.call(operation, 'POST', path, orderSchema, { body: {}, headers }), operation);
  }

  async refundCapture(captureId: string, options: RefundCaptureOptions): Promise<WalletRefund> {
    const operation = 'refundCapture';
    const currency = options.currencyCode;
    const body = {
      ...(options.amount === undefined
        ? {}
        : { amount: { currency_code: currency, value: toPayPalValue(options.amount, currency, this.scale, operation) } }),
      ...(options.note ? { note_to_payer: cut(options.note, LIMITS.noteToPayer) } : {}),
    };
    const headers = { prefer: 'return=representation', ...this.requestIdHeader(options.requestId, operation) };
    const path = `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`;
    const refund = await this.call(operation, 'POST', path, refundSchema, { body, headers });
    const amount = fromPayPalValueOrUndefined(refund.amount.value, refund.amount.currency_code, this.scale, operation);
    if (amount === undefined) {
      throw new WalletGatewayError(
        'invalidResponse',
        operation,
        `PayPal answered the refund "${refund.amount.value} ${refund.amount.currency_code}", which is not an amount of that currency`,
      );
    }
    return { id: refund.id, status: refund.status, amount, currencyCode: refund.amount.currency_code };
  }

  async verifyWebhookSignature(input: WebhookVerificationInput): Promise<WebhookVerificationStatus> {
    const operation = 'verifyWebhookSignature';
    const fields = JSON.stringify({
      auth_algo: input.authAlgo,
      cert_url: input.certUrl,
      transmission_id: input.transmissionId,
      transmission_sig: input.transmissionSig,
      transmission_time: input.transmissionTime,
      webhook_id: input.webhookId,
    });
    // The event goes in as received: parsed and written again it could differ (number formats,
    // escapes) from the bytes PayPal signed, and the verification would fail.
    const rawBody = `${fields.slice(0, -1)},"webhook_event":${input.rawEvent}}`;
    const answer = await this.call(operation, 'POST', '/v1/notifications/verify-webhook-signature', webhookVerificationSchema, { rawBody });
    return answer.verification_status;
  }

  private requestIdHeader(requestId: string | undefined, operation: WalletOperation): Record<string, string> {
    if (requestId === undefined) return {};
    if (requestId.length < 1 || requestId.length > LIMITS.requestId || !/^[\x21-\x7e]+$/.test(requestId)) {
      throw new WalletGatewayError(
        'invalidRequest',
        operation,
        `A PayPal-Request-Id is 1 to ${LIMITS.requestId} visible ASCII characters`,
        { issue: 'INVALID_PARAMETER_VALUE' },
      );
    }
    return { 'paypal-request-id': requestId };
  }

  private async requestToken(): Promise<string> {
    const credentials = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const requestedAt = this.now();
    const { status, payload } = await this.send('token', 'POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
      rawBody: 'grant_type=client_credentials',
    });
    if (status < 200 || status >= 300) throw refusal('token', status, payload);
    const token = parse('token', tokenSchema, payload);
    const lifeMs = token.expires_in * 1000;
    this.token = { value: token.access_token, renewAt: requestedAt + lifeMs - Math.min(this.refreshMarginMs, lifeMs / 2) };
    return token.access_token;
  }

  /** A bearer call; a 401 drops the cached token and tries once more with a new one (revoked or expired early). */
  private async call<Schema extends z.ZodType>(
    operation: WalletOperation,
    method: 'GET' | 'POST',
    path: string,
    schema: Schema,
    options: CallOptions = {},
  ): Promise<z.infer<Schema>> {
    for (let attempt = 1; ; attempt += 1) {
      const token = await this.accessToken();
      const rawBody = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      const { status, payload } = await this.send(operation, method, path, {
        headers: {
          authorization: `Bearer ${token}`,
          ...(rawBody === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        ...(rawBody === undefined ? {} : { rawBody }),
      });
      if (status === 401 && attempt === 1) {
        if (this.token?.value === token) this.token = undefined;
        continue;
      }
      if (status < 200 || status >= 300) throw refusal(operation, status, payload);
      return parse(operation, schema, payload);
    }
  }

  private async send(
    operation: WalletOperation,
    method: 'GET' | 'POST',
    path: string,
    request: { headers: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; payload: unknown }> {
    try {
      const response = await this.fetchImpl(`${this.baseUrl}${path}`, {
        method,
        headers: { accept: 'application/json', ...request.headers },
        ...(request.rawBody === undefined ? {} : { body: request.rawBody }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      // Read inside the try: the timeout also covers a body that stops arriving halfway.
      const text = await response.text();
      let payload: unknown;
      try {
        payload = text === '' ? undefined : JSON.parse(text);
      } catch {
        payload = undefined;
      }
      return { status: response.status, payload };
    } catch (error) {
      const where = `${method} ${path.split('?')[0]}`;
      if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
        throw new WalletGatewayError('timeout', operation, `PayPal did not answer ${where} within ${this.timeoutMs} ms`, { cause: error });
      }
      throw new WalletGatewayError(
        'network',
        operation,
        `PayPal could not be reached for ${where} (${error instanceof Error ? error.message : String(error)})`,
        { cause: error },
      );
    }
  }

  private toWalletOrder(order: PayPalOrder, operation: WalletOperation): WalletOrder {
    const unit = order.purchase_units?.[0];
    const amountOf = (value: string, currency: string, what: string): number => {
      let parsed: number | undefined;
      try {
        parsed = fromPayPalValue(value, currency, this.scale, operation);
      } catch {
        parsed = undefined;
      }
      if (parsed === undefined)
        throw new WalletGatewayError(
          'invalidResponse',
          operation,
          `PayPal answered ${what} "${value} ${currency}", which is not an amount of that currency`,
        );
      return parsed;
    };
    let amount: WalletAmount | undefined;
    if (unit?.amount) {
      const currency = unit.amount.currency_code;
      const { item_total: itemTotal, tax_total: taxTotal } = unit.amount.breakdown ?? {};
      amount = {
        currencyCode: currency,
        total: amountOf(unit.amount.value, currency, 'the total'),
        ...(itemTotal ? { itemTotal: amountOf(itemTotal.value, itemTotal.currency_code, 'the item total') } : {}),
        ...(taxTotal ? { taxTotal: amountOf(taxTotal.value, taxTotal.currency_code, 'the tax total') } : {}),
      };
    }
    const paypal = order.payment_source?.paypal;
    const payerId = paypal?.account_id ?? order.payer?.payer_id;
    const name = paypal?.name ?? order.payer?.name;
    const email = paypal?.email_address ?? order.payer?.email_address;
    const approveUrl = order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href;
    return {
      id: order.id,
      status: order.status,
      ...(unit?.reference_id !== undefined ? { orderCode: unit.reference_id } : {}),
      ...(unit?.custom_id !== undefined ? { customId: unit.custom_id } : {}),
      ...(unit?.invoice_id !== undefined ? { invoiceId: unit.invoice_id } : {}),
      ...(amount ? { amount } : {}),
      ...(approveUrl ? { approveUrl } : {}),
      ...(payerId
        ? {
            payer: {
              payerId,
              ...(email ? { email } : {}),
              ...(name?.given_name ? { givenName: name.given_name } : {}),
              ...(name?.surname ? { surname: name.surname } : {}),
            },
          }
        : {}),
      captures: (unit?.payments?.captures ?? []).map((capture) => ({
        id: capture.id,
        status: capture.status,
        ...(capture.status_details?.reason ? { statusReason: capture.status_details.reason } : {}),
        currencyCode: capture.amount.currency_code,
        amount: amountOf(capture.amount.value, capture.amount.currency_code, 'a capture of'),
      })),
      refunds: (unit?.payments?.refunds ?? []).map((refund) => ({
        id: refund.id,
        status: refund.status,
        currencyCode: refund.amount.currency_code,
        amount: amountOf(refund.amount.value, refund.amount.currency_code, 'a refund of'),
      })),
    };
  }
}

/** An unknown currency in an answer is the answer's fault, not ours: undefined, like a bad value. */
function fromPayPalValueOrUndefined(value: string, currency: string, scale: number, operation: WalletOperation): number | undefined {
  try {
    return fromPayPalValue(value, currency, scale, operation);
  } catch {
    return undefined;
  }
}

function cut(text: string, max: number): string {
  return text.length > max ? text.slice(0, max) : text;
}

function parse<Schema extends z.ZodType>(operation: WalletOperation, schema: Schema, payload: unknown): z.infer<Schema> {
  const parsed = schema.safeParse(payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new WalletGatewayError(
    'invalidResponse',
    operation,
    `Unexpected answer from PayPal: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'invalid'}`,
  );
}

function kindOf(status: number): WalletGatewayErrorKind {
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'notFound';
  if (status === 422) return 'unprocessable';
  if (status === 409 || status === 429 || status >= 500) return 'server';
  return 'invalidRequest';
}

/** A non-2xx answer as a typed error, with PayPal's issue name when it gave one. */
function refusal(operation: WalletOperation, status: number, payload: unknown): WalletGatewayError {
  const parsed = errorSchema.safeParse(payload);
  const body = parsed.success ? parsed.data : {};
  const issue = body.details?.[0]?.issue ?? body.error ?? body.name;
  const text = body.details?.[0]?.description ?? body.error_description ?? body.message ?? `HTTP ${status}`;
  return new WalletGatewayError(kindOf(status), operation, `PayPal refused ${operation} (${status}${issue ? ` ${issue}` : ''}): ${text}`, {
    status,
    ...(issue ? { issue } : {}),
    ...(body.debug_id ? { debugId: body.debug_id } : {}),
  });
}
