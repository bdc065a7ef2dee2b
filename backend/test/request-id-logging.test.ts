import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

import { LogLevel } from '@vendure/core';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JsonLogger } from '../src/logging/json-logger';
import { currentRequestId, requestIdMiddleware } from '../src/logging/request-id';

/*
 * Issue 34 point 4: one id names a request's log lines, from the storefront to the backend. An
 * Express app set up as the backend's (the id first, then the JSON body parser, then async work)
 * logs through the JsonLogger; every line written while answering carries the request's id.
 */

const lines: string[] = [];
const logger = new JsonLogger(LogLevel.Info, (line) => lines.push(line));
let origin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const app = express();
  app.use(requestIdMiddleware);
  app.use(express.json());
  app.post('/work', async (req, res) => {
    await sleep(5);
    logger.info(`working on ${String((req.body as { item?: unknown }).item)}`, 'Test');
    logger.verbose('not written at info level');
    res.json({ requestId: currentRequestId() });
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise((resolve) => server.close(() => resolve()));
});

afterAll(() => close());

async function post(headers: Record<string, string>, item: string) {
  const response = await fetch(`${origin}/work`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ item }),
  });
  return { header: response.headers.get('x-request-id'), body: (await response.json()) as { requestId?: string } };
}

describe('a request named by X-Request-Id, in JSON log lines', () => {
  it('keeps the id the storefront sent, through the body parser and awaited work, into the log line and the answer', async () => {
    lines.length = 0;
    const answer = await post({ 'x-request-id': 'storefront-req-0001' }, 'a cart');
    expect(answer.header).toBe('storefront-req-0001');
    expect(answer.body.requestId).toBe('storefront-req-0001');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      level: 'info',
      context: 'Test',
      message: 'working on a cart',
      requestId: 'storefront-req-0001',
    });
  });

  it('names a request that came without one (or with something that is not an id), and keeps concurrent requests apart', async () => {
    const [hostile, plain] = await Promise.all([post({ 'x-request-id': 'x" {"level":"error"}' }, 'one'), post({}, 'two')]);
    for (const answer of [hostile, plain]) {
      expect(answer.header).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.body.requestId).toBe(answer.header);
    }
    expect(hostile.header).not.toBe(plain.header);
  });

  it('writes lines outside any request (jobs, start-up) without a request id', () => {
    lines.length = 0;
    logger.error('failed', 'Job', 'Error: failed\n    at somewhere');
    expect(JSON.parse(lines[0] ?? '')).toEqual({
      time: expect.any(String),
      level: 'error',
      context: 'Job',
      message: 'failed',
      trace: 'Error: failed\n    at somewhere',
    });
  });
});
