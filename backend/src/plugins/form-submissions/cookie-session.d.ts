// cookie-session (Vendure's own session middleware) ships no types; this is the one call made of it.
declare module 'cookie-session' {
  import type { RequestHandler } from 'express';

  interface CookieSessionOptions {
    name?: string;
    secret?: string;
    httpOnly?: boolean;
    sameSite?: boolean | 'lax' | 'strict' | 'none';
    secure?: boolean;
    [option: string]: unknown;
  }

  function cookieSession(options?: CookieSessionOptions): RequestHandler;
  export = cookieSession;
}
