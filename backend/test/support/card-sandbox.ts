import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll } from 'vitest';

import { createCardSandbox, type CardSandbox } from '../../sandbox/card-acquirer/sandbox-server';
import type { SandboxSettings } from '../../sandbox/card-acquirer/settings';

interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
}

/** The sandbox acquirer on a free port for one test file, with a JSON client of its endpoints. */
export function useCardSandbox(settings: () => SandboxSettings, now?: () => number) {
  const card = {
    sandbox: undefined as unknown as CardSandbox,
    base: '',
    call: async (method: string, path: string, { body, headers = {} }: CallOptions = {}) => {
      const response = await fetch(`${card.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
  };
  beforeAll(async () => {
    card.sandbox = createCardSandbox(settings(), now);
    await new Promise<void>((resolve) => card.sandbox.server.listen(0, '127.0.0.1', resolve));
    card.base = `http://127.0.0.1:${(card.sandbox.server.address() as AddressInfo).port}`;
    card.sandbox.ledger.settings.publicUrl = card.base;
  });
  afterAll(() => card.sandbox.close());
  return card;
}
