import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { NOT_STARTED_HEADER as BACKEND_NOT_STARTED_HEADER } from '../backend/src/admission/admission';
import { BUSY_RETRIES, createShopClient, NOT_STARTED_HEADER } from './client';
import { ShopError } from './errors';
import { z } from './zod';

/*
 * Issue 30: the shop answers 503 with Retry-After when it is too busy to start a request (its
 * admission queue) or to finish one (no database connection in time). The client sends a query
 * again after Retry-After, a mutation only when the answer says it never started, and stops after
 * BUSY_RETRIES with the server's translated message.
 */

let server: http.Server;
let baseUrl = '';
/** The answers still to give, in order; past them a request answers data. */
let answers: Array<{ status: number; headers?: Record<string, string> }> = [];
let arrivals: number[] = [];
let forwardedFor: Array<string | undefined> = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.now());
      forwardedFor.push(req.headers['x-forwarded-for'] as string | undefined);
      const next = answers.shift();
      res.setHeader('Content-Type', 'application/json');
      if (next) {
        res.writeHead(next.status, next.headers ?? {});
        return res.end(JSON.stringify({ errors: [{ message: 'Le magasin est très occupé', extensions: { code: 'SERVER_BUSY' } }] }));
      }
      res.end(JSON.stringify({ data: { activeChannel: { code: 'default' } } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/shop-api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  answers = [];
  arrivals = [];
  forwardedFor = [];
});

const schema = z.object({ activeChannel: z.object({ code: z.string() }) });
const QUERY = '{ activeChannel { code } }';
const MUTATION = 'mutation { addItemToOrder(productVariantId: "1", quantity: 1) { __typename } }';
const busy = (headers: Record<string, string>) => ({ status: 503, headers });
const client = () => createShopClient({ shopApiUrl: baseUrl, timeoutMs: 10_000 });

describe('503 answers: sent again after Retry-After, within bounds', () => {
  it('the backend and the client name the not-started header alike', () => {
    expect(NOT_STARTED_HEADER).toBe(BACKEND_NOT_STARTED_HEADER);
  });

  it('a query is sent again after the Retry-After the shop asked for, and its answer is used', async () => {
    answers = [busy({ 'Retry-After': '1' })];
    expect(await client().request('Channel', QUERY, {}, schema)).toEqual({ activeChannel: { code: 'default' } });
    expect(arrivals).toHaveLength(2);
    expect(arrivals[1]! - arrivals[0]!).toBeGreaterThanOrEqual(950);
  });

  it('a mutation the shop never started is sent again; one that may have run is not', async () => {
    answers = [busy({ 'Retry-After': '1', [NOT_STARTED_HEADER]: 'true' })];
    await client().request('AddToCart', MUTATION, {}, z.unknown());
    expect(arrivals).toHaveLength(2);

    answers = [busy({ 'Retry-After': '1' })];
    arrivals = [];
    const error = await client()
      .request('AddToCart', MUTATION, {}, z.unknown())
      .catch((caught: unknown) => caught);
    expect(arrivals).toHaveLength(1);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).detail).toMatchObject({ kind: 'http', status: 503, message: 'Le magasin est très occupé' });
  });

  it(`gives up after ${BUSY_RETRIES} retries with the server's translated message`, async () => {
    answers = Array.from({ length: BUSY_RETRIES + 1 }, () => busy({ 'Retry-After': '0' }));
    const error = await client()
      .request('Channel', QUERY, {}, schema)
      .catch((caught: unknown) => caught);
    expect(arrivals).toHaveLength(BUSY_RETRIES + 1);
    expect((error as ShopError).detail).toMatchObject({ status: 503, message: 'Le magasin est très occupé' });
  });

  it('does not wait for a Retry-After longer than the bound, nor retry a 503 without one or another status', async () => {
    answers = [busy({ 'Retry-After': '3600' })];
    const started = performance.now();
    await client()
      .request('Channel', QUERY, {}, schema)
      .catch(() => undefined);
    expect(performance.now() - started).toBeLessThan(5_000);

    // A load balancer's 503 with no server behind it says nothing of when to come back: the error page at once.
    answers = [busy({})];
    arrivals = [];
    await client()
      .request('Channel', QUERY, {}, schema)
      .catch(() => undefined);
    expect(arrivals).toHaveLength(1);

    answers = [{ status: 500 }, { status: 429, headers: { 'Retry-After': '0' } }];
    arrivals = [];
    await client()
      .request('Channel', QUERY, {}, schema)
      .catch(() => undefined);
    expect(arrivals).toHaveLength(1);
  });
});

describe("the shopper's address, on the storefront's server", () => {
  it('goes to the backend as X-Forwarded-For, so its per-client limits count the shopper, not the storefront', async () => {
    await createShopClient({ shopApiUrl: baseUrl, forwardedFor: '203.0.113.9, 127.0.0.1' }).request('Channel', QUERY, {}, schema);
    await client().request('Channel', QUERY, {}, schema);
    expect(forwardedFor).toEqual(['203.0.113.9, 127.0.0.1', undefined]);
  });
});
