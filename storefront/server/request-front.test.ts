import http from 'node:http';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BASELINE_SECURITY_HEADERS } from '../app/lib/http/security-headers';
// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createRequestFront } from './request-front.mjs';
import { listenLocally, type LocalServer } from './local-server.test-support';

type Front = (req: http.IncomingMessage, res: http.ServerResponse) => boolean;

let port: number;
let server: LocalServer;

beforeAll(async () => {
  const front = createRequestFront({ securityHeaders: BASELINE_SECURITY_HEADERS, httpsOnly: true }) as Front;
  server = await listenLocally((req, res) => {
    if (front(req, res)) return;
    // What a handler behind it answers: a redirect, as a loader's or the server's, naming the path it got.
    res.writeHead(302, { Location: '/en', 'X-Path-Seen': req.url }).end();
  });
  port = server.port;
});

afterAll(() => server.close());

/** A raw GET: fetch() would not send a malformed Host header. */
function get(path: string, host: string | undefined): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'GET',
      setHost: false,
      headers: host === undefined ? {} : { Host: host },
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    request.on('error', reject);
    request.end();
  });
}

describe('what every request to the storefront meets first', () => {
  it('passes a request with a host and a path on, its answer (a redirect) carrying the security headers', async () => {
    for (const host of ['shop.example.com', '127.0.0.1:3000', 'localhost', '[::1]:3000', 'xn--bcher-kva.example']) {
      const answer = await get('/', host);
      expect(answer.status, host).toBe(302);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    }
  });

  it('answers 400 for a Host header that is no host, with the same headers', async () => {
    for (const host of [
      'bad host',
      'a/b',
      'user@shop.example.com',
      'shop.example.com:port',
      '<script>',
      '-shop.example.com',
      'x'.repeat(300),
    ]) {
      const answer = await get('/en', host);
      expect(answer.status, host).toBe(400);
      expect(answer.headers['x-content-type-options'], host).toBe('nosniff');
    }
  });

  it('answers 400 for a path that does not decode, and for a target that is no path', async () => {
    expect((await get('/media/%', 'shop.example.com')).status).toBe(400);
    for (const target of ['*', 'en', 'ftp://other.example/en', 'http://other.example/%'])
      expect((await get(target, 'shop.example.com')).status, target).toBe(400);
  });

  // A URL parser reads `//x/…` and `/\x/…` as the host x: the page would be built for it.
  it('sends a path whose leading slashes name another host to the same path with one slash', async () => {
    for (const [target, path] of [
      ['//other.example/en', '/other.example/en'],
      ['//null33///?ref=1', '/null33///?ref=1'],
      ['/\\other.example/en?x=1', '/other.example/en?x=1'],
      ['///\\/en/Offers', '/en/Offers'],
    ] as const) {
      const answer = await get(target, 'shop.example.com');
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toBe(path);
      expect(answer.headers['x-content-type-options'], target).toBe('nosniff');
    }
  });

  it('answers an absolute-form target as its path on this server, whatever host it names', async () => {
    for (const [target, path] of [
      ['http://other.example/en?x=1', '/en?x=1'],
      ['HTTPS://other.example', '/'],
      ['http://other.example//again.example/en', '/again.example/en'],
    ] as const) {
      const answer = await get(target, 'shop.example.com');
      expect(answer.status, target).toBe(302);
      expect(answer.headers['x-path-seen'], target).toBe(path);
    }
    expect((await get('/en/Offers?x=1', 'shop.example.com')).headers['x-path-seen']).toBe('/en/Offers?x=1');
  });
});
