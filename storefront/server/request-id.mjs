import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** What an id from the balancer in front may look like: a UUID, a hex or base64url token; nothing to inject into a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._-]{8,128}$/;

const current = new AsyncLocalStorage();

/**
 * Names the request (issue 34 point 4): the `X-Request-Id` the balancer in front gave it, when it
 * looks like an id, else a new UUID. Set on the request's own headers (so the backend proxy passes
 * it on, and the page's calls to the backend carry it) and on the answer, so a shopper's report,
 * the storefront's and the backend's log lines meet on one id.
 */
export function nameRequest(req, res) {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Runs `work` as done for the request `id` names: the log lines it writes carry that id (log.mjs). */
export function runForRequest(id, work) {
  return current.run(id, work);
}

/** The id of the request this code runs for, if any. */
export function currentRequestId() {
  return current.getStore();
}
