import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createBackendProxy } from './backend-proxy.mjs';

type Proxy = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

const servers: http.Server[] = [];

async function listen(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET from a given local address (127.0.0.0/8 is all loopback on Linux), answering the body. */
function getFrom(url: string, localAddress: string, headers: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { localAddress, headers, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
  });
}

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('the proxy names the shopper to the backend (X-Forwarded-For)', () => {
  it("appends the address it was called from to the chain, so the backend's trusted-proxy rule finds the client", async () => {
    const backend = await listen((req, res) => res.end(req.headers['x-forwarded-for'] ?? '(none)'));
    const proxy = createBackendProxy(backend, { prefix: '/shop-api' }) as Proxy;
    const storefront = await listen((req, res) => {
      if (!proxy(req, res)) res.writeHead(404).end();
    });
    expect(await getFrom(`${storefront}/shop-api`, '127.0.0.7')).toBe('127.0.0.7');
    // What a browser writes stays before the address seen here: the backend stops at this one.
    expect(await getFrom(`${storefront}/shop-api`, '127.0.0.7', { 'x-forwarded-for': '203.0.113.1' })).toBe('203.0.113.1, 127.0.0.7');
    // Behind a proxy of its own (e.g. a TLS terminator), that proxy's chain is kept.
    expect(await getFrom(`${storefront}/shop-api`, '127.0.0.8', { 'x-forwarded-for': '198.51.100.4, 10.0.0.2' })).toBe('198.51.100.4, 10.0.0.2, 127.0.0.8');
  });
});
