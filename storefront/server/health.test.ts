import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createHealthHandler } from './health.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

let origin: string;
let server: http.Server;

beforeAll(async () => {
  const answerHealth = createHealthHandler() as Handler;
  server = http.createServer((req, res) => {
    void answerHealth(req, res).then((answered) => {
      if (!answered) res.writeHead(404, { 'x-passed-on': 'yes' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the storefront health check', () => {
  it('answers GET /health with 200, never cached, naming the process', async () => {
    const response = await fetch(`${origin}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok', pid: process.pid });
  });

  it('answers HEAD /health with 200 and no body', async () => {
    const response = await fetch(`${origin}/health`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });

  it('passes every other request on: pages, other methods, look-alike paths', async () => {
    for (const [path, method] of [
      ['/en', 'GET'],
      ['/health', 'POST'],
      ['/healthz', 'GET'],
      ['/en/health', 'GET'],
    ] as const) {
      const response = await fetch(`${origin}${path}`, { method });
      expect(response.headers.get('x-passed-on'), `${method} ${path}`).toBe('yes');
    }
  });
});
