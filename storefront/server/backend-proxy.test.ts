import http from 'node:http';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { DEFAULT_API_MAX_BODY_BYTES } from './api-body-limit.mjs';
// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createBackendProxy } from './backend-proxy.mjs';
import { listenLocally, type LocalServer } from './local-server.test-support';

type Proxy = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

const servers: LocalServer[] = [];

/** Starts `handler` on a free local port, stopped after the test; answers its origin. */
async function listen(handler: http.RequestListener): Promise<string> {
  const server = await listenLocally(handler);
  servers.push(server);
  return server.origin;
}

async function storefrontFor(
  backendUrl: string,
  options: {
    prefix?: string;
    maxBodyBytes?: number;
    methods?: string[];
    forwardedProto?: string;
    addSetCookies?: (cookieHeader: string | null, setCookies: string[]) => string[];
  } = {},
): Promise<string> {
  const proxy = createBackendProxy(backendUrl, { prefix: '/shop-api', ...options }) as Proxy;
  return listen((req, res) => {
    if (!proxy(req, res)) res.writeHead(404).end();
  });
}

async function bodyOf(req: http.IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
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
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('the /shop-api proxy', () => {
  it('forwards the method, path, query and body, and answers what the backend answered', async () => {
    const backend = await listen(async (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'session=1; HttpOnly' });
      res.end(JSON.stringify({ method: req.method, url: req.url, body: await bodyOf(req), host: req.headers.host }));
    });
    const storefront = await storefrontFor(backend);
    const answer = await fetch(`${storefront}/shop-api?languageCode=fr`, { method: 'POST', body: '{"query":"{ activeOrder { id } }"}' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toBe('session=1; HttpOnly');
    expect(await answer.json()).toEqual({
      method: 'POST',
      url: '/shop-api?languageCode=fr',
      body: '{"query":"{ activeOrder { id } }"}',
      host: new URL(backend).host,
    });
  });

  it('a kept-alive connection the backend dropped is retried once on a new one: the shopper never sees it', async () => {
    const seen: string[] = [];
    const backend = await listen(async (req, res) => {
      const body = await bodyOf(req);
      seen.push(body);
      // The second request arrives on the first one's connection: drop it unanswered, as a
      // backend closing an idle connection at that very moment does.
      if (seen.length === 2) {
        req.socket.destroy();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ body }));
    });
    const storefront = await storefrontFor(backend);
    expect((await fetch(`${storefront}/shop-api`, { method: 'POST', body: 'first' })).status).toBe(200);
    const second = await fetch(`${storefront}/shop-api`, { method: 'POST', body: 'second' });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ body: 'second' });
    expect(seen).toEqual(['first', 'second', 'second']);
  });

  it('a backend that cannot be reached is a 502 with BACKEND_UNAVAILABLE, tried once', async () => {
    const closed = await listen(() => undefined);
    await servers.pop()?.close();
    const storefront = await storefrontFor(closed);
    const answer = await fetch(`${storefront}/shop-api`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      errors: [{ message: 'The shop could not be reached', extensions: { code: 'BACKEND_UNAVAILABLE' } }],
    });
  });

  it('a body over API_MAX_BODY_BYTES (100 KiB by default) is refused with 413 and never sent, whether its length is declared or streamed', async () => {
    let reached = false;
    const backend = await listen((_req, res) => {
      reached = true;
      res.end();
    });
    const storefront = await storefrontFor(backend);
    const declared = await fetch(`${storefront}/shop-api`, { method: 'POST', body: 'x'.repeat(DEFAULT_API_MAX_BODY_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({
      errors: [
        { message: `The request is too large (at most ${DEFAULT_API_MAX_BODY_BYTES} bytes)`, extensions: { code: 'PAYLOAD_TOO_LARGE' } },
      ],
    });
    // Chunked, no Content-Length: refused once the chunks pass the limit, the rest is not read. The
    // socket buffers take a few MiB before the 413 stops the sender (4.2 MiB seen on a busy machine),
    // so the body offered is far larger: a proxy that read it all would take the whole 64 MiB.
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    const offered = 64 * 1024 * 1024;
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        if (sent > offered) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${storefront}/shop-api`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(offered / 4);
    expect(reached).toBe(false);
  });

  it('tells the backend which protocol the shopper used: http by default, https for a shop served over HTTPS', async () => {
    const seen: Array<string | undefined> = [];
    const backend = await listen((req, res) => {
      seen.push(req.headers['x-forwarded-proto'] as string | undefined);
      res.end('{}');
    });
    await fetch(`${await storefrontFor(backend)}/shop-api`, { method: 'POST', body: '{}', headers: { 'x-forwarded-proto': 'https' } });
    await fetch(`${await storefrontFor(backend, { forwardedProto: 'https' })}/shop-api`, { method: 'POST', body: '{}' });
    expect(seen).toEqual(['http', 'https']);
  });

  it("adds the Set-Cookie headers its hook answers from the request's cookies and the backend's, after the backend's", async () => {
    const backend = await listen((req, res) => {
      res.writeHead(200, req.url === '/shop-api/login' ? { 'set-cookie': ['session=2; HttpOnly', 'session.sig=x; HttpOnly'] } : {});
      res.end('{}');
    });
    const asked: Array<[string | null, string[]]> = [];
    const storefront = await storefrontFor(backend, {
      addSetCookies: (cookieHeader, setCookies) => {
        asked.push([cookieHeader, setCookies]);
        return setCookies.length > 0 ? ['marker=1; Path=/'] : [];
      },
    });
    const login = await fetch(`${storefront}/shop-api/login`, { method: 'POST', body: '{}', headers: { cookie: 'locale=fr' } });
    expect(login.headers.getSetCookie()).toEqual(['session=2; HttpOnly', 'session.sig=x; HttpOnly', 'marker=1; Path=/']);
    const other = await fetch(`${storefront}/shop-api`, { method: 'POST', body: '{}' });
    expect(other.headers.getSetCookie()).toEqual([]);
    expect(asked).toEqual([
      ['locale=fr', ['session=2; HttpOnly', 'session.sig=x; HttpOnly']],
      [null, []],
    ]);
  });

  it('leaves other paths to the storefront', async () => {
    const backend = await listen((_req, res) => res.end('backend'));
    const storefront = await storefrontFor(backend);
    expect((await fetch(`${storefront}/shop-apis`)).status).toBe(404);
  });
});

describe('the form proxies', () => {
  it('forward a body up to their own limit whole, and refuse one byte more with 413', async () => {
    const received: number[] = [];
    const backend = await listen(async (req, res) => {
      received.push((await bodyOf(req)).length);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    const limit = 12 * 1024 * 1024;
    const storefront = await storefrontFor(backend, { prefix: '/contact/submit', maxBodyBytes: limit, methods: ['POST'] });
    const fits = await fetch(`${storefront}/contact/submit?languageCode=fr`, { method: 'POST', body: 'x'.repeat(limit) });
    expect(fits.status).toBe(201);
    expect(received).toEqual([limit]);
    const over = await fetch(`${storefront}/contact/submit`, { method: 'POST', body: 'x'.repeat(limit + 1) });
    expect(over.status).toBe(413);
    expect(received).toEqual([limit]);
  });

  it('leave the methods they do not name to the storefront', async () => {
    const backend = await listen((_req, res) => res.end('backend'));
    const storefront = await storefrontFor(backend, { prefix: '/contact/submit', methods: ['POST'] });
    expect((await fetch(`${storefront}/contact/submit`)).status).toBe(404);
  });
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
    expect(await getFrom(`${storefront}/shop-api`, '127.0.0.8', { 'x-forwarded-for': '198.51.100.4, 10.0.0.2' })).toBe(
      '198.51.100.4, 10.0.0.2, 127.0.0.8',
    );
  });
});
