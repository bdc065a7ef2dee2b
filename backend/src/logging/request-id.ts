import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

/** What the storefront (or a balancer) may send as an id; anything else is replaced, never logged. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,128}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, if it runs for one (a job or a scheduled task does not). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * First of the APIs' middleware (issue 34 point 4): the request keeps the `X-Request-Id` the
 * storefront gave it (so one id names the shopper's page, its Shop API calls and every log line
 * they caused), or gets a new one; the answer carries it back.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  res.setHeader('X-Request-Id', id);
  current.run(id, next);
}
