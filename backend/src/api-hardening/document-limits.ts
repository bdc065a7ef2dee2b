import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Middleware } from '@vendure/core';

import { apiMessage, requestLanguage } from './api-messages';
import { checkDocument } from './document-measure';
import { answerRefusal } from './error-answer';
import { GRAPHQL_LIMITS, type ApiType } from './graphql-limits';

type Next = (error?: unknown) => void;
type ApiRequest = IncomingMessage & { body?: unknown; query?: Record<string, unknown> };

/** The GraphQL document a request carries: a POST's JSON `query`, or a GET's `?query=`. */
function documentOf(req: ApiRequest): string | undefined {
  const fromBody = req.body && typeof req.body === 'object' ? (req.body as { query?: unknown }).query : undefined;
  if (typeof fromBody === 'string') return fromBody;
  const fromQuery = req.query?.query;
  return typeof fromQuery === 'string' ? fromQuery : undefined;
}

/**
 * Refuses a document past `GRAPHQL_LIMITS[api]`'s tokens, repeated fields or expansion while it is
 * parsed, before Apollo validates it (validation is quadratic in repeated fields: issue 30). The
 * answer is Apollo's shape for a refused document: 400 with a translated message and a code. What
 * passes is parsed again by Apollo (a few hundred tokens: microseconds); cost, depth, aliases and
 * search terms, which need the schema and the variables, are checked after validation
 * (graphql-limits.plugin.ts).
 */
function documentLimitsHandler(api: ApiType) {
  const limits = GRAPHQL_LIMITS[api];
  return function documentLimits(req: ApiRequest, res: ServerResponse, next: Next): void {
    const source = documentOf(req);
    if (source === undefined) {
      next();
      return;
    }
    const check = checkDocument(source, limits);
    if (check.kind !== 'refused') {
      next();
      return;
    }
    const { code, limit, actual } = check.refusal;
    answerRefusal(res, 400, {
      code,
      message: apiMessage(code, requestLanguage(req.query?.languageCode), { limit }),
      extensions: { limit, actual },
    });
  };
}

/** The document limits of both APIs, mounted after the body parsers (they read `req.body`). */
export function documentLimitsMiddleware(paths: { shopApiPath: string; adminApiPath: string }): Middleware[] {
  return [
    { route: `/${paths.shopApiPath}`, handler: documentLimitsHandler('shop'), beforeListen: true },
    { route: `/${paths.adminApiPath}`, handler: documentLimitsHandler('admin'), beforeListen: true },
  ];
}
