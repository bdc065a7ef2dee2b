import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createHealthHandler } from './health.mjs';
import { answeringWith, listenLocally, type LocalServer, type RequestHandler } from './local-server.test-support';

let origin: string;
let server: LocalServer;
/** A stand-in backend whose `/ready` answers what the test sets (or nothing at all: `hang`). */
let backend: LocalServer;
let backendAnswer: number | 'hang' = 200;
const backendAsked: string[] = [];

beforeAll(async () => {
  backend = await listenLocally((req, res) => {
    backendAsked.push(`${req.method} ${req.url}`);
    if (backendAnswer !== 'hang') res.writeHead(backendAnswer, { 'content-type': 'application/json' }).end('{}');
  });
  const answerHealth = createHealthHandler({ backendUrl: backend.origin }) as RequestHandler;
  server = await listenLocally(answeringWith(answerHealth));
  origin = server.origin;
});

afterAll(async () => {
  await Promise.all([server.close(), backend.close()]);
});

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

  it('answers GET /ready with 200 while the backend is ready, asking the backend’s own /ready', async () => {
    backendAnswer = 200;
    backendAsked.length = 0;
    const response = await fetch(`${origin}/ready`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', pid: process.pid });
    expect(backendAsked).toEqual(['GET /ready']);
  });

  it('answers 503 with the reason when the backend is not ready, and within about a second when it does not answer', async () => {
    backendAnswer = 503;
    const unready = await fetch(`${origin}/ready`);
    expect(unready.status).toBe(503);
    expect(await unready.json()).toEqual({ status: 'unready', reason: 'the backend is not ready (503)', pid: process.pid });

    // A backend that never answers: the probe's own 1 s limit answers 503 (the test's 5 s would fail it otherwise).
    backendAnswer = 'hang';
    const silent = await fetch(`${origin}/ready`, { method: 'HEAD' });
    expect(silent.status).toBe(503);
    expect(await silent.text()).toBe('');
    backendAnswer = 200;
  });

  it('stays alive on /health whatever the backend answers', async () => {
    backendAnswer = 503;
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    backendAnswer = 200;
  });
});
