import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

import type { NextFunction, Request, Response } from 'express';

/** What the storefront (or a balancer) may send as an id; anything else is replaced, never logged. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,128}$/;

const current = new AsyncLocalStorage<string>();

/** The id of the request this code runs for, if it runs for one (or for a job one queued). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/** `value` when it is a well-formed request id, else undefined. */
export function acceptedRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && ACCEPTED_ID.test(value) ? value : undefined;
}

/** Runs `work` as done for the request `id` names: its log lines carry that id. */
export function runForRequest<Result>(id: string, work: () => Result): Result {
  return current.run(id, work);
}

/**
 * First of the APIs' middleware (issue 34 point 4): the request keeps the `X-Request-Id` the
 * storefront gave it (so one id names the shopper's page, its Shop API calls, the jobs they queued
 * and every log line they caused), or gets a new one; the answer carries it back.
 */
export function requestIdMiddleware(req: Request, res: Response, next: NextFunction): void {
  const id = acceptedRequestId(req.headers['x-request-id']) ?? randomUUID();
  res.setHeader('X-Request-Id', id);
  runForRequest(id, next);
}
