import { Injectable } from '@nestjs/common';
import { HistoryEntryType } from '@vendure/common/lib/generated-types';
import {
  ActiveOrderService,
  CustomerService,
  EntityNotFoundError,
  HistoryService,
  idsAreEqual,
  Order,
  OrderService,
  PaymentMethod,
  ProductVariant,
  TransactionalConnection,
  UserInputError,
  LanguageCode,
  type JustErrorResults,
  type ID,
  type RequestContext,
} from '@vendure/core';
import { OrderHistoryEntry } from '@vendure/core/dist/entity/history-entry/order-history-entry.entity';
import type { UpdateOrderItemsResult } from '@vendure/common/lib/generated-shop-types';
import { In, IsNull } from 'typeorm';

import { asShopLanguage, deliveryLanguage } from '../../esim-delivery/shopper-language';
import { EsimProfile } from '../../esim-delivery/entities/esim-profile.entity';
import { ORDER_ITEMS_LIMIT, ORDER_LINE_ITEMS_LIMIT } from '../../cart/order-limits';
import { statusHistory, type DeliveryFacts, type StatusChange } from './account-order-status';
import { addressName, billingAddressLines, type StoredBillingAddress } from './billing-address-lines';
import type { InvoiceOrder } from './invoice/invoice-content';
import { checkOrderMessage, orderNote } from './order-message';
import { toLanguageCode } from '../../../seed/vendure-codes';

/** A line of the past order that order-again could not add in full. */
interface SkippedLine {
  orderLineId: ID;
  productVariantId: ID;
  name: string;
  requested: number;
  added: number;
  /** UNAVAILABLE: the plan is no longer sold; ORDER_LIMIT: the cart's limits left no room for all of it. */
  reason: 'UNAVAILABLE' | 'ORDER_LIMIT';
}

export type OrderAgainOutcome = { order: Order; skipped: SkippedLine[] } | JustErrorResults<UpdateOrderItemsResult>;

/** Postgres `integer` ids stop here; anything larger or not whole is an unknown order, not an SQL error. */
const MAX_ID = 2_147_483_647;

function usableId(id: ID): boolean {
  return typeof id === 'number' ? Number.isSafeInteger(id) && id > 0 && id <= MAX_ID : id.length > 0 && id.length <= 64;
}

/** Items a placed line stands for: a cancelled order's lines have quantity 0, what was bought stays in orderPlacedQuantity. */
function boughtQuantity(line: { quantity: number; orderPlacedQuantity: number }): number {
  return line.quantity || line.orderPlacedQuantity;
}

/**
 * A logged-in customer's own placed orders: read, invoiced, ordered again, written about. Another
 * customer's order, a cart, a draft or an unknown id are all "not found", so nothing tells them
 * apart.
 */
@Injectable()
export class AccountOrdersService {
  constructor(
    private readonly connection: TransactionalConnection,
    private readonly orderService: OrderService,
    private readonly customerService: CustomerService,
    private readonly activeOrderService: ActiveOrderService,
    private readonly historyService: HistoryService,
  ) {}

  /** The order when it is a placed order of the logged-in customer; undefined otherwise (or logged out). */
  async customerOrder(ctx: RequestContext, id: ID): Promise<Order | undefined> {
    if (!ctx.activeUserId || !usableId(id)) return undefined;
    const customer = await this.customerService.findOneByUserId(ctx, ctx.activeUserId);
    if (!customer) return undefined;
    const order = await this.orderService.findOne(ctx, id);
    const owned = order?.customerId !== undefined && order.customerId !== null && idsAreEqual(order.customerId, customer.id);
    return order && owned && order.orderPlacedAt && order.state !== 'Draft' ? order : undefined;
  }

  /** The same, or EntityNotFoundError (the one answer for "unknown" and "someone else's"). */
  async customerOrderOrThrow(ctx: RequestContext, id: ID): Promise<Order> {
    const order = await this.customerOrder(ctx, id);
    if (!order) throw new EntityNotFoundError('Order', id);
    return order;
  }

  async deliveryFacts(ctx: RequestContext, order: Order): Promise<DeliveryFacts> {
    const lines = order.lines ?? (await this.orderService.findOne(ctx, order.id))?.lines ?? [];
    const esims = await this.connection
      .getRepository(ctx, EsimProfile)
      .find({ where: { orderId: order.id }, select: { id: true, createdAt: true } });
    const lastEsimAt = esims.reduce<Date | null>((last, esim) => (!last || esim.createdAt > last ? esim.createdAt : last), null);
    return { items: lines.reduce((sum, line) => sum + boughtQuantity(line), 0), esims: esims.length, lastEsimAt };
  }

