import { Inject, Injectable } from '@nestjs/common';
import {
  ActiveOrderService,
  ConfigService,
  isGraphQlErrorResult,
  Logger,
  OrderService,
  TransactionalConnection,
  type ID,
  type Order,
  type RequestContext,
} from '@vendure/core';

import { payerOf } from '../card/payer-details';
import { PaymentReadinessService } from '../../checkout/payment-readiness.service';
import { OrderPaymentSteps } from '../order-payment-steps';
import { storefrontLocale } from '../../../text/storefront-locale';
import { WALLET_GATEWAY, WALLET_PAYMENT_METHOD_CODE, WALLET_PAYMENT_SETTINGS } from './constants';
import { FinishLocks } from './finish-locks';
import type { WalletGateway, WalletOrder } from './gateway/wallet-gateway';
import { cookieOf } from './request-cookies';
import { matchTrace, readTrace, signTrace, TRACE_COOKIE_NAME, traceCookieOptions } from './trace-cookie';
import { WalletReconciliationService } from './reconciliation/wallet-reconciliation.service';
import { metadataForCapture } from './verified-captures';
import { WalletStore } from './wallet-store';
import { isAlreadyCaptured, isCaptureRefusal, shopperErrorOf } from './wallet-gateway-failures';
import {
  captureRequestIdOf,
  createRequestIdOf,
  refundRequestIdOf,
  verifyApprovedOrder,
  verifyCapturedOrPending,
  walletLocaleOf,
  walletOrderInputOf,
  type ApprovedOrderCheck,
} from './wallet-order-rules';
import { walletError, type WalletPaymentErrorCode } from './wallet-payment-errors';
import type { WalletPaymentSettings } from './wallet-payment-settings';

export interface StartInput {
  method: 'paypal';
}

export interface FinishInput {
  token: string;
  payerId: string;
}

/**
 * PAID: PayPal completed the capture, the order is PaymentSettled. PENDING: PayPal holds the money
 * (an eCheck, a review…); the order is placed and waits in PaymentAuthorized until PayPal completes
 * it (delivered then) or denies it (cancelled, the shopper emailed).
 */
export type WalletPaymentStatus = 'PAID' | 'PENDING';

export interface FinishResult {
  orderCode: string;
  paymentStatus: WalletPaymentStatus;
}

const LOG_CONTEXT = 'WalletPayment';

/** Wallet orders tried for one cart before giving up: the same cart's earlier ones may have been approved and abandoned. */
const CREATE_ATTEMPTS = 3;

const CODE_OF_REFUSAL: Record<Extract<ApprovedOrderCheck, { ok: false }>['reason'], WalletPaymentErrorCode> = {
  otherOrder: 'WALLET_FOREIGN_ORDER',
  currencyChanged: 'WALLET_AMOUNT_CHANGED',
  amountChanged: 'WALLET_AMOUNT_CHANGED',
  notApproved: 'WALLET_VERIFICATION_FAILED',
  otherPayer: 'WALLET_VERIFICATION_FAILED',
};

/**
 * Spec §4 "Wallet payment" with PayPal Orders v2 (issue 6). `start` creates the wallet's order
 * from the session's cart (its own total) and sets the cart trace cookie (spec §3); the cart
 * stays editable while the shopper is on the wallet's page. `finish` believes nothing the browser
 * brings back: the cookie must tie the return's token to this session's cart, the wallet order is
 * read from the wallet and must match the cart to the cent, the capture is made once per order
 * (PayPal-Request-Id from the order, one finish at a time) and checked again before the order is paid.
 */
