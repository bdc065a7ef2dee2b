/**
 * A `?redirect=` value only when it is a path of this shop: `//evil.example`, `/\evil.example`
 * (browsers read both as another host) and absolute URLs must not lead a shopper away after login.
 */
export function localRedirect(value: string | null): string | null {
  if (value === null || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
