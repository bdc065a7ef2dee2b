import type { ID, RequestContext } from '@vendure/core';

import type { ShopLanguage } from '../../seed/languages';
import { nextAttempt, type DelayReason, type RetryPolicy } from './delivery-retry';
import {
  EsimSupplierError,
  failureOf,
  type EsimSupplier,
  type SuppliedProfile,
  type SupplierFailure,
  type SupplierOrderRequest,
  type SupplierOrderState,
} from './esim-supplier';
import { isValidIccid } from './iccid';
import type { SupplierAlert } from './alerts/supplier-alert';

/** What the delivery needs to know about an order, read once per job run. */
export interface DeliveryOrder {
  id: ID;
  code: string;
  state: string;
  language: ShopLanguage;
  lines: DeliveryLine[];
  /** Set while the delivery waits for the supplier: when it first had to wait. */
  delayedSince: Date | undefined;
  /** Runs that ended waiting since the delay began: the backoff's exponent. */
  delayedAttempts: number;
}

interface DeliveryLine {
  id: ID;
  sku: string;
  /** The supplier's package of the variant (catalogue sync); the SKU where none is recorded. */
  packageId: string;
  quantity: number;
  productName: string;
}

/** A profile as stored on the order: which line it belongs to, its place there, whose it is. */
export interface StoredEsim extends SuppliedProfile {
  orderLineId: ID;
  position: number;
  supplier: string;
  supplierOrderRef: string;
  supplierPackageId: string;
}

export interface RefundSummary {
  /** Minor units handed back (or waiting to be), in the order's currency. */
  amount: number;
  /** Every refund was confirmed by the gateway; otherwise staff finish it in the dashboard. */
  settled: boolean;
}

/** Why the delivery waits, and until when: recorded on the order, read by the retry sweep. */
export interface DeliveryDelay {
  reason: DelayReason;
  nextAttemptAt: Date;
}

export interface DeliveryPorts {
  supplier: Pick<EsimSupplier, 'name' | 'order' | 'query'>;
  storedEsims(orderId: ID): Promise<StoredEsim[]>;
  /** One supplier order's profiles, stored at once; the supplier order is then done. */
  saveEsims(orderId: ID, esims: StoredEsim[]): Promise<void>;
  /** The supplier's order number of an order placed earlier for this reference and still waited for. */
  pendingSupplierOrder(reference: string): Promise<string | undefined>;
  recordPendingSupplierOrder(order: DeliveryOrder, lineId: ID, request: SupplierOrderRequest, supplierOrderRef: string): Promise<void>;
  /** True exactly once per order: whoever wins may send the shopper's one email. */
  claimNotice(orderId: ID): Promise<boolean>;
  /** True exactly once per order: whoever wins may send the "on its way" email. */
  claimDelayNotice(orderId: ID): Promise<boolean>;
  cancelAndRefund(order: DeliveryOrder): Promise<RefundSummary>;
  notifyDelivered(order: DeliveryOrder, esims: StoredEsim[]): Promise<void>;
  notifyFailed(order: DeliveryOrder, refund: RefundSummary): Promise<void>;
  notifyDelayed(order: DeliveryOrder): Promise<void>;
  /** Records the wait on the order (the retry sweep queues the job again at `nextAttemptAt`). */
  recordDelay(order: DeliveryOrder, delay: DeliveryDelay): Promise<void>;
  /** The order no longer waits (delivered or refunded). */
  clearDelay(order: DeliveryOrder): Promise<void>;
  alert(alert: SupplierAlert): Promise<void>;
}

export type DeliveryResult =
  | { outcome: 'delivered'; esims: number; notified: boolean }
  | { outcome: 'delayed'; reason: DelayReason; nextAttemptAt: Date; delayNoticeSent: boolean }
  | { outcome: 'cancelled'; refund: RefundSummary; notified: boolean }
  | { outcome: 'skipped'; reason: string };

/** States in which a paid order still waits for (or already has) its eSIMs. */
const DELIVERABLE_STATES = new Set(['PaymentSettled', 'PartiallyShipped', 'Shipped', 'PartiallyDelivered', 'Delivered']);

