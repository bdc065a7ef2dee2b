import type { ID, RequestContext } from '@vendure/core';

import type { ShopLanguage } from '../../seed/languages';
import { EsimUnavailableError, type EsimProfileData, type EsimProvider } from './esim-provider';
import { isValidIccid } from './iccid';

/** What the delivery needs to know about an order, read once per job run. */
export interface DeliveryOrder {
  id: ID;
  code: string;
  state: string;
  language: ShopLanguage;
  lines: DeliveryLine[];
}

interface DeliveryLine {
  id: ID;
  sku: string;
  quantity: number;
  productName: string;
}

/** A profile as stored on the order: which line it belongs to and its place in that line. */
export interface StoredEsim extends EsimProfileData {
  orderLineId: ID;
  position: number;
}

export interface RefundSummary {
  /** Minor units handed back (or waiting to be), in the order's currency. */
  amount: number;
  /** Every refund was confirmed by the gateway; otherwise staff finish it in the dashboard. */
  settled: boolean;
}

export interface DeliveryPorts {
  provider: Pick<EsimProvider, 'provision'>;
  storedEsims(orderId: ID): Promise<StoredEsim[]>;
  saveEsims(orderId: ID, esims: StoredEsim[]): Promise<void>;
  /** True exactly once per order: whoever wins may send the shopper's one email. */
  claimNotice(orderId: ID): Promise<boolean>;
  cancelAndRefund(order: DeliveryOrder): Promise<RefundSummary>;
  notifyDelivered(order: DeliveryOrder, esims: StoredEsim[]): Promise<void>;
  notifyFailed(order: DeliveryOrder, refund: RefundSummary): Promise<void>;
}

export type DeliveryResult =
  | { outcome: 'delivered'; esims: number; notified: boolean }
  | { outcome: 'cancelled'; refund: RefundSummary; notified: boolean }
  | { outcome: 'skipped'; reason: string };

/** States in which a paid order still waits for (or already has) its eSIMs. */
const DELIVERABLE_STATES = new Set(['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']);

/** A provider answer we cannot hand to a shopper is as good as no answer. */
class InvalidProviderAnswerError extends Error {
  constructor(sku: string, problem: string) {
    super(`The eSIM provider answered ${sku} with ${problem}`);
    this.name = 'InvalidProviderAnswerError';
  }
}

function checkAnswer(line: DeliveryLine, wanted: number, profiles: EsimProfileData[]): void {
  if (profiles.length !== wanted) {
    throw new InvalidProviderAnswerError(line.sku, `${profiles.length} profiles instead of ${wanted}`);
  }
  // the messages name the SKU only: profile data never reaches a log
  if (!profiles.every((profile) => isValidIccid(profile.iccid))) throw new InvalidProviderAnswerError(line.sku, 'an invalid ICCID');
  if (!profiles.every((profile) => profile.smdpAddress && profile.matchingId)) {
    throw new InvalidProviderAnswerError(line.sku, 'an incomplete activation code');
  }
}

async function provisionMissing(ctx: RequestContext, order: DeliveryOrder, ports: DeliveryPorts): Promise<StoredEsim[]> {
  const esims = await ports.storedEsims(order.id);
  for (const line of order.lines) {
    const have = esims.filter((esim) => String(esim.orderLineId) === String(line.id)).length;
    const missing = line.quantity - have;
    if (missing <= 0) continue;
    const profiles = await ports.provider.provision(ctx, { orderCode: order.code, lineId: line.id, sku: line.sku, quantity: missing });
    checkAnswer(line, missing, profiles);
    const rows = profiles.map((profile, index) => ({ ...profile, orderLineId: line.id, position: have + index }));
    // saved line by line, so a retry after a later line's failure does not ask for these again
    await ports.saveEsims(order.id, rows);
    esims.push(...rows);
  }
  const lineOrder = order.lines.map((line) => String(line.id));
  return esims.sort(
    (a, b) => lineOrder.indexOf(String(a.orderLineId)) - lineOrder.indexOf(String(b.orderLineId)) || a.position - b.position,
  );
}

/**
 * One run of the provisioning job. Idempotent: profiles already stored are kept and only the
 * missing ones are asked for, and the shopper's email (delivery or failure) goes out once, guarded
 * by `claimNotice`. A refusal ({@link EsimUnavailableError}, or any error on the last attempt)
 * cancels and refunds the order; other errors propagate so the job queue retries.
 */
export async function deliverEsims(
  ctx: RequestContext,
  order: DeliveryOrder,
  ports: DeliveryPorts,
  { finalAttempt }: { finalAttempt: boolean },
): Promise<DeliveryResult> {
  if (!DELIVERABLE_STATES.has(order.state)) return { outcome: 'skipped', reason: `order is ${order.state}` };
  let esims: StoredEsim[];
  try {
    esims = await provisionMissing(ctx, order, ports);
  } catch (error) {
    const refused = error instanceof EsimUnavailableError || error instanceof InvalidProviderAnswerError;
    if (!refused && !finalAttempt) throw error;
    const refund = await ports.cancelAndRefund(order);
    const notified = await ports.claimNotice(order.id);
    if (notified) await ports.notifyFailed(order, refund);
    return { outcome: 'cancelled', refund, notified };
  }
  const notified = await ports.claimNotice(order.id);
  if (notified) await ports.notifyDelivered(order, esims);
  return { outcome: 'delivered', esims: esims.length, notified };
}