  async statusChanges(ctx: RequestContext, order: Order): Promise<StatusChange[]> {
    const entries = await this.connection.getRepository(ctx, OrderHistoryEntry).find({
      where: { order: { id: order.id }, type: HistoryEntryType.ORDER_STATE_TRANSITION },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const transitions = entries.flatMap((entry) => {
      const to = (entry.data as Record<string, unknown>)['to'];
      return typeof to === 'string' ? [{ at: entry.createdAt, to }] : [];
    });
    return statusHistory(transitions, await this.deliveryFacts(ctx, order));
  }

  /** The order's first move to PaymentSettled, if it was ever paid. */
  private async settledAt(ctx: RequestContext, order: Order): Promise<Date | undefined> {
    const entries = await this.connection.getRepository(ctx, OrderHistoryEntry).find({
      where: { order: { id: order.id }, type: HistoryEntryType.ORDER_STATE_TRANSITION },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    return entries.find((entry) => (entry.data as Record<string, unknown>)['to'] === 'PaymentSettled')?.createdAt;
  }

  /** Whether the order was ever paid: a cancelled one that was not is a payment that failed. */
  async wasPaid(ctx: RequestContext, order: Order): Promise<boolean> {
    return order.state === 'Cancelled' ? (await this.settledAt(ctx, order)) !== undefined : true;
  }

  /**
   * The name of the method of the order's last settled (else last) payment in the request's
   * language (the PaymentMethod's own translation, e.g. 'Card', 'Carte bancaire'); a payment
   * without a PaymentMethod (staff's manual payment) shows its method code.
   */
  async paymentMethodName(ctx: RequestContext, order: Order, languageCode = ctx.languageCode): Promise<string | null> {
    const payments = order.payments ?? (await this.orderService.getOrderPayments(ctx, order.id));
    const sorted = [...payments].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const payment = sorted.filter((candidate) => candidate.state === 'Settled').at(-1) ?? sorted.at(-1);
    if (!payment) return null;
    const method = await this.connection
      .getRepository(ctx, PaymentMethod)
      .findOne({ where: { code: payment.method }, relations: { translations: true } });
    const translations = method?.translations ?? [];
    const name = (
      translations.find((translation) => translation.languageCode === languageCode) ??
      translations.find((translation) => translation.languageCode === LanguageCode.en)
    )?.name;
    return name || payment.method;
  }

  addressLines(order: Order, language: string): string[] {
    return billingAddressLines(order.billingAddress, asShopLanguage(language) ?? 'en');
  }

  /**
   * What an invoice of `order` prints of it, as it is now, in the language it was placed in; paid
   * at `paidAt` (the invoice is issued as the payment settles, before the history says so).
   */
  async invoiceOrderOf(ctx: RequestContext, order: Order, paidAt: Date): Promise<InvoiceOrder> {
    const language = deliveryLanguage(order.customFields.shopperLanguage, ctx.channel.defaultLanguageCode);
    const variants = await this.connection.getRepository(ctx, ProductVariant).find({
      // Each variant once: staff may edit an order into many lines of the same plans.
      where: { id: In([...new Map(order.lines.map((line) => [String(line.productVariantId), line.productVariantId])).values()]) },
      relations: { translations: true },
      withDeleted: true,
    });
    const nameOf = (variantId: ID, fallback: string) => {
      const translations = variants.find((variant) => idsAreEqual(variant.id, variantId))?.translations ?? [];
      return (
        (
          translations.find((translation) => translation.languageCode === toLanguageCode(language)) ??
          translations.find((translation) => translation.languageCode === LanguageCode.en)
        )?.name ?? fallback
      );
    };
    const address = order.billingAddress as StoredBillingAddress;
    const invoiceOrder: InvoiceOrder = {
      id: String(order.id),
      code: order.code,
      currencyCode: order.currencyCode,
      paidAt,
      language,
      paymentMethod: await this.paymentMethodName(ctx, order, LanguageCode[language]),
      buyer: {
        name: addressName(address) || `${order.customer?.firstName ?? ''} ${order.customer?.lastName ?? ''}`.trim(),
        email: order.customer?.emailAddress ?? null,
        addressLines: billingAddressLines(address, language),
        vatNumber: address.vatNumber?.trim() || null,
        ...(address.countryCode ? { countryCode: address.countryCode.toUpperCase() } : {}),
      },
      ...(order.customFields.vatReverseCharge ? { reverseCharge: true } : {}),
      lines: [...order.lines]
        .sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }))
        .map((line) => ({
          name: nameOf(line.productVariantId, line.productVariant?.name ?? ''),
          sku: line.productVariant?.sku ?? '',
          quantity: line.quantity,
          unitNet: line.proratedUnitPrice,
          net: line.proratedLinePrice,
          taxRate: line.taxRate,
        })),
      taxes: order.taxSummary.map((row) => ({ rate: row.taxRate, base: row.taxBase, tax: row.taxTotal })),
      totalNet: order.total,
      total: order.totalWithTax,
    };
    return invoiceOrder;
  }

  /**
   * Spec §4 order again: every line of the past order goes into the active order (created if
   * needed) at today's price, as far as the plan is still sold and the cart's limits allow (10 of a
   * plan, 20 items). What could not be added in full is answered in `skipped` rather than refused,
   * so the shopper gets what can be had and is told about the rest.
   */
  async orderAgain(ctx: RequestContext, id: ID): Promise<OrderAgainOutcome> {
    const past = await this.customerOrderOrThrow(ctx, id);
    const cart = await this.activeOrderService.getActiveOrder(ctx, undefined, true);
    const current = (await this.orderService.findOne(ctx, cart.id)) ?? cart;
    const inCart = new Map<string, number>();
    for (const line of current.lines ?? [])
      inCart.set(String(line.productVariantId), (inCart.get(String(line.productVariantId)) ?? 0) + line.quantity);
    let cartItems = [...inCart.values()].reduce((sum, quantity) => sum + quantity, 0);

    const sold = await this.saleableVariantIds(
      ctx,
      past.lines.map((line) => line.productVariantId),
    );
    const items: Array<{ productVariantId: ID; quantity: number }> = [];
    const skipped: SkippedLine[] = [];
    const lines = [...past.lines].sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }));
    for (const line of lines) {
      const requested = boughtQuantity(line);
      if (requested <= 0) continue;
      const variantKey = String(line.productVariantId);
      const available = sold.has(variantKey);
      const room = available
        ? Math.max(0, Math.min(requested, ORDER_LINE_ITEMS_LIMIT - (inCart.get(variantKey) ?? 0), ORDER_ITEMS_LIMIT - cartItems))
        : 0;
      if (room > 0) {
        items.push({ productVariantId: line.productVariantId, quantity: room });
        inCart.set(variantKey, (inCart.get(variantKey) ?? 0) + room);
        cartItems += room;
      }
      if (room < requested) {
        skipped.push({
          orderLineId: line.id,
          productVariantId: line.productVariantId,
          name: line.productVariant?.name ?? '',
          requested,
          added: room,
          reason: available ? 'ORDER_LIMIT' : 'UNAVAILABLE',
        });
      }
    }
    if (items.length > 0) {
      const result = await this.orderService.addItemsToOrder(ctx, cart.id, items);
      const refusal = result.errorResults[0];
      if (refusal) return refusal;
    }
    const order = await this.orderService.findOne(ctx, cart.id);
    if (!order) throw new EntityNotFoundError('Order', cart.id);
    return { order, skipped };
  }

  /** Variants still on sale in this channel: enabled, not deleted, their product too. */
  private async saleableVariantIds(ctx: RequestContext, ids: ID[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const variants = await this.connection.getRepository(ctx, ProductVariant).find({
      where: { id: In(ids), enabled: true, deletedAt: IsNull() },
      relations: { product: true, channels: true },
    });
    return new Set(
      variants
        .filter(
          (variant) =>
            variant.product.enabled &&
            !variant.product.deletedAt &&
            variant.channels.some((channel) => idsAreEqual(channel.id, ctx.channelId)),
        )
        .map((variant) => String(variant.id)),
    );
  }

  /**
   * Spec §3 order message: kept on the order as a private note (staff read it in the dashboard's
   * order history; the customer's own history does not list notes), naming the item when given.
   */
  async sendMessage(ctx: RequestContext, input: { orderId: ID; orderLineId?: ID | null; message: string }): Promise<void> {
    const order = await this.customerOrderOrThrow(ctx, input.orderId);
    const check = checkOrderMessage(input.message);
    if (!check.ok) throw new UserInputError(check.reason);
    let item: { name: string; sku: string } | undefined;
    if (input.orderLineId !== undefined && input.orderLineId !== null) {
      const lineId = input.orderLineId;
      const line = order.lines.find((candidate) => idsAreEqual(candidate.id, lineId));
      if (!line) throw new EntityNotFoundError('OrderLine', lineId);
      item = { name: line.productVariant?.name ?? '', sku: line.productVariant?.sku ?? '' };
    }
    await this.historyService.createHistoryEntryForOrder(
      { ctx, orderId: order.id, type: HistoryEntryType.ORDER_NOTE, data: { note: orderNote(check.message, item) } },
      false,
    );
  }
}
