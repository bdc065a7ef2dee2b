import { describe, expect, it } from 'vitest';

import { ShopError } from '@shop/api';
import { clientAnswering } from '@shop/api/test-support/answering-client';

import { esimStatusAnswer, httpStatusOf } from './esim-status-answer';

const VALID = {
  esimUsageByLink: { status: 'valid', orderCode: 'ABC123', expiresAt: '2026-12-01T10:00:00.000Z', esims: [], esimDelay: null },
};

describe('the guest eSIM status page’s answer (issue 30)', () => {
  it('a valid link: its eSIMs, 200', async () => {
    const answer = await esimStatusAnswer(clientAnswering(VALID), 'ABC123.1.mac');
    expect(answer).toEqual({
      kind: 'link',
      link: { orderCode: 'ABC123', expiresAt: '2026-12-01T10:00:00.000Z', esims: [], esimDelayedSince: null },
    });
    expect(httpStatusOf(answer)).toBe(200);
  });

  it('an invalid, tampered, missing or expired token: its refusal, 404', async () => {
    for (const [status, refusal] of [
      ['invalid', 'invalid'],
      ['expired', 'expired'],
    ] as const) {
      const answer = await esimStatusAnswer(
        clientAnswering({ esimUsageByLink: { status, orderCode: null, expiresAt: null, esims: [] } }),
        'bad',
      );
      expect(answer).toEqual({ kind: 'refused', refusal });
      expect(httpStatusOf(answer)).toBe(404);
    }
    const calls: Array<Record<string, unknown>> = [];
    const missing = await esimStatusAnswer(clientAnswering(VALID, calls), '');
    expect(missing).toEqual({ kind: 'refused', refusal: 'invalid' });
    expect(calls).toEqual([]);
  });

  it('the shop not answering: failed, 503', async () => {
    const down = new ShopError('getEsimUsageByLink', { kind: 'network' });
    const answer = await esimStatusAnswer(clientAnswering(down), 'ABC123.1.mac');
    expect(answer).toEqual({ kind: 'refused', refusal: 'failed' });
    expect(httpStatusOf(answer)).toBe(503);
  });
});
