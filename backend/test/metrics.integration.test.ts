import { describe, expect, inject, it } from 'vitest';

import { adminClient, placePaidOrder, variantIdBySku } from './support/admin-orders.mjs';

/*
 * Issue 34 point 4: the running shop's `GET /metrics` (plugins/metrics) counts a purchase: the
 * order paid, its eSIMs delivered and the time that took. The shop runs its jobs in process here,
 * so one process has all of them (a worker answers its own /metrics on its health port).
 */

const backendUrl = inject('shopApiUrl').replace(/\/shop-api$/, '');

/** Every sample of the Prometheus text, by name and labels: `esim_shop_orders_paid_total` → 3. */
async function samples(headers: Record<string, string> = {}): Promise<Map<string, number>> {
  const response = await fetch(`${backendUrl}/metrics`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
  const found = new Map<string, number>();
  for (const line of (await response.text()).split('\n')) {
    const match = /^([a-z_]+(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (match?.[1] && match[2]) found.set(match[1], Number(match[2]));
  }
  return found;
}

describe('GET /metrics on a running server', () => {
  it('counts a purchase: the order paid, its eSIMs delivered, the delivery’s time', async () => {
    const before = await samples();
    expect(before.get('esim_shop_process_cpu_seconds_total')).toBeGreaterThan(0);
    const admin = await adminClient(backendUrl);
    await placePaidOrder(admin, {
      lines: [{ variantId: await variantIdBySku(admin, 'FR-1GB-7D'), quantity: 2 }],
      email: `metrics-${Date.now()}@example.com`,
    });
    const grew = (after: Map<string, number>, name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    await expect
      .poll(async () => grew(await samples(), 'esim_shop_esims_delivered_total'), { timeout: 30_000, interval: 250 })
      .toBeGreaterThanOrEqual(2);
    const after = await samples();
    expect(grew(after, 'esim_shop_orders_paid_total')).toBeGreaterThanOrEqual(1);
    expect(grew(after, 'esim_shop_esim_delivery_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(after.has('esim_shop_card_debits_unresolved')).toBe(true);
  });

  it('answers 404 to a request that came through a proxy, as if there were no such route', async () => {
    const response = await fetch(`${backendUrl}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('esim_shop_');
  });
});
