import type { RequestContext } from '@vendure/core';
import { describe, expect, it, vi } from 'vitest';

import type { EsimProfile } from '../src/plugins/esim-delivery/entities/esim-profile.entity';
import { EsimSupplierError, type EsimSupplier } from '../src/plugins/esim-delivery/esim-supplier';
import { EsimStaffService } from '../src/plugins/esim-delivery/staff/esim-staff.service';

/*
 * The supplier's answers to a staff cancellation that the sandbox never gives (it cancels every
 * profile): a refusal and an outage are typed results, and nothing is recorded. The integration
 * test (esim-staff.integration.test.ts) covers the rest against a real backend.
 */

const ICCID = '89882990000000000017';

function serviceWith(cancel: EsimSupplier['cancel']) {
  const profile = {
    id: 7,
    orderId: 3,
    orderLineId: 4,
    iccid: ICCID,
    supplier: 'esimaccess',
    supplierOrderRef: 'B23120118131854',
    supplierProfileRef: 'T23120118131854',
    cancelledAt: null,
    createdAt: new Date(),
    order: { code: 'ORDER1' },
  } as unknown as EsimProfile;
  const update = vi.fn();
  const note = vi.fn();
  const connection = { getRepository: () => ({ findOne: async () => profile, update }) };
  const orderService = { findOne: async () => ({ id: 3 }) };
  const usage = { usage: async () => undefined };
  const service = new EsimStaffService(
    connection as never,
    orderService as never,
    { createHistoryEntryForOrder: note } as never,
    {} as never,
    {} as never,
    {} as never,
    usage as never,
    {} as never,
    { cancel } as unknown as EsimSupplier,
  );
  return { service, update, note };
}

const ctx = { languageCode: 'en' } as unknown as RequestContext;

describe('a staff cancellation the supplier does not carry out', () => {
  it('is EsimCancelRefusedError when the supplier refuses (installed), and changes nothing', async () => {
    const { service, update, note } = serviceWith(async () => {
      throw new EsimSupplierError('refused', 'profile already installed');
    });
    const result = await service.cancelAtSupplier(ctx, 7, true);
    expect(result).toMatchObject({ __typename: 'EsimCancelRefusedError', errorCode: 'ESIM_CANCEL_REFUSED_ERROR' });
    expect(JSON.stringify(result)).not.toContain(ICCID);
    expect(update).not.toHaveBeenCalled();
    expect(note).not.toHaveBeenCalled();
  });

  it('is EsimSupplierUnavailableError when the supplier is down or answers garbage, and changes nothing', async () => {
    for (const thrown of [new EsimSupplierError('transient', 'HTTP 503'), new Error('socket hang up')]) {
      const { service, update, note } = serviceWith(async () => {
        throw thrown;
      });
      expect(await service.cancelAtSupplier(ctx, 7, false)).toMatchObject({ errorCode: 'ESIM_SUPPLIER_UNAVAILABLE_ERROR' });
      expect(update).not.toHaveBeenCalled();
      expect(note).not.toHaveBeenCalled();
    }
  });

  it('asks the supplier with the stored references', async () => {
    const cancel = vi.fn(async () => {
      throw new EsimSupplierError('refused', 'no');
    });
    const { service } = serviceWith(cancel);
    await service.cancelAtSupplier(ctx, 7, false);
    expect(cancel).toHaveBeenCalledWith(ctx, { iccid: ICCID, supplierOrderRef: 'B23120118131854', supplierProfileRef: 'T23120118131854' });
  });
});
