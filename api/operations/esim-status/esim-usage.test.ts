import { describe, expect, it } from 'vitest';

import { clientAnswering } from '../../test-support/answering-client';
import { getEsimUsageByLink } from './esim-usage';

/* The guest's link without a backend: a late supplier (issue 32). The real backend is in esim-usage.integration.test.ts. */

const SINCE = '2026-06-15T08:30:00.000Z';
const link = (fields: Record<string, unknown> = {}) => ({
  esimUsageByLink: { status: 'valid', orderCode: 'ABC123', expiresAt: '2026-12-01T10:00:00.000Z', esims: [], esimDelay: null, ...fields },
});
const status = {
  id: '5',
  iccid: '8931080000000012345',
  orderCode: 'ABC123',
  planName: 'France eSIM 5 GB 30 days',
  productSlug: 'france',
  usage: null,
};

describe('getEsimUsageByLink: a late supplier (issue 32)', () => {
  it('no eSIM yet and a delay reported: since when the order waits', async () => {
    const answer = await getEsimUsageByLink(clientAnswering(link({ esimDelay: { since: SINCE } })), { token: 'ABC123.1.mac' });
    expect(answer).toEqual({ orderCode: 'ABC123', expiresAt: '2026-12-01T10:00:00.000Z', esims: [], esimDelayedSince: SINCE });
  });

  it('no delay, or an eSIM to show: null', async () => {
    expect((await getEsimUsageByLink(clientAnswering(link()), { token: 'ABC123.1.mac' })).esimDelayedSince).toBeNull();
    const delivered = await getEsimUsageByLink(clientAnswering(link({ esimDelay: { since: SINCE }, esims: [status] })), {
      token: 'ABC123.1.mac',
    });
    expect(delivered).toMatchObject({ esimDelayedSince: null, esims: [{ iccid: '8931080000000012345' }] });
  });
});
