import { describeSupplierJourneys, getJson, postJson } from '../support/supplier-journeys';

/*
 * Issue 32's journeys with ESIM_SUPPLIER=esimaccess against the eSIM Access simulator
 * (backend/sandbox/esimaccess): every order is asynchronous, delivered by the ORDER_STATUS webhook or
 * the shop's poll of esim/query.
 */

interface Stats {
  ordersCreated: number;
  issuedLpas: string[];
}

const stats = async (url: string) => (await getJson(`${url}/__sandbox/stats`)) as Stats;

describeSupplierJourneys({
  name: 'esimaccess',
  simulatorEnv: { ESIMACCESS_SANDBOX_ALLOCATION_DELAY_MS: '300', ESIMACCESS_SANDBOX_WEBHOOK_RETRY_MS: '200' },
  issuedLpas: async (url) => new Set((await stats(url)).issuedLpas),
  ordersCreated: async (url) => (await stats(url)).ordersCreated,
  outage: async (url, ms) => void (await postJson(`${url}/__sandbox/faults`, { mode: 'server_error', durationMs: ms })),
  emptyBalance: async (url) => void (await postJson(`${url}/__sandbox/balance`, { balance: 0 })),
  topUp: async (url) => void (await postJson(`${url}/__sandbox/balance`, { balance: 10_000 * 10_000 })),
  withdraw: async (url, packageId) => void (await postJson(`${url}/__sandbox/packages/withdraw`, { packageCode: packageId })),
  muteWebhooks: async (url, mute) => void (await postJson(`${url}/__sandbox/webhooks/mute`, { mute })),
  webhooksDelivered: async (url) => {
    const { deliveries } = (await getJson(`${url}/__sandbox/webhooks/deliveries`)) as { deliveries: Array<{ status: number | string }> };
    return deliveries.filter((delivery) => typeof delivery.status === 'number' && delivery.status < 300).length;
  },
});
