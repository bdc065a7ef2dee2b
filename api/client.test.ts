import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from './zod';

import { createShopClient } from './client';
import { ShopError } from './errors';
import { getCartItems } from './operations/cart/cart';
import { rejection } from './test-support/answering-client';

// A real HTTP server on loopback that answers the way a broken or slow backend would.
let server: http.Server;
let baseUrl = '';
const seen: Array<{ url: string; cookie: string | undefined; body: string }> = [];
/** Resolves when the held request's connection closes before it was answered (the client gave it up). */
let heldClosed: Promise<void> = Promise.resolve();
let onHeldClosed = () => {};
/** Whether the next request to /drops-first is dropped. */
let dropNext = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', cookie: req.headers.cookie, body });
      const route = new URL(req.url ?? '/', 'http://local').pathname;
      if (route === '/ok/shop-api') {
        res.setHeader('Set-Cookie', ['session=abc; HttpOnly', 'session.sig=def; HttpOnly']);
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ data: { activeChannel: { code: 'default' } } }));
      }
      if (route === '/graphql-error/shop-api') {
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ errors: [{ message: 'You are not currently authorized', extensions: { code: 'FORBIDDEN' } }] }));
      }
      if (route === '/wrong-shape/shop-api') {
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ data: { activeChannel: { code: 42 } } }));
      }
      if (route === '/server-error/shop-api') {
        res.statusCode = 500;
        return res.end(JSON.stringify({ message: 'Database is on fire' }));
      }
      if (route === '/slow/shop-api') return setTimeout(() => res.end('{}'), 2_000);
      if (route === '/drops-first/shop-api') {
        // The first request of a test meets a connection closed without an answer, as when the
        // instance behind a load balancer died; the next is answered.
        if (dropNext) {
          dropNext = false;
          return req.socket.destroy();
        }
        res.setHeader('Content-Type', 'application/json');
        return res.end(JSON.stringify({ data: { activeChannel: { code: 'default' } } }));
      }
      if (route === '/held/shop-api') {
        // Never answers: only the client giving the request up ends it.
        res.on('close', () => {
          if (!res.writableEnded) onHeldClosed();
        });
        return;
      }
      res.statusCode = 404;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const channelSchema = z.object({ activeChannel: z.object({ code: z.string() }) });
const QUERY = '{ activeChannel { code } }';

function clientAt(path: string, extra: Partial<Parameters<typeof createShopClient>[0]> = {}) {
  return createShopClient({ shopApiUrl: `${baseUrl}/${path}/shop-api`, ...extra });
}

describe('createShopClient', () => {
  it('sends the language, forwards the shopper cookie and hands back every Set-Cookie', async () => {
    const received: string[] = [];
    const client = clientAt('ok', { locale: 'tw', currency: 'USD', cookie: 'session=xyz', onSetCookie: (cookie) => received.push(cookie) });
    await expect(client.request('test', QUERY, {}, channelSchema)).resolves.toEqual({ activeChannel: { code: 'default' } });
    const request = seen.at(-1);
    expect(request?.url).toContain('languageCode=zh_Hant');
    expect(request?.url).toContain('currencyCode=USD');
    expect(request?.cookie).toBe('session=xyz');
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ query: QUERY, variables: {} });
    expect(received).toEqual(['session=abc; HttpOnly', 'session.sig=def; HttpOnly']);
  });

  it('turns a GraphQL error into an http ShopError with the server message and a status', async () => {
    const error = await clientAt('graphql-error')
      .request('test', QUERY, {}, channelSchema)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect(error).toMatchObject({
      operation: 'test',
      status: 403,
      message: 'You are not currently authorized',
      detail: { kind: 'http', code: 'FORBIDDEN' },
    });
  });

  it('refuses an answer of the wrong shape with a schema error', async () => {
    const error = await clientAt('wrong-shape')
      .request('test', QUERY, {}, channelSchema)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: { kind: 'schema' }, status: 500 });
    expect((error as ShopError).detail).toMatchObject({ issues: [expect.stringContaining('activeChannel.code')] });
  });

  it('keeps the status and message of an HTTP failure', async () => {
    const error = await clientAt('server-error')
      .request('test', QUERY, {}, channelSchema)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: { kind: 'http', status: 500, message: 'Database is on fire' } });
  });

  it('gives up on a backend that does not answer in time', async () => {
    const error = await clientAt('slow', { timeoutMs: 200 })
      .request('test', QUERY, {}, channelSchema)
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: { kind: 'timeout' }, status: 504 });
  });

  it('sends a read once more when its connection closed without an answer, and never a mutation', async () => {
    const client = clientAt('drops-first');
    const before = seen.length;
    dropNext = true;
    await expect(client.request('test', `query Channel { activeChannel { code } }`, {}, channelSchema)).resolves.toEqual({
      activeChannel: { code: 'default' },
    });
    expect(seen.length - before).toBe(2);
    dropNext = true;
    const mutation = client.request('test', 'mutation { setOrderCustomFields(input: {}) { __typename } }', {}, z.unknown());
    await expect(mutation).rejects.toMatchObject({ detail: { kind: 'network' } });
    expect(seen.length - before).toBe(3);
  });

  it('reports a backend nobody listens on as a network error', async () => {
    const client = createShopClient({ shopApiUrl: 'http://127.0.0.1:9/shop-api', timeoutMs: 2_000 });
    const error = await client.request('test', QUERY, {}, channelSchema).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ detail: { kind: 'network' }, status: 503 });
  });

  it('cancels an operation’s request when its signal aborts (every operation takes `{ signal }` last)', async () => {
    heldClosed = new Promise<void>((resolve) => (onHeldClosed = resolve));
    const controller = new AbortController();
    const request = getCartItems(clientAt('held', { timeoutMs: 30_000 }), { signal: controller.signal });
    await expect.poll(() => seen.some((entry) => entry.url.startsWith('/held/'))).toBe(true);
    controller.abort();
    await expect(rejection(request)).resolves.toMatchObject({ operation: 'getCartItems', detail: { kind: 'network' } });
    // The server sees the connection dropped: the request no longer runs on the client's side.
    await expect(heldClosed).resolves.toBeUndefined();
  });

  it('sends nothing for a signal that aborted already', async () => {
    const before = seen.length;
    const request = getCartItems(clientAt('ok'), { signal: AbortSignal.abort() });
    await expect(rejection(request)).resolves.toMatchObject({ detail: { kind: 'network' } });
    expect(seen.length).toBe(before);
  });
});
