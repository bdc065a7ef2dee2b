import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach } from 'vitest';

import { createPayPalSandbox, type PayPalSandbox } from '../../sandbox/paypal/sandbox-server';
import { readPayPalSandboxSettings } from '../../sandbox/paypal/settings';
import { PayPalGateway, type PayPalGatewayOptions } from '../../src/plugins/payment/wallet/gateway/paypal-gateway';

/** What the adapter sent, call by call. */
interface SentCall {
  method: string;
  path: string;
  headers: Headers;
  body: string | undefined;
}

/**
 * The PayPal simulator in this test file's process, on a free port of 127.0.0.1 with its test
 * controls on: started before the file's tests, emptied before each, stopped after them.
 */
export function usePayPalSimulator(timing: { captureDelayMs: number; faultHangMs: number }) {
  const simulator = {
    sandbox: undefined as unknown as PayPalSandbox,
    base: '',
    /** An adapter on the simulator that records what it sent. */
    gateway: (options: Partial<PayPalGatewayOptions> = {}) => {
      const sent: SentCall[] = [];
      const recording: typeof fetch = (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input);
        sent.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          headers: new Headers(init?.headers),
          body: typeof init?.body === 'string' ? init.body : undefined,
        });
        return fetch(input, init);
      };
      const instance = new PayPalGateway({
        baseUrl: simulator.base,
        clientId: 'sandbox-client-id',
        clientSecret: 'sandbox-client-secret',
        timeoutMs: 2_000,
        fetch: recording,
        ...options,
      });
      return { instance, sent, tokenCalls: () => sent.filter((call) => call.path === '/v1/oauth2/token').length };
    },
  };

  beforeAll(async () => {
    simulator.sandbox = createPayPalSandbox({ ...readPayPalSandboxSettings({ PAYPAL_SANDBOX_TEST_CONTROLS: 'true' }), ...timing });
    await new Promise<void>((resolve) => simulator.sandbox.server.listen(0, '127.0.0.1', resolve));
    simulator.base = `http://127.0.0.1:${(simulator.sandbox.server.address() as AddressInfo).port}`;
    simulator.sandbox.state.settings.publicUrl = simulator.base;
  });
  afterAll(() => simulator.sandbox.close());
  beforeEach(async () => {
    await fetch(`${simulator.base}/__sandbox/reset`, { method: 'POST' });
  });
  return simulator;
}