/** A supplier answer we cannot hand to a shopper: asked again later, never stored. */
class InvalidSupplierAnswerError extends Error {
  constructor(sku: string, problem: string) {
    super(`The eSIM supplier answered ${sku} with ${problem}`);
    this.name = 'InvalidSupplierAnswerError';
  }
}

function checkAnswer(line: DeliveryLine, wanted: number, profiles: SuppliedProfile[]): void {
  if (profiles.length !== wanted) {
    throw new InvalidSupplierAnswerError(line.sku, `${profiles.length} profiles instead of ${wanted}`);
  }
  // the messages name the SKU only: profile data never reaches a log
  if (!profiles.every((profile) => isValidIccid(profile.iccid))) throw new InvalidSupplierAnswerError(line.sku, 'an invalid ICCID');
  if (!profiles.every((profile) => profile.smdpAddress && profile.matchingId)) {
    throw new InvalidSupplierAnswerError(line.sku, 'an incomplete activation code');
  }
  if (new Set(profiles.map((profile) => profile.iccid)).size !== profiles.length) {
    throw new InvalidSupplierAnswerError(line.sku, 'the same ICCID twice');
  }
}

/**
 * The shop's reference of the supplier order for a line's items from `firstPosition` on: the same
 * for every run that asks for the same items, so the supplier (or the adapter's look-up) answers a
 * repeated order with the profiles it already issued. At most 50 characters (eSIM Access's limit).
 */
export function supplierReference(orderCode: string, lineId: ID, firstPosition: number): string {
  return `${orderCode}-${String(lineId)}-${firstPosition}`.slice(0, 50);
}

/** A line still missing profiles after this run, because the supplier has not issued them yet. */
type LineOutcome = 'stored' | 'pending';

