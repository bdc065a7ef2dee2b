import type { Request } from 'express';

/**
 * One cookie's value from the request's Cookie header. Vendure's own session cookie is read by
 * cookie-session; the trace cookie is ours, so it is read here rather than by another middleware.
 */
export function cookieOf(req: Pick<Request, 'headers'> | undefined, name: string): string | undefined {
  const header = req?.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      const raw = part.slice(separator + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
