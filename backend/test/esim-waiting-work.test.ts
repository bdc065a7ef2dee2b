import { describe, expect, it } from 'vitest';

import { STALLED_DELIVERY_WORK_MS } from '../src/plugins/esim-delivery/constants';
import { noticeMetadata } from '../src/plugins/esim-delivery/email/notice-metadata';
import { orderOfWaitingWork } from '../src/plugins/esim-delivery/waiting-work';

const NOW = Date.parse('2026-12-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms);

describe("the lost-email sweep's trust in queued delivery work", () => {
  it('counts a delivery job or an eSIM email for its order while it moves', () => {
    expect(orderOfWaitingWork({ data: { orderId: 42, channelToken: 't' }, createdAt: ago(1_000), startedAt: undefined }, NOW)).toBe('42');
    const email = { data: { metadata: noticeMetadata('7') }, createdAt: ago(60_000), startedAt: ago(2_000) };
    expect(orderOfWaitingWork(email, NOW)).toBe('7');
  });

  it('no longer counts a job whose latest attempt started longer ago than the bound (stuck running)', () => {
    const running = { data: { orderId: '9' }, createdAt: ago(STALLED_DELIVERY_WORK_MS + 60_000) };
    expect(orderOfWaitingWork({ ...running, startedAt: ago(STALLED_DELIVERY_WORK_MS - 1_000) }, NOW)).toBe('9');
    expect(orderOfWaitingWork({ ...running, startedAt: ago(STALLED_DELIVERY_WORK_MS + 1_000) }, NOW)).toBeUndefined();
  });

  it('no longer counts a job queued longer ago than the bound and never started', () => {
    expect(
      orderOfWaitingWork({ data: { orderId: '9' }, createdAt: ago(STALLED_DELIVERY_WORK_MS + 1_000), startedAt: undefined }, NOW),
    ).toBeUndefined();
  });

  it('names no order for a job of none', () => {
    expect(orderOfWaitingWork({ data: { something: 'else' }, createdAt: ago(0), startedAt: undefined }, NOW)).toBeUndefined();
    expect(orderOfWaitingWork({ data: null, createdAt: ago(0), startedAt: undefined }, NOW)).toBeUndefined();
  });
});