class SupplierFailed extends Error {
  constructor(
    readonly failure: SupplierFailure | 'invalidAnswer',
    readonly retryAfterMs: number | undefined,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

async function askSupplier(ask: () => Promise<SupplierOrderState>): Promise<SupplierOrderState> {
  try {
    return await ask();
  } catch (error) {
    throw new SupplierFailed(failureOf(error), error instanceof EsimSupplierError ? error.retryAfterMs : undefined, error);
  }
}

async function provisionLine(
  ctx: RequestContext,
  order: DeliveryOrder,
  line: DeliveryLine,
  have: number,
  ports: DeliveryPorts,
): Promise<{ outcome: LineOutcome; stored: StoredEsim[] }> {
  const missing = line.quantity - have;
  const request: SupplierOrderRequest = {
    reference: supplierReference(order.code, line.id, have),
    orderCode: order.code,
    packageId: line.packageId,
    sku: line.sku,
    quantity: missing,
  };
  const placed = await ports.pendingSupplierOrder(request.reference);
  const answer = await askSupplier(() =>
    placed ? ports.supplier.query(ctx, { supplierOrderRef: placed, request }) : ports.supplier.order(ctx, request),
  );
  if (answer.status === 'pending') {
    if (!placed) await ports.recordPendingSupplierOrder(order, line.id, request, answer.supplierOrderRef);
    return { outcome: 'pending', stored: [] };
  }
  try {
    checkAnswer(line, missing, answer.profiles);
  } catch (error) {
    throw new SupplierFailed('invalidAnswer', undefined, error);
  }
  const rows = answer.profiles.map((profile, index) => ({
    ...profile,
    orderLineId: line.id,
    position: have + index,
    supplier: ports.supplier.name,
    supplierOrderRef: answer.supplierOrderRef,
    supplierPackageId: line.packageId,
  }));
  // saved line by line, so a retry after a later line's failure does not ask for these again
  await ports.saveEsims(order.id, rows);
  return { outcome: 'stored', stored: rows };
}

async function provisionMissing(
  ctx: RequestContext,
  order: DeliveryOrder,
  ports: DeliveryPorts,
): Promise<{ esims: StoredEsim[]; pending: boolean }> {
  const esims = await ports.storedEsims(order.id);
  let pending = false;
  for (const line of order.lines) {
    const have = esims.filter((esim) => String(esim.orderLineId) === String(line.id)).length;
    if (line.quantity - have <= 0) continue;
    const { outcome, stored } = await provisionLine(ctx, order, line, have, ports);
    esims.push(...stored);
    if (outcome === 'pending') pending = true;
  }
  const lineOrder = order.lines.map((line) => String(line.id));
  esims.sort((a, b) => lineOrder.indexOf(String(a.orderLineId)) - lineOrder.indexOf(String(b.orderLineId)) || a.position - b.position);
  return { esims, pending };
}

async function cancel(order: DeliveryOrder, ports: DeliveryPorts): Promise<DeliveryResult> {
  const refund = await ports.cancelAndRefund(order);
  await ports.clearDelay(order);
  const notified = await ports.claimNotice(order.id);
  if (notified) await ports.notifyFailed(order, refund);
  return { outcome: 'cancelled', refund, notified };
}

async function wait(
  order: DeliveryOrder,
  ports: DeliveryPorts,
  policy: RetryPolicy,
  reason: DelayReason,
  retryAfterMs?: number,
): Promise<DeliveryResult> {
  const now = policy.now();
  const delayedSince = order.delayedSince ?? now;
  if (now.getTime() - delayedSince.getTime() >= policy.giveUpAfterMs) {
    await ports.alert({
      kind: 'gaveUp',
      subject: order.code,
      detail: `no eSIM after waiting since ${delayedSince.toISOString()} (${reason})`,
    });
    return cancel(order, ports);
  }
  const nextAttemptAt = nextAttempt(policy, reason, order.delayedAttempts, retryAfterMs);
  await ports.recordDelay(order, { reason, nextAttemptAt });
  // A supplier that is merely still allocating does not warrant an email at once: most answer in seconds.
  const worthTelling = reason !== 'pending' || now.getTime() - delayedSince.getTime() >= policy.delayNoticeAfterMs;
  const delayNoticeSent = worthTelling && (await ports.claimDelayNotice(order.id));
  if (delayNoticeSent) await ports.notifyDelayed(order);
  return { outcome: 'delayed', reason, nextAttemptAt, delayNoticeSent };
}

/**
 * One run of the provisioning job. Idempotent: profiles already stored are kept, only the missing
 * ones are asked for, on the same supplier reference as before, and each shopper email goes out
 * once (`claimNotice`, `claimDelayNotice`). What the supplier answers decides the rest (issue 32):
 * - profiles for every item: stored, the delivery email sent;
 * - not issued yet, down, slow, rate limited, out of prepaid balance, or an answer that cannot be
 *   handed to a shopper: the order waits (recorded on it; the retry sweep or the supplier's
 *   webhook runs the job again), the shopper is told their eSIM is on its way, the owner is
 *   alerted where a person must act; after `giveUpAfterMs` of waiting it is refunded after all;
 * - the package is gone (`unavailable`): cancelled and refunded at once.
 * Errors of the shop's own (its database) propagate, so the job queue retries them.
 */
export async function deliverEsims(
  ctx: RequestContext,
  order: DeliveryOrder,
  ports: DeliveryPorts,
  policy: RetryPolicy,
): Promise<DeliveryResult> {
  if (!DELIVERABLE_STATES.has(order.state)) return { outcome: 'skipped', reason: `order is ${order.state}` };
  let provisioned: { esims: StoredEsim[]; pending: boolean };
  try {
    provisioned = await provisionMissing(ctx, order, ports);
  } catch (error) {
    if (!(error instanceof SupplierFailed)) throw error;
    if (error.failure === 'unavailable') {
      await ports.alert({ kind: 'unavailable', subject: order.code, detail: error.message });
      return cancel(order, ports);
    }
    if (error.failure !== 'transient' && error.failure !== 'rateLimited') {
      const kind = error.failure === 'insufficientBalance' ? 'insufficientBalance' : 'supplierError';
      await ports.alert({ kind, subject: order.code, detail: error.message });
    }
    const reason: DelayReason =
      error.failure === 'insufficientBalance' ? 'insufficientBalance' : error.failure === 'rateLimited' ? 'rateLimited' : 'transient';
    return wait(order, ports, policy, reason, error.retryAfterMs);
  }
  if (provisioned.pending) return wait(order, ports, policy, 'pending');
  await ports.clearDelay(order);
  const notified = await ports.claimNotice(order.id);
  if (notified) await ports.notifyDelivered(order, provisioned.esims);
  return { outcome: 'delivered', esims: provisioned.esims.length, notified };
}
