import { decodedOrAsIs } from './decode';

/**
 * The value of cookie `name` in a Cookie header (a request's, or the browser's `document.cookie`),
 * percent-decoded where it decodes; undefined when the header does not carry it.
 */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodedOrAsIs(rest.join('='));
  }
  return undefined;
}
