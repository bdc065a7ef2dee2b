import type { RequestContext } from '@vendure/core';
import { describe, expect, it } from 'vitest';

import {
  deliverEsims,
  type DeliveryOrder,
  type DeliveryPorts,
  type RefundSummary,
  type StoredEsim,
} from '../src/plugins/esim-delivery/delivery-workflow';
import { EsimUnavailableError, type EsimProvider, type ProvisionRequest } from '../src/plugins/esim-delivery/esim-provider';
import { SandboxEsimProvider } from '../src/plugins/esim-delivery/sandbox-esim-provider';

// The workflow passes the context through to the provider untouched; the fakes ignore it.
const ctx = {} as RequestContext;

const ORDER: DeliveryOrder = {
  id: 7,
  code: 'ORDER7',
  state: 'PaymentSettled',
  language: 'fr',
  lines: [
    { id: 1, sku: 'FR-1GB-7D', quantity: 2, productName: 'France eSIM' },
    { id: 2, sku: 'JP-5GB-30D', quantity: 1, productName: 'Japan eSIM' },
  ],
};

/** An in-memory stand-in for the database, the refund path and the mailer, recording every call. */
function fakePorts(provider: Pick<EsimProvider, 'provision'>, { failSaveOnce = false } = {}) {
  const rows: StoredEsim[] = [];
  let noticeClaimed = false;
  let saveFailures = failSaveOnce ? 1 : 0;
  const calls = { provision: [] as ProvisionRequest[], delivered: [] as StoredEsim[][], failed: [] as RefundSummary[], cancelled: 0 };
  const ports: DeliveryPorts = {
    provider: {
      provision: async (context, request) => {
        calls.provision.push(request);
        return provider.provision(context, request);
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
    claimNotice: async () => {
      if (noticeClaimed) return false;
      noticeClaimed = true;
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
  };
  return { ports, rows, calls };
}

const sandbox = (failingSkus: string[] = []) => new SandboxEsimProvider({ failingSkus });

describe('eSIM delivery job', () => {
  it('provisions one profile per item, stores them by line and position, and emails them once', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    const result = await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    expect(result).toEqual({ outcome: 'delivered', esims: 3, notified: true });
    expect(rows.map((row) => [row.orderLineId, row.position])).toEqual([
      [1, 0],
      [1, 1],
      [2, 0],
    ]);
    expect(calls.delivered).toHaveLength(1);
    expect(calls.delivered[0]?.map((esim) => esim.iccid)).toEqual(rows.map((row) => row.iccid));
  });

  it('a retried job neither provisions a second set nor sends a second email', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    const firstSet = rows.map((row) => row.iccid);
    const again = await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    expect(again).toEqual({ outcome: 'delivered', esims: 3, notified: false });
    expect(calls.provision).toHaveLength(2); // the first run's two lines, nothing more
    expect(rows.map((row) => row.iccid)).toEqual(firstSet);
    expect(calls.delivered).toHaveLength(1);
  });

  it('after a crash between two lines, the retry asks only for the missing line', async () => {
    const { ports, rows, calls } = fakePorts(sandbox());
    const flaky: DeliveryPorts = {
      ...ports,
      saveEsims: async (orderId, esims) => {
        if (esims[0]?.orderLineId === 2 && rows.length === 2 && calls.provision.length === 2) throw new Error('process killed');
        return ports.saveEsims(orderId, esims);
      },
    };
    await expect(deliverEsims(ctx, ORDER, flaky, { finalAttempt: false })).rejects.toThrow('process killed');
    expect(calls.delivered).toHaveLength(0);
    const retry = await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    expect(retry).toMatchObject({ outcome: 'delivered', esims: 3, notified: true });
    expect(calls.provision.map((request) => [request.lineId, request.quantity])).toEqual([
      [1, 2],
      [2, 1],
      [2, 1],
    ]);
  });

  it('a provider refusal cancels and refunds the order and sends the failure email once', async () => {
    const { ports, calls } = fakePorts(sandbox(['JP-*']));
    const result = await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    expect(result).toEqual({ outcome: 'cancelled', refund: { amount: 1999, settled: true }, notified: true });
    expect(calls.cancelled).toBe(1);
    expect(calls.failed).toHaveLength(1);
    expect(calls.delivered).toHaveLength(0);
    const again = await deliverEsims(ctx, ORDER, ports, { finalAttempt: true });
    expect(again).toMatchObject({ outcome: 'cancelled', notified: false });
    expect(calls.failed).toHaveLength(1);
  });

  it('retries a transient provider error, and cancels only when the last attempt fails too', async () => {
    const down: Pick<EsimProvider, 'provision'> = {
      provision: async () => {
        throw new Error('ECONNRESET');
      },
    };
    const { ports, calls } = fakePorts(down);
    await expect(deliverEsims(ctx, ORDER, ports, { finalAttempt: false })).rejects.toThrow('ECONNRESET');
    expect(calls.cancelled).toBe(0);
    const last = await deliverEsims(ctx, ORDER, ports, { finalAttempt: true });
    expect(last.outcome).toBe('cancelled');
    expect(calls.failed).toHaveLength(1);
  });

  it('treats a malformed provider answer as a refusal, without putting profile data in the error', async () => {
    const broken: Pick<EsimProvider, 'provision'> = {
      provision: async (_context, request) =>
        Array.from({ length: request.quantity }, () => ({
          iccid: '8900000000000000001',
          smdpAddress: 'smdp.test',
          matchingId: 'SECRET-ID',
        })),
    };
    const { ports, calls } = fakePorts(broken);
    const result = await deliverEsims(ctx, ORDER, ports, { finalAttempt: false });
    expect(result.outcome).toBe('cancelled');
    expect(calls.cancelled).toBe(1);
  });

  it('leaves orders alone that are not paid, or were cancelled meanwhile', async () => {
    const { ports, calls } = fakePorts(sandbox());
    for (const state of ['ArrangingPayment', 'PaymentAuthorized', 'Cancelled']) {
      expect(await deliverEsims(ctx, { ...ORDER, state }, ports, { finalAttempt: true })).toEqual({
        outcome: 'skipped',
        reason: `order is ${state}`,
      });
    }
    expect(calls.provision).toHaveLength(0);
  });

  it('a failing database write is retried by the queue without sending anything', async () => {
    const { ports, calls } = fakePorts(sandbox(), { failSaveOnce: true });
    await expect(deliverEsims(ctx, ORDER, ports, { finalAttempt: false })).rejects.toThrow('database is locked');
    expect(calls.delivered).toHaveLength(0);
    expect((await deliverEsims(ctx, ORDER, ports, { finalAttempt: false })).outcome).toBe('delivered');
    expect(calls.delivered).toHaveLength(1);
  });
});

describe('EsimUnavailableError', () => {
  it('names the SKU only', () => {
    expect(new EsimUnavailableError('JP-5GB-30D').message).toBe('The eSIM provider cannot supply JP-5GB-30D');
  });
});
