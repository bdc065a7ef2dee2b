import type { RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import type { SupplierAlert } from '../src/plugins/esim-delivery/alerts/supplier-alert';
import { nextAttempt, type RetryPolicy } from '../src/plugins/esim-delivery/delivery-retry';
import {
  deliverEsims,
  supplierReference,
  type DeliveryDelay,
  type DeliveryOrder,
  type DeliveryPorts,
  type RefundSummary,
  type StoredEsim,
} from '../src/plugins/esim-delivery/delivery-workflow';
import {
  EsimSupplierError,
  EsimUnavailableError,
  type EsimSupplier,
  type SupplierOrderRequest,
  type SupplierOrderState,
} from '../src/plugins/esim-delivery/esim-supplier';
import { SandboxEsimSupplier } from '../src/plugins/esim-delivery/sandbox-esim-supplier';

// The workflow passes the context through to the supplier untouched; the fakes ignore it.
const ctx = {} as RequestContext;

const ORDER: DeliveryOrder = {
  id: 7,
  code: 'ORDER7',
  state: 'PaymentSettled',
  language: 'fr',
  lines: [
    { id: 1, sku: 'FR-1GB-7D', packageId: 'FR-1GB-7D', quantity: 2, productName: 'France eSIM' },
    { id: 2, sku: 'JP-5GB-30D', packageId: 'JP-5GB-30D', quantity: 1, productName: 'Japan eSIM' },
  ],
  delayedSince: undefined,
  delayedAttempts: 0,
};

const T0 = new Date('2026-12-03T10:00:00Z');
const MINUTE = 60_000;

function policyAt(now: Date, overrides: Partial<RetryPolicy> = {}): RetryPolicy {
  return {
    retryBaseMs: 30_000,
    retryMaxMs: 60 * MINUTE,
    pollBaseMs: 15_000,
    balanceRetryMs: 10 * MINUTE,
    giveUpAfterMs: 48 * 60 * MINUTE,
    delayNoticeAfterMs: 2 * MINUTE,
    now: () => now,
    random: () => 0.5, // no jitter
    ...overrides,
  };
}

type FakeSupplier = Pick<EsimSupplier, 'name' | 'order' | 'query'>;

/** An in-memory stand-in for the database, the refund path and the mailer, recording every call. */
function fakePorts(supplier: FakeSupplier, { failSaveOnce = false } = {}) {
  const rows: StoredEsim[] = [];
  const pendingOrders = new Map<string, string>();
  let noticeClaimed = false;
  let delayNoticeClaimed = false;
  let saveFailures = failSaveOnce ? 1 : 0;
  const calls = {
    orders: [] as SupplierOrderRequest[],
    queries: [] as string[],
    delivered: [] as StoredEsim[][],
    failed: [] as RefundSummary[],
    delayedEmails: 0,
    delays: [] as DeliveryDelay[],
    cleared: 0,
    alerts: [] as SupplierAlert[],
    cancelled: 0,
  };
  const ports: DeliveryPorts = {
    supplier: {
      name: supplier.name,
      order: async (context, request) => {
        calls.orders.push(request);
        return supplier.order(context, request);
      },
      query: async (context, query) => {
        calls.queries.push(query.supplierOrderRef);
        return supplier.query(context, query);
      },
    },
    storedEsims: async () => rows.map((row) => ({ ...row })),
    saveEsims: async (_orderId, esims) => {
      if (saveFailures > 0) {
        saveFailures -= 1;
        throw new Error('database is locked');
      }
      for (const esim of esims) {
        if (rows.some((row) => row.orderLineId === esim.orderLineId && row.position === esim.position)) {
          throw new Error('UNIQUE constraint failed: esim_profile.orderLineId, esim_profile.position');
        }
      }
      rows.push(...esims);
    },
    pendingSupplierOrder: async (reference) => pendingOrders.get(reference),
    recordPendingSupplierOrder: async (_order, _lineId, request, supplierOrderRef) => {
      pendingOrders.set(request.reference, supplierOrderRef);
    },
    claimNotice: async () => {
      if (noticeClaimed) return false;
      noticeClaimed = true;
      return true;
    },
    claimDelayNotice: async () => {
      if (delayNoticeClaimed) return false;
      delayNoticeClaimed = true;
      return true;
    },
    cancelAndRefund: async () => {
      calls.cancelled += 1;
      return { amount: 1999, settled: true };
    },
    notifyDelivered: async (_order, esims) => {
      calls.delivered.push(esims);
    },
    notifyFailed: async (_order, refund) => {
      calls.failed.push(refund);
    },
    notifyDelayed: async () => {
      calls.delayedEmails += 1;
    },
    recordDelay: async (_order, delay) => {
      calls.delays.push(delay);
    },
    clearDelay: async () => {
      calls.cleared += 1;
    },
    alert: async (alert) => {
      calls.alerts.push(alert);
    },
  };
  return { ports, rows, calls, pendingOrders };
}

const sandbox = (failingSkus: string[] = []) => new SandboxEsimSupplier({ failingSkus });

/** A supplier whose every order and query throws `error`. */
function failing(error: unknown): FakeSupplier {
  return {
    name: 'failing',
    order: async () => {
      throw error;
    },
    query: async () => {
      throw error;
    },
  };
}

/** An asynchronous supplier: orders are pending until `issue()` is called, then the query has them. */
function asynchronous() {
  const issued = new Map<string, SupplierOrderState>();
  const inner = sandbox();
  let open = false;
  const supplier: FakeSupplier = {
    name: 'async',
    order: async (_context, request) => ({ status: 'pending', supplierOrderRef: `SUP-${request.reference}` }),
    query: async (context, query) => {
      if (!open) return { status: 'pending', supplierOrderRef: query.supplierOrderRef };
      const known = issued.get(query.supplierOrderRef) ?? {
        ...(await inner.order(context, query.request)),
        supplierOrderRef: query.supplierOrderRef,
      };
      issued.set(query.supplierOrderRef, known);
      return known;
    },
  };
  return {
    supplier,
    issue: () => {
      open = true;
    },
  };
}

const delayed = (order: DeliveryOrder, since: Date, attempts: number): DeliveryOrder => ({
  ...order,
  delayedSince: since,
  delayedAttempts: attempts,
});

describe('eSIM delivery job', () => {
  it('orders one profile per item, stores them with the supplier references, and emails them once', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    const result = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(result).toEqual({ outcome: 'delivered', esims: 3, notified: true });
    expect(rows.map((row) => [row.orderLineId, row.position, row.supplier, row.supplierOrderRef, row.supplierPackageId])).toEqual([
      [1, 0, 'sandbox', 'ORDER7-1-0', 'FR-1GB-7D'],
      [1, 1, 'sandbox', 'ORDER7-1-0', 'FR-1GB-7D'],
      [2, 0, 'sandbox', 'ORDER7-2-0', 'JP-5GB-30D'],
    ]);
    expect(calls.delivered).toHaveLength(1);
    expect(calls.delivered[0]?.map((esim) => esim.iccid)).toEqual(rows.map((row) => row.iccid));
    expect(calls.delays).toEqual([]);
  });

  it('a retried job neither orders a second set nor sends a second email', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    const firstSet = rows.map((row) => row.iccid);
    const again = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(again).toEqual({ outcome: 'delivered', esims: 3, notified: false });
    expect(calls.orders).toHaveLength(2); // the first run's two lines, nothing more
    expect(rows.map((row) => row.iccid)).toEqual(firstSet);
    expect(calls.delivered).toHaveLength(1);
  });

  it('after a crash between two lines, the retry asks again on the same reference for the missing line only', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    const flaky: DeliveryPorts = {
      ...ports,
      saveEsims: async (orderId, esims) => {
        if (esims[0]?.orderLineId === 2 && rows.length === 2 && calls.orders.length === 2) throw new Error('process killed');
        return ports.saveEsims(orderId, esims);
      },
    };
    await expect(deliverEsims(ctx, ORDER, flaky, policyAt(T0))).rejects.toThrow('process killed');
    expect(calls.delivered).toHaveLength(0);
    const retry = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(retry).toMatchObject({ outcome: 'delivered', esims: 3, notified: true });
    expect(calls.orders.map((request) => [request.reference, request.quantity])).toEqual([
      ['ORDER7-1-0', 2],
      ['ORDER7-2-0', 1],
      ['ORDER7-2-0', 1],
    ]);
  });

  it('a withdrawn package cancels and refunds at once, alerts the owner, and sends the failure email once', async () => {
    const { ports, calls } = fakePorts(sandbox(['JP-*']));
    const result = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(result).toEqual({ outcome: 'cancelled', refund: { amount: 1999, settled: true }, notified: true });
    expect(calls.cancelled).toBe(1);
    expect(calls.failed).toHaveLength(1);
    expect(calls.delayedEmails).toBe(0);
    expect(calls.alerts.map((alert) => alert.kind)).toEqual(['unavailable']);
    const again = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(again).toMatchObject({ outcome: 'cancelled', notified: false });
    expect(calls.failed).toHaveLength(1);
  });

  it('a supplier that is down delays the order with a growing backoff, tells the shopper once, and never refunds', async () => {
    const { ports, calls } = fakePorts(failing(new Error('ECONNRESET')));
    const first = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(first).toEqual({
      outcome: 'delayed',
      reason: 'transient',
      nextAttemptAt: new Date(T0.getTime() + 30_000),
      delayNoticeSent: true,
    });
    const later = new Date(T0.getTime() + 5 * MINUTE);
    const third = await deliverEsims(ctx, delayed(ORDER, T0, 2), ports, policyAt(later));
    expect(third).toMatchObject({
      outcome: 'delayed',
      reason: 'transient',
      nextAttemptAt: new Date(later.getTime() + 120_000),
      delayNoticeSent: false,
    });
    expect(calls.delayedEmails).toBe(1);
    expect(calls.cancelled).toBe(0);
    expect(calls.alerts).toEqual([]); // an outage alone is not the owner's to fix
  });

  it('treats an answer it cannot store (wrong count, bad ICCID, an ICCID twice) as transient, never storing it', async () => {
    const answerWith = (iccids: string[]): FakeSupplier => ({
      name: 'broken',
      order: async (_context, request) => ({
        status: 'ready',
        supplierOrderRef: request.reference,
        profiles: iccids.map((iccid) => ({ iccid, smdpAddress: 'smdp.test', matchingId: 'SECRET-ID', supplierProfileRef: iccid })),
      }),
      query: async () => ({ status: 'pending', supplierOrderRef: 'x' }),
    });
    const valid = '89882990000000000017';
    for (const iccids of [[valid], ['8900000000000000001', '8900000000000000001'], [valid, valid]]) {
      const { ports, rows, calls } = fakePorts(answerWith(iccids));
      const result = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
      expect(result).toMatchObject({ outcome: 'delayed', reason: 'transient' });
      expect(rows).toEqual([]);
      expect(calls.cancelled).toBe(0);
      expect(calls.alerts.map((alert) => alert.kind)).toEqual(['supplierError']);
      expect(JSON.stringify(calls.alerts)).not.toContain('SECRET-ID');
    }
  });

  it('an empty prepaid balance holds the order, alerts the owner, and delivers once topped up', async () => {
    let empty = true;
    const inner = sandbox();
    const supplier: FakeSupplier = {
      name: 'prepaid',
      order: async (context, request) => {
        if (empty) throw new EsimSupplierError('insufficientBalance', 'balance 0.00 USD');
        return inner.order(context, request);
      },
      query: (context, query) => inner.query(context, query),
    };
    const { ports, calls } = fakePorts(supplier);
    const held = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(held).toMatchObject({ outcome: 'delayed', reason: 'insufficientBalance', nextAttemptAt: new Date(T0.getTime() + 10 * MINUTE) });
    expect(calls.alerts.map((alert) => [alert.kind, alert.subject])).toEqual([['insufficientBalance', 'ORDER7']]);
    empty = false;
    const delivered = await deliverEsims(ctx, delayed(ORDER, T0, 1), ports, policyAt(new Date(T0.getTime() + 10 * MINUTE)));
    expect(delivered).toEqual({ outcome: 'delivered', esims: 3, notified: true });
    expect(calls.cleared).toBe(1);
    expect(calls.cancelled).toBe(0);
  });

  it('a rate limit waits as long as the supplier asks', async () => {
    const { ports } = fakePorts(failing(new EsimSupplierError('rateLimited', 'Too Many Attempts', 7_000)));
    expect(await deliverEsims(ctx, ORDER, ports, policyAt(T0))).toMatchObject({
      outcome: 'delayed',
      reason: 'rateLimited',
      nextAttemptAt: new Date(T0.getTime() + 7_000),
    });
  });

  it('refunds a delay that outlasted the longest wait, and tells the owner', async () => {
    const { ports, calls } = fakePorts(failing(new Error('ECONNRESET')));
    const since = new Date(T0.getTime() - 48 * 60 * MINUTE);
    const result = await deliverEsims(ctx, delayed(ORDER, since, 40), ports, policyAt(T0));
    expect(result).toMatchObject({ outcome: 'cancelled', notified: true });
    expect(calls.alerts.map((alert) => alert.kind)).toEqual(['gaveUp']);
    expect(calls.cleared).toBe(1);
  });

  it('an asynchronous order is queried on its supplier order, not ordered again, and delivered once issued', async () => {
    const { supplier, issue } = asynchronous();
    const { ports, calls, rows, pendingOrders } = fakePorts(supplier);
    const first = await deliverEsims(ctx, ORDER, ports, policyAt(T0));
    expect(first).toMatchObject({
      outcome: 'delayed',
      reason: 'pending',
      delayNoticeSent: false,
      nextAttemptAt: new Date(T0.getTime() + 15_000),
    });
    expect([...pendingOrders.values()]).toEqual(['SUP-ORDER7-1-0', 'SUP-ORDER7-2-0']);
    // still allocating after the notice delay: the shopper hears it is on its way, once
    const late = new Date(T0.getTime() + 3 * MINUTE);
    expect(await deliverEsims(ctx, delayed(ORDER, T0, 1), ports, policyAt(late))).toMatchObject({
      outcome: 'delayed',
      delayNoticeSent: true,
    });
    issue();
    expect(await deliverEsims(ctx, delayed(ORDER, T0, 2), ports, policyAt(late))).toEqual({
      outcome: 'delivered',
      esims: 3,
      notified: true,
    });
    expect(calls.orders).toHaveLength(2);
    expect(calls.queries).toEqual(['SUP-ORDER7-1-0', 'SUP-ORDER7-2-0', 'SUP-ORDER7-1-0', 'SUP-ORDER7-2-0']);
    expect(new Set(rows.map((row) => row.supplierOrderRef))).toEqual(new Set(['SUP-ORDER7-1-0', 'SUP-ORDER7-2-0']));
    expect(calls.delayedEmails).toBe(1);
  });

  it('leaves orders alone that are not paid, or were cancelled meanwhile', async () => {
    const { ports, calls } = fakePorts(sandbox());
    for (const state of ['ArrangingPayment', 'PaymentAuthorized', 'Cancelled']) {
      expect(await deliverEsims(ctx, { ...ORDER, state }, ports, policyAt(T0))).toEqual({
        outcome: 'skipped',
        reason: `order is ${state}`,
      });
    }
    expect(calls.orders).toHaveLength(0);
  });

  it('a failing database write is retried by the queue without sending anything', async () => {
    const { ports, calls } = fakePorts(sandbox(), { failSaveOnce: true });
    await expect(deliverEsims(ctx, ORDER, ports, policyAt(T0))).rejects.toThrow('database is locked');
    expect(calls.delivered).toHaveLength(0);
    expect((await deliverEsims(ctx, ORDER, ports, policyAt(T0))).outcome).toBe('delivered');
    expect(calls.delivered).toHaveLength(1);
  });

  it('names each supplier order by order, line and first position, within 50 characters', () => {
    expect(supplierReference('ORDER7', 12, 3)).toBe('ORDER7-12-3');
    expect(supplierReference('X'.repeat(60), 1, 0)).toHaveLength(50);
  });
});

