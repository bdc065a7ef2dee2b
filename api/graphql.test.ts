import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createShopClient } from './client';
import { ShopError } from './errors';
import { graphql, requestTyped } from './graphql';

/*
 * requestTyped against a real loopback server: it sends the typed document's text, hands back
 * `data` as the schema types it, refuses an answer without data, and keeps the client's rule that
 * a query is sent again after a busy 503 while a mutation is not.
 */

let server: http.Server;
let baseUrl = '';
let bodies: Array<{ query: string; variables: unknown }> = [];
/** The answers still to give, in order; past them a request answers `answer`. */
let busyAnswers = 0;
let answer: unknown = {};

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      bodies.push(JSON.parse(body) as { query: string; variables: unknown });
      res.setHeader('Content-Type', 'application/json');
      if (busyAnswers > 0) {
        busyAnswers -= 1;
        res.writeHead(503, { 'Retry-After': '0' });
        return res.end(JSON.stringify({ errors: [{ message: 'Busy', extensions: { code: 'SERVER_BUSY' } }] }));
      }
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  bodies = [];
  busyAnswers = 0;
});

const SUMMARY = graphql(`
  query ReviewSummary {
    reviewSummary { average count }
  }
`);
const CONFIRM = graphql(`
  mutation Confirm($token: String!) {
    confirmNewsletterSubscription(token: $token) { status }
  }
`);

const client = () => createShopClient({ shopApiUrl: `${baseUrl}/shop-api` });

describe('requestTyped', () => {
  it("sends the document's text and the variables, and answers data as the schema types it", async () => {
    answer = { data: { confirmNewsletterSubscription: { status: 'CONFIRMED' } } };
    const { confirmNewsletterSubscription } = await requestTyped(client(), 'confirm', CONFIRM, { token: 'abc' });
    expect(confirmNewsletterSubscription.status).toBe('CONFIRMED');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.query).toMatch(/^mutation Confirm\(\$token: String!\) \{\s+confirmNewsletterSubscription\(token: \$token\)/);
    expect(bodies[0]?.variables).toEqual({ token: 'abc' });
  });

  it('refuses an answer without data as a schema ShopError', async () => {
    answer = { data: null };
    const error = await requestTyped(client(), 'getReviewSummary', SUMMARY, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).detail).toMatchObject({ kind: 'schema' });
  });

  it("turns a GraphQL error into the operation's ShopError", async () => {
    answer = { errors: [{ message: 'You are not currently authorized', extensions: { code: 'FORBIDDEN' } }] };
    const error = await requestTyped(client(), 'getReviewSummary', SUMMARY, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).operation).toBe('getReviewSummary');
  });

  it('sends a typed query again after a busy 503, never a typed mutation', async () => {
    answer = { data: { reviewSummary: { average: 4.9, count: 12 } } };
    busyAnswers = 1;
    await expect(requestTyped(client(), 'getReviewSummary', SUMMARY, {})).resolves.toEqual({ reviewSummary: { average: 4.9, count: 12 } });
    expect(bodies).toHaveLength(2);

    bodies = [];
    busyAnswers = 1;
    await expect(requestTyped(client(), 'confirm', CONFIRM, { token: 'abc' })).rejects.toBeInstanceOf(ShopError);
    expect(bodies).toHaveLength(1);
  });
});
