import type { ServerResponse } from 'node:http';

/**
 * Answers a request the APIs refuse before Apollo sees it (body limits, document limits, the
 * admission queue) as Apollo answers its own refusals: a JSON body with one GraphQL error, its
 * translated message and its code.
 */
export function answerRefusal(
  res: ServerResponse,
  status: number,
  error: { message: string; code: string; extensions?: Record<string, unknown> },
  headers: Record<string, string> = {},
): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code, ...error.extensions } }] }));
}
