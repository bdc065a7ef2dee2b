import { rm } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { answeringWith, folderWith, listenLocally, type LocalServer, type RequestHandler } from './local-server.test-support';
// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createStaticHandler, setFileHeaders } from './static-files.mjs';

let root: string;
let origin: string;
let server: LocalServer;

beforeAll(async () => {
  root = await folderWith('static-files-', {
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    en: 'a file named like a page',
  });
  const serve = createStaticHandler({ root, urlPrefix: '/', immutable: false }) as RequestHandler;
  server = await listenLocally(answeringWith(serve));
  origin = server.origin;
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('the static files', () => {
  it('serves a file of a kind it knows, compressed when the browser takes brotli', async () => {
    const plain = await fetch(`${origin}/favicon.svg`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    expect(await plain.text()).toContain('<svg');
    const compressed = await fetch(`${origin}/favicon.svg`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
  });

  it('sends no brotli to a client that refuses it or rates gzip higher (the server compresses those)', async () => {
    for (const acceptEncoding of ['br;q=0, gzip', 'gzip, br;q=0.5']) {
      const answer = await fetch(`${origin}/favicon.svg`, { headers: { 'accept-encoding': acceptEncoding } });
      expect(answer.headers.get('content-encoding'), acceptEncoding).toBeNull();
      expect(await answer.text()).toContain('<svg');
    }
  });

  it('passes on a page’s path without looking for a file (no extension, or one it does not serve)', async () => {
    for (const pagePath of ['/en', '/en/esim-france.html', '/favicon.svg.bak']) {
      const response = await fetch(`${origin}${pagePath}`);
      expect(response.headers.get('x-passed-on'), pagePath).toBe('yes');
    }
  });

  it('never leaves its folder', async () => {
    const response = await fetch(`${origin}/..%2f..%2fetc%2fpasswd.txt`);
    expect(response.headers.get('x-passed-on')).toBe('yes');
  });

  it('says how long a cache keeps a file and what its answer varies with', () => {
    const headersOf = (options: object) => {
      const headers: Record<string, string> = {};
      setFileHeaders(
        { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
        { contentType: 'image/webp', ...options },
      );
      return headers;
    };
    expect(headersOf({})).toEqual({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
      vary: 'Accept-Encoding',
    });
    expect(headersOf({ immutable: true })['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headersOf({ variesWithAccept: true }).vary).toBe('Accept, Accept-Encoding');
  });
});
