import { describeSupplierJourneys, getJson, postJson } from '../support/supplier-journeys';

/*
 * Issue 32's journeys with ESIM_SUPPLIER=airalo against the Airalo Partner API simulator
 * (backend/sandbox/airalo), with asynchronous orders (POST /v2/orders-async): delivered by Airalo's
 * signed webhook or the shop's poll of the order list; the synchronous kind is covered by
 * airalo-supplier.test.ts.
 */

interface State {
  orders: number;
  issuedLpas: string[];
}

const state = async (url: string) => (await getJson(`${url}/__sandbox/state`)) as State;

describeSupplierJourneys({
  name: 'airalo',
  backendEnv: { AIRALO_ASYNC_ORDERS: 'true' },
  simulatorEnv: { AIRALO_SANDBOX_ASYNC_DELAY_MS: '300' },
  issuedLpas: async (url) => new Set((await state(url)).issuedLpas),
  ordersCreated: async (url) => (await state(url)).orders,
  outage: async (url, ms) => void (await postJson(`${url}/__sandbox/faults`, { mode: 'error500', forMs: ms })),
  emptyBalance: async (url) => void (await postJson(`${url}/__sandbox/balance`, { cents: 0 })),
  topUp: async (url) => void (await postJson(`${url}/__sandbox/balance`, { cents: 1_000_000 })),
  withdraw: async (url, packageId) => void (await postJson(`${url}/__sandbox/packages/withdraw`, { packageId })),
  muteWebhooks: async (url, mute) => void (await postJson(`${url}/__sandbox/webhooks/mute`, { mute })),
  webhooksDelivered: async (url) => {
    const { deliveries } = (await getJson(`${url}/__sandbox/webhooks`)) as { deliveries: Array<{ status: number | string }> };
    return deliveries.filter((delivery) => typeof delivery.status === 'number' && delivery.status < 300).length;
  },
});
