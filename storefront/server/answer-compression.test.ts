import http from 'node:http';
import zlib from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// @ts-expect-error -- the server's plain ESM module has no type declarations.
import { COMPRESSION_THRESHOLD_BYTES, createAnswerCompression } from './answer-compression.mjs';
import { listenLocally, type LocalServer } from './local-server.test-support';

type Compress = (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>;

/** React Router's route manifest: JSON of route entries, about 10 KB for a page's matches. */
const manifest = JSON.stringify(
  Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`routes/page-${index}`, { id: `routes/page-${index}`, hasLoader: true }])),
);
const small = JSON.stringify({ ok: true });

let origin: string;
let server: LocalServer;
/** Ends the streamed data answer under way. */
let endData = () => {};

beforeAll(async () => {
  const compress = createAnswerCompression({ brotliQuality: 5 }) as Compress;
  server = await listenLocally((req, res) => {
    void compress(req, res).then(() => {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname === '/__manifest') {
        // As React Router writes it: JSON with no length, in chunks.
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
        res.write(manifest.slice(0, 2000));
        res.end(manifest.slice(2000));
      } else if (url.pathname === '/small') {
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(small)) });
        res.end(small);
      } else if (url.pathname === '/page') {
        // A page compressed by its render: left as it is.
        const body = zlib.brotliCompressSync('<p>page</p>'.repeat(500));
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'br', 'Content-Length': String(body.length) });
        res.end(body);
      } else if (url.pathname === '/image') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end(Buffer.alloc(4096, 7));
      } else if (url.pathname === '/data') {
        // A navigation's data streams its deferred parts: the first must reach the browser before the last is written.
        res.writeHead(200, { 'Content-Type': 'text/x-script' });
        res.write(`[${'"destination",'.repeat(200)}`);
        endData = () => res.end('"last"]');
      } else {
        res.writeHead(404).end();
      }
    });
  });
  origin = server.origin;
});

afterAll(() => server.close());

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** As sent: fetch would decompress it and hide what went over the wire. */
  body: Buffer;
}

function get(pathname: string, acceptEncoding: string, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .request(`${origin}${pathname}`, { method, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      })
      .on('error', reject)
      .end();
  });
}

describe('the answers the server compresses', () => {
  it('sends the route manifest in brotli when offered, and gzip to a client without it', async () => {
    const brotli = await get('/__manifest', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(manifest);
    expect(brotli.body.length).toBeLessThan(manifest.length / 5);

    const gzip = await get('/__manifest', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(manifest);

    const plain = await get('/__manifest', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(manifest);
  });

  it(`leaves alone an answer under ${COMPRESSION_THRESHOLD_BYTES} bytes, one compressed already, an image and a HEAD`, async () => {
    const tiny = await get('/small', 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe(small);

    const page = await get('/page', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toBe('<p>page</p>'.repeat(500));

    const image = await get('/image', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4096);

    const head = await get('/__manifest', 'br', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
  });

  it('sends each chunk of a streamed answer as it is written', async () => {
    const first = `[${'"destination",'.repeat(200)}`;
    let text = '';
    let firstPartArrived: () => void = () => {};
    const arrived = new Promise<void>((resolve) => (firstPartArrived = resolve));
    const ended = new Promise<string>((resolve, reject) => {
      http
        .get(`${origin}/data`, { headers: { 'accept-encoding': 'br' } }, (response) => {
          expect(response.headers['content-encoding']).toBe('br');
          const decompressed = response.pipe(zlib.createBrotliDecompress());
          decompressed.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            if (text === first) firstPartArrived();
          });
          decompressed.on('end', () => resolve(text));
          decompressed.on('error', reject);
        })
        .on('error', reject);
    });
    // The first part decompresses in full while the answer is still open: it was flushed, not held.
    await arrived;
    endData();
    expect(await ended).toBe(`${first}"last"]`);
  });
});