@Injectable()
export class WalletPaymentService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly activeOrderService: ActiveOrderService,
    private readonly orderService: OrderService,
    private readonly configService: ConfigService,
    private readonly steps: OrderPaymentSteps,
    private readonly locks: FinishLocks,
    private readonly checkout: PaymentReadinessService,
    private readonly reconciliation: WalletReconciliationService,
    private readonly store: WalletStore,
    @Inject(WALLET_GATEWAY) private readonly gateway: WalletGateway,
    @Inject(WALLET_PAYMENT_SETTINGS) private readonly settings: WalletPaymentSettings,
  ) {}

  private get cookieSecret(): string {
    return this.configService.authOptions.cookieOptions.secret ?? '';
  }

  /** A finish that ran longer than this died with its process: its lock may be taken over. */
  private get staleAfterMs(): number {
    return this.settings.timeoutMs * 4 + 30_000;
  }

  async start(ctx: RequestContext, _input: StartInput): Promise<{ approveUrl: string; walletOrderId: string }> {
    if (!ctx.session || !ctx.authorizedAsOwnerOnly) throw walletError('NO_ACTIVE_ORDER');
    const order = await this.sessionOrder(ctx);
    if (!order) throw walletError('NO_ACTIVE_ORDER');
    if (!payerOf(order)) throw walletError('WALLET_PAYMENT_NOT_READY');
    await this.checkout.assertOrderReadyForPayment(ctx, order);
    if (order.state !== 'AddingItems' && order.state !== 'ArrangingPayment') throw walletError('WALLET_PAYMENT_IN_PROGRESS');

    const walletOrder = await this.createWalletOrder(ctx, order).catch((error: unknown) => {
      throw shopperErrorOf(error);
    });
    const trace = signTrace({ orderCode: order.code, walletOrderId: walletOrder.id, sessionKey: ctx.session.token }, this.cookieSecret);
    // Express links the response to its request; Vendure's context carries only the request.
    ctx.req?.res?.cookie(TRACE_COOKIE_NAME, trace, traceCookieOptions({ secure: this.secureCookies(ctx) }));
    return { approveUrl: walletOrder.approveUrl, walletOrderId: walletOrder.id };
  }

  async finish(ctx: RequestContext, input: FinishInput): Promise<FinishResult> {
    if (!ctx.session) throw walletError('WALLET_VERIFICATION_FAILED');
    const read = readTrace(cookieOf(ctx.req, TRACE_COOKIE_NAME), this.cookieSecret);
    if (!read.ok) {
      Logger.verbose(`Wallet return refused: trace cookie ${read.reason}`, LOG_CONTEXT);
      throw walletError('WALLET_VERIFICATION_FAILED');
    }
    const { orderCode } = read.trace;
    const match = matchTrace(read.trace, { walletOrderId: input.token, orderCode, sessionKey: ctx.session.token });
    if (!match.ok) {
      Logger.verbose(`Wallet return refused for order ${orderCode}: ${match.reason}`, LOG_CONTEXT);
      throw walletError('WALLET_FOREIGN_ORDER');
    }

    for (let round = 0; round < 3; round += 1) {
      // A replayed return of a payment already made answers its order again, and captures nothing.
      const recorded = await this.recordedPayment(ctx, orderCode, input.token);
      if (recorded) return { orderCode, paymentStatus: recorded };
      const lock = await this.locks.acquire(input.token, this.staleAfterMs);
      if (!lock) {
        if (!(await this.locks.waitUntilReleased(input.token, this.staleAfterMs))) throw walletError('WALLET_PAYMENT_IN_PROGRESS');
        continue;
      }
      try {
        return await this.captureAndPlace(ctx, orderCode, input);
      } catch (error) {
        throw shopperErrorOf(error);
      } finally {
        await lock.release();
      }
    }
    throw walletError('WALLET_PAYMENT_IN_PROGRESS');
  }

  private async sessionOrder(ctx: RequestContext): Promise<Order | undefined> {
    const active = await this.activeOrderService.getActiveOrder(ctx, undefined);
    if (!active) return undefined;
    const order = await this.orderService.findOne(ctx, active.id);
    return order && order.lines.length > 0 ? order : undefined;
  }

  private secureCookies(ctx: RequestContext): boolean {
    return this.configService.authOptions.cookieOptions.secure === true || ctx.req?.secure === true;
  }

  /**
   * The same cart asks with the same PayPal-Request-Id, so a double click gets one wallet order.
   * That order no longer awaiting approval (approved, then the shopper came back and clicked
   * again) makes the next attempt's id ask for a new one.
   */
  private async createWalletOrder(ctx: RequestContext, order: Order): Promise<WalletOrder & { approveUrl: string }> {
    const locale = storefrontLocale(ctx.languageCode);
    const base = `${this.settings.storefrontOrigin}/${locale}/payment`;
    const walletLocale = walletLocaleOf(locale);
    const request = walletOrderInputOf(order, {
      returnUrl: `${base}/paypal.html`,
      cancelUrl: `${base}/paypal-error.html`,
      brandName: this.settings.brandName,
      invoicePrefix: this.settings.invoicePrefix,
      ...(walletLocale ? { locale: walletLocale } : {}),
    });
    for (let attempt = 0; attempt < CREATE_ATTEMPTS; attempt += 1) {
      const walletOrder = await this.gateway.createOrder(request, { requestId: createRequestIdOf(order, attempt) });
      if (walletOrder.approveUrl) return { ...walletOrder, approveUrl: walletOrder.approveUrl };
    }
    throw walletError('WALLET_PAYMENT_IN_PROGRESS');
  }

  /** How the order was paid with this wallet order by a finish that already succeeded: PAID, PENDING, or not at all. */
  private async recordedPayment(ctx: RequestContext, orderCode: string, walletOrderId: string): Promise<WalletPaymentStatus | undefined> {
    const order = await this.orderService.findOneByCode(ctx, orderCode, ['payments']);
    const payment = (order?.payments ?? []).find(
      (candidate) =>
        candidate.method === WALLET_PAYMENT_METHOD_CODE &&
        candidate.metadata?.['walletOrderId'] === walletOrderId &&
        (candidate.state === 'Settled' || candidate.state === 'Authorized'),
    );
    if (!payment) return undefined;
    return payment.state === 'Settled' ? 'PAID' : 'PENDING';
  }

  private async captureAndPlace(ctx: RequestContext, orderCode: string, input: FinishInput): Promise<FinishResult> {
    const earlier = await this.recordedPayment(ctx, orderCode, input.token);
    if (earlier) return { orderCode, paymentStatus: earlier };
    const order = await this.sessionOrder(ctx);
    if (!order) throw walletError('NO_ACTIVE_ORDER');
    // The trace names the cart the wallet order was made for; the session's cart must still be it.
    if (order.code !== orderCode) throw walletError('WALLET_FOREIGN_ORDER');
    await this.checkout.assertOrderReadyForPayment(ctx, order);
    const expected = { orderCode, currencyCode: order.currencyCode, total: order.totalWithTax, payerId: input.payerId };

    const walletOrder = await this.gateway.getOrder(input.token);
    const approved = verifyApprovedOrder(walletOrder, expected);
    if (!approved.ok) {
      Logger.verbose(`Wallet order ${input.token} not captured for ${orderCode}: ${approved.reason}`, LOG_CONTEXT);
      // Taken by an earlier finish whose answer was lost, for a cart that has changed since: given back.
      const taken = approved.reason !== 'otherOrder' ? walletOrder.captures.find((capture) => capture.status === 'COMPLETED') : undefined;
      if (taken) await this.refund(taken.id, taken.currencyCode, orderCode);
      throw walletError(CODE_OF_REFUSAL[approved.reason]);
    }
    const locked = await this.connection.withTransaction(ctx, async (tx) => {
      const current = await this.orderService.findOne(tx, order.id);
      if (!current?.active || current.totalWithTax !== order.totalWithTax || current.currencyCode !== order.currencyCode)
        return 'WALLET_AMOUNT_CHANGED';
      return (await this.steps.toArrangingPayment(tx, current)) ? 'WALLET_PAYMENT_NOT_READY' : undefined;
    });
    if (locked) throw walletError(locked);

    const requestId = captureRequestIdOf(orderCode, input.token);
    try {
      if (!approved.alreadyCaptured) await this.capture(input.token, requestId);
    } catch (error) {
      await this.connection.withTransaction(ctx, (tx) => this.steps.backToCart(tx, order.id));
      throw error;
    }
    // Verified from the wallet's own record of the order, not from the capture call's answer.
    const captured = await this.gateway.getOrder(input.token);
    const check = verifyCapturedOrPending(captured, expected);
    if (!check.ok) {
      Logger.warn(`Wallet order ${input.token} of ${orderCode} captured but not as the order: ${check.reason}`, LOG_CONTEXT);
      const taken = captured.captures.find((capture) => capture.status === 'COMPLETED');
      if (taken) await this.refund(taken.id, taken.currencyCode, orderCode);
      await this.connection.withTransaction(ctx, (tx) => this.steps.backToCart(tx, order.id));
      throw walletError(check.reason === 'otherOrder' ? 'WALLET_FOREIGN_ORDER' : 'WALLET_VERIFICATION_FAILED');
    }

    const recorded = await this.connection.withTransaction(ctx, async (tx): Promise<ID | undefined> => {
      const result = await this.orderService.addPaymentToOrder(tx, order.id, {
        method: WALLET_PAYMENT_METHOD_CODE,
        metadata: metadataForCapture({
          walletOrderId: input.token,
          capture: check.capture,
          requestId,
          ...(captured.payer ? { payer: captured.payer } : {}),
          ...(ctx.session ? { sessionId: String(ctx.session.id) } : {}),
        }),
      });
      if (isGraphQlErrorResult(result) || result.active) {
        await this.steps.backToCart(tx, order.id);
        return undefined;
      }
      await this.steps.afterPlaced(tx, order.id);
      // addPaymentToOrder answers the order without its payments: the new one is read back by its capture.
      const payments = await this.orderService.getOrderPayments(tx, order.id);
      const payment = payments.find(
        (candidate) => candidate.method === WALLET_PAYMENT_METHOD_CODE && candidate.transactionId === check.capture.id,
      );
      if (!payment) throw new Error(`Order ${orderCode} was placed but its PayPal payment ${check.capture.id} cannot be read back`);
      return payment.id;
    });
    if (recorded === undefined) {
      // A pending capture cannot be refunded yet: staff see it in the log; PayPal's outcome reaches nobody.
      if (check.pending)
        Logger.error(
          `PayPal capture ${check.capture.id} of order ${orderCode} is pending and could not be recorded; staff must refund it once PayPal completes it`,
          LOG_CONTEXT,
        );
      else await this.refund(check.capture.id, check.capture.currencyCode, orderCode);
      throw walletError('WALLET_VERIFICATION_FAILED');
    }
    if (!check.pending) return { orderCode, paymentStatus: 'PAID' };
    Logger.info(
      `Order ${orderCode} placed with a PayPal capture pending (${check.capture.statusReason ?? 'no reason given'}): waiting for PayPal`,
      LOG_CONTEXT,
    );
    // A webhook may have come while this finish held the lock: look again once it is released.
    await this.reconciliation.enqueuePayment(ctx, recorded);
    return { orderCode, paymentStatus: 'PENDING' };
  }

  /** The capture, once: a retried or concurrent one with the same request id answers the first. */
  private async capture(walletOrderId: string, requestId: string): Promise<void> {
    try {
      await this.gateway.captureOrder(walletOrderId, { requestId });
    } catch (error) {
      // Captured by an earlier finish whose answer was lost: the order's record below tells.
      if (isAlreadyCaptured(error)) return;
      if (isCaptureRefusal(error)) throw walletError('WALLET_VERIFICATION_FAILED');
      throw error;
    }
  }

  private async refund(captureId: string, currencyCode: string, orderCode: string): Promise<void> {
    Logger.warn(`Refunding wallet capture ${captureId} of order ${orderCode}: taken but not recordable on the order`, LOG_CONTEXT);
    const refund = await this.gateway.refundCapture(captureId, {
      currencyCode,
      requestId: refundRequestIdOf(captureId, undefined, 'unrecorded'),
    });
    await this.store
      .rememberShopRefund(refund.id)
      .catch((error: unknown) => Logger.warn(`PayPal refund ${refund.id} not marked as the shop's: ${String(error)}`, LOG_CONTEXT));
  }
}
