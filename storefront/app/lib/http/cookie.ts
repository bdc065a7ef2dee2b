import { decodedOrAsIs } from './decode';

/**
 * The value of cookie `name` in a Cookie header (a request's, or the browser's `document.cookie`)
 * as it was sent, not decoded: the first of that name, as the `cookies` package Vendure uses reads
 * it. What a signature was computed over is this raw value. Undefined when the header does not
 * carry it.
 */
export function readRawCookie(cookieHeader: string | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/** The value of cookie `name`, percent-decoded where it decodes (see readRawCookie). */
export function readCookie(cookieHeader: string | null, name: string): string | undefined {
  const raw = readRawCookie(cookieHeader, name);
  return raw === undefined ? undefined : decodedOrAsIs(raw);
}