describe('nextAttempt', () => {
  it('doubles the wait per attempt up to the ceiling, and spreads it by at most a fifth', () => {
    const waits = [0, 1, 2, 3, 10].map((attempts) => nextAttempt(policyAt(T0), 'transient', attempts).getTime() - T0.getTime());
    expect(waits).toEqual([30_000, 60_000, 120_000, 240_000, 60 * MINUTE]);
    const early = nextAttempt(policyAt(T0, { random: () => 0 }), 'transient', 0).getTime() - T0.getTime();
    const late = nextAttempt(policyAt(T0, { random: () => 0.999999 }), 'transient', 0).getTime() - T0.getTime();
    expect([early, late]).toEqual([24_000, 36_000]);
  });

  it('holds a steady pace for an empty balance and honours Retry-After, at least a second', () => {
    expect(nextAttempt(policyAt(T0), 'insufficientBalance', 9).getTime() - T0.getTime()).toBe(10 * MINUTE);
    expect(nextAttempt(policyAt(T0), 'rateLimited', 0, 0).getTime() - T0.getTime()).toBe(1000);
    expect(nextAttempt(policyAt(T0), 'rateLimited', 0).getTime() - T0.getTime()).toBe(30_000);
  });
});

describe('EsimUnavailableError', () => {
  it('names the SKU only', () => {
    expect(new EsimUnavailableError('JP-5GB-30D').message).toBe('The eSIM supplier cannot supply JP-5GB-30D');
  });
});
