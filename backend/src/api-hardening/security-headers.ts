import type { IncomingMessage, ServerResponse } from 'node:http';

import type { Middleware } from '@vendure/core';

type Next = (error?: unknown) => void;

/** A year: the usual HSTS lifetime; subdomains are not included (they may be other services). */
const HSTS = 'max-age=31536000';

/**
 * Headers on every backend response (APIs, dashboard, assets): nothing of the backend is meant to
 * be framed (`frame-ancestors 'none'` for current browsers, `X-Frame-Options: DENY` for older
 * ones), no response is content-sniffed, Express does not announce itself, and behind HTTPS
 * (`COOKIE_SECURE=true`) browsers are told to stay on HTTPS. A handler that needs its own
 * Content-Security-Policy sets it later and replaces this one.
 */
export function securityHeadersMiddleware(options: { https: boolean }): Middleware {
  return {
    route: '/',
    beforeListen: true,
    handler: function securityHeaders(_req: IncomingMessage, res: ServerResponse, next: Next): void {
      res.removeHeader('X-Powered-By');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('X-Frame-Options', 'DENY');
      res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
      if (options.https) res.setHeader('Strict-Transport-Security', HSTS);
      next();
    },
  };
}
