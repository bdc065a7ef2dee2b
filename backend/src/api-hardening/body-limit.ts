import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Middleware } from '@vendure/core';
import { json, urlencoded } from 'express';

import { apiMessage, requestLanguage } from './api-messages';
import { answerRefusal } from './error-answer';

type Next = (error?: unknown) => void;

/** What body-parser says when it refuses a body (it sets `status` and `type`, and `limit` on a 413). */
interface BodyParserError {
  status?: number;
  type?: string;
  limit?: number;
}

function bodyErrorHandler(maxBytes: number) {
  // Four parameters: Express calls this only with the error of an earlier middleware.
  return function bodyParserErrors(
    error: unknown,
    req: IncomingMessage & { query?: Record<string, unknown> },
    res: ServerResponse,
    next: Next,
  ): void {
    const { status, type, limit } = (error ?? {}) as BodyParserError;
    if (res.headersSent || typeof type !== 'string' || typeof status !== 'number' || status < 400 || status >= 500) {
      next(error);
      return;
    }
    const language = requestLanguage(req.query?.languageCode);
    // The rest of an oversized body is not read: the connection is closed after this answer.
    if (status === 413) {
      answerRefusal(
        res,
        413,
        { code: 'PAYLOAD_TOO_LARGE', message: apiMessage('PAYLOAD_TOO_LARGE', language, { limit: limit ?? maxBytes }) },
        { Connection: 'close' },
      );
    } else answerRefusal(res, status, { code: 'BAD_REQUEST', message: apiMessage('BAD_REQUEST_BODY', language) });
  };
}

/**
 * Vendure's body parsers with our limit, and their refusals answered as 413/400 JSON instead of
 * Nest's `500 {"message":""}` with a stack in the log. Mounted before Nest starts under the names
 * Nest looks for (`jsonParser`, `urlencodedParser`), so it adds no parser of its own (Vendure's
 * documented way to change the body limit). The Shop API's GraphQL requests have their own,
 * smaller limit (`shopApi`): a parser of that limit reads them first (the others then find the
 * body read).
 */
export function bodyLimitMiddleware(maxBytes: number, shopApi: { path: string; maxBytes: number }): Middleware[] {
  const jsonParser = json({ limit: maxBytes });
  const urlencodedParser = urlencoded({ limit: maxBytes, extended: true });
  return [
    { route: `/${shopApi.path}`, handler: json({ limit: shopApi.maxBytes }), beforeListen: true },
    { route: '/', handler: jsonParser, beforeListen: true },
    { route: '/', handler: urlencodedParser, beforeListen: true },
    { route: '/', handler: bodyErrorHandler(maxBytes), beforeListen: true },
  ];
}
