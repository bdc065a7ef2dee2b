import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import { afterAll, beforeAll, beforeEach } from 'vitest';

import { createEsimAccessSandbox, type EsimAccessSandbox } from '../../sandbox/esimaccess/sandbox-server';
import { readEsimAccessSandboxSettings, type EsimAccessSandboxSettings } from '../../sandbox/esimaccess/settings';
import type { SupplierNotice, SupplierWebhook } from '../../src/plugins/esim-delivery/esim-supplier';
import {
  EsimAccessSupplier,
  type EsimAccessSupplierOptions,
} from '../../src/plugins/esim-delivery/suppliers/esimaccess/esimaccess-supplier';
import { SIMULATOR_ACCESS_CODE } from '../../src/plugins/esim-delivery/suppliers/esimaccess/esimaccess-settings';

export const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';

/** A recorded example of eSIM Access's documentation (backend/sandbox/esimaccess/documented-examples). */
export function documented(name: string): unknown {
  return JSON.parse(readFileSync(path.join(__dirname, '../../sandbox/esimaccess/documented-examples', name), 'utf8'));
}

/** What the shop's webhook endpoint got: the adapter's reading of each notification. */
interface ReceivedWebhook {
  webhook: SupplierWebhook;
  notice: SupplierNotice | Error;
}

/**
 * The eSIM Access simulator in this test file's process on a free port of 127.0.0.1 with its test
 * controls on, and a stand-in for the shop's webhook endpoint that hands each notification to an
 * adapter; both started before the file's tests, the simulator emptied before each.
 */
export function useEsimAccessSimulator(settings: Partial<EsimAccessSandboxSettings> = {}) {
  const simulator = {
    sandbox: undefined as unknown as EsimAccessSandbox,
    base: '',
    received: [] as ReceivedWebhook[],
    /** An adapter on the simulator. */
    supplier: (options: Partial<EsimAccessSupplierOptions> = {}) =>
      new EsimAccessSupplier({
        baseUrl: simulator.base,
        accessCode: SIMULATOR_ACCESS_CODE,
        secretKey: undefined,
        webhookSecret: WEBHOOK_SECRET,
        webhookIps: [],
        timeoutMs: 2_000,
        requestsPerSecond: 8,
        ...options,
      }),
    control: async (method: 'GET' | 'POST', route: string, body?: unknown) => {
      const response = await fetch(`${simulator.base}/__sandbox/${route}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the simulator's JSON, read by path in assertions
    },
  };
  let webhookServer: Server;
  const webhookReader = simulator.supplier();

  beforeAll(async () => {
    webhookServer = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const webhook: SupplierWebhook = {
          rawBody: Buffer.concat(chunks),
          headers: request.headers,
          pathSecret: (request.url ?? '').split('/').filter(Boolean).at(-1),
          remoteAddress: request.socket.remoteAddress,
        };
        let notice: SupplierNotice | Error;
        try {
          notice = webhookReader.readWebhook(webhook);
        } catch (error) {
          notice = error as Error;
        }
        simulator.received.push({ webhook, notice });
        response.writeHead(notice instanceof Error ? 401 : 200).end();
      });
    });
    await new Promise<void>((resolve) => webhookServer.listen(0, '127.0.0.1', resolve));
    const webhookUrl = `http://127.0.0.1:${(webhookServer.address() as AddressInfo).port}/esim/webhooks/esimaccess/${WEBHOOK_SECRET}`;
    simulator.sandbox = createEsimAccessSandbox({
      ...readEsimAccessSandboxSettings({ ESIMACCESS_SANDBOX_TEST_CONTROLS: 'true' }),
      allocationDelayMs: 20,
      webhookUrl,
      webhookRetries: 0,
      faultHangMs: 1_000,
      ...settings,
    });
    await new Promise<void>((resolve) => simulator.sandbox.server.listen(0, '127.0.0.1', resolve));
    simulator.base = `http://127.0.0.1:${(simulator.sandbox.server.address() as AddressInfo).port}`;
    simulator.sandbox.state.settings.publicUrl = simulator.base;
  });
  afterAll(async () => {
    await simulator.sandbox.close();
    await new Promise<void>((resolve) => webhookServer.close(() => resolve()));
  });
  beforeEach(async () => {
    await simulator.control('POST', 'reset');
    simulator.received.length = 0;
  });
  return simulator;
}

/** Waits (briefly) until `check` holds. */
export async function eventually(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
