import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { createStaticHandler } from './static-files.mjs';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<boolean>;

let root: string;
let origin: string;
let server: http.Server;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'static-files-'));
  await writeFile(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(root, 'en'), 'a file named like a page');
  const serve = createStaticHandler({ root, urlPrefix: '/', immutable: false }) as Handler;
  server = http.createServer((req, res) => {
    void serve(req, res).then((served) => {
      if (!served) res.writeHead(404, { 'x-passed-on': 'yes' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
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
});
