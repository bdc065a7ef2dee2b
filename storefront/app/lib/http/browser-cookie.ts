/**
 * Whether a `Cookie` list (the browser's `document.cookie` by default) holds `name` with exactly
 * `value`: a cookie whose name merely ends in `name`, or whose value merely starts with `value`,
 * is another one.
 */
export function hasCookie(name: string, value: string, cookies: string = document.cookie): boolean {
  const pair = `${name}=${value}`;
  return cookies.split(';').some((part) => part.trim() === pair);
}
