/**
 * The one rule for every "where to go next" value a request carries (`returnTo` of the currency
 * form, `?redirect=` of the app login, …): a path of this shop or nothing.
 *
 * Browsers are generous with what they treat as another host: `//evil.example`, `/\evil.example`,
 * and `/<TAB>/evil.example` (they drop tabs and newlines inside a URL, leaving `//evil.example`).
 * A control character would also make the `Location` header itself invalid (a 500 instead of a
 * redirect). So the value must start with one `/`, hold no control character and no backslash,
 * and still be a path of this origin once parsed and its dot segments resolved (`/.//evil`).
 */
const MAX_RETURN_PATH_LENGTH = 2048;
/** C0 controls, DEL and the C1 controls: none belongs in a path typed or linked by a person. */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
const PROBE_ORIGIN = 'http://shop.invalid';

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\') || hasControlCharacter(value)) return null;
  let parsed: URL;
  try {
    parsed = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (parsed.origin !== PROBE_ORIGIN || parsed.pathname.startsWith('//')) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** `safeReturnPath`, or `fallback` (the locale's home) when the value is not a path of the shop. */
export function safeReturnPathOr(value: unknown, fallback: string): string {
  return safeReturnPath(value) ?? fallback;
}
