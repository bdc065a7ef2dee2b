import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Middleware } from '@vendure/core';

import { apiMessage, requestLanguage } from '../api-hardening/api-messages';
import { answerRefusal } from '../api-hardening/error-answer';
import { AdmissionQueue, type AdmissionSettings } from './admission-queue';

type Next = (error?: unknown) => void;

/**
 * The header of a 503 that refused a request before any of it ran: the clients send such a request
 * again, a mutation included (api/client.ts). A 503 without it (a database connection that could
 * not be had halfway through) may have changed something: only a query is sent again.
 */
export const NOT_STARTED_HEADER = 'Request-Not-Started';

/**
 * How long a request may wait for its turn: the shop client's timeout (10 s), past which nobody
 * waits for the answer any more; also node-postgres's connect timeout, which this wait replaces.
 * 30 logins at once (bcrypt keeps one core busy) wait up to 8 s on this machine under load.
 */
export const MAX_ADMISSION_WAIT_MS = 10_000;
/** Requests waiting per process beyond those running: a burst of 100 purchases on two servers fits. */
export const MAX_WAITING_REQUESTS = 200;

/** The answer to a request the server is too busy to start or finish: 503, Retry-After, a translated message. */
function answerBusy(req: IncomingMessage & { query?: Record<string, unknown> }, res: ServerResponse, retryAfterSeconds: number): void {
  answerRefusal(
    res,
    503,
    { code: 'SERVER_BUSY', message: apiMessage('SERVER_BUSY', requestLanguage(req.query?.languageCode)) },
    { 'Retry-After': String(retryAfterSeconds), [NOT_STARTED_HEADER]: 'true' },
  );
}

/**
 * Runs the API requests of one server process through an admission queue: at most
 * `settings.concurrency` at once, the others wait (their bodies unread: the sender is held back by
 * TCP) up to `settings.maxWaitMs`; past that, or past `maxWaiting` waiting, 503 with Retry-After and
 * NOT_STARTED_HEADER. A request leaves the queue when its answer is sent or its connection closes.
 */
export function admissionMiddleware(paths: readonly string[], settings: AdmissionSettings): Middleware[] {
  const queue = new AdmissionQueue(settings);
  const handler = (req: IncomingMessage & { query?: Record<string, unknown> }, res: ServerResponse, next: Next): void => {
    void queue.admit().then((admission) => {
      if (!admission.admitted) {
        answerBusy(req, res, admission.retryAfterSeconds);
        return;
      }
      res.once('finish', admission.release);
      res.once('close', admission.release);
      // A caller that gave up while waiting: nothing to run.
      if (req.destroyed) {
        admission.release();
        return;
      }
      next();
    });
  };
  return paths.map((path) => ({ route: `/${path}`, handler, beforeListen: true }));
}
