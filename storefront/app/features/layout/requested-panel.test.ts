import { describe, expect, it } from 'vitest';

import { requestedPanel } from './requested-panel';

describe('requestedPanel', () => {
  it('reads a panel key from the address', () => {
    expect(requestedPanel('?panel=orders')).toEqual({ key: 'orders', params: {} });
    expect(requestedPanel('?panel=register&utm_source=app')).toEqual({ key: 'register', params: {} });
  });

  it('gives order details their order id, and nothing without one', () => {
    expect(requestedPanel('?panel=orderDetails&orderId=42')).toEqual({ key: 'orderDetails', params: { orderId: '42' } });
    expect(requestedPanel('?panel=orderDetails')).toBeNull();
    expect(requestedPanel('?panel=orderDetails&orderId=')).toBeNull();
  });

  it('ignores unknown keys, other casings and addresses without a panel', () => {
    expect(requestedPanel('')).toBeNull();
    expect(requestedPanel('?page=2')).toBeNull();
    expect(requestedPanel('?panel=Orders')).toBeNull();
    expect(requestedPanel('?panel=<script>')).toBeNull();
  });
});
