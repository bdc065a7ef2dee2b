/**
 * `decodeURIComponent` for text a visitor sent (a cookie, a path segment the router already
 * decoded): a bare `%` is then text as it is, not an error that would answer 500.
 */
export function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
