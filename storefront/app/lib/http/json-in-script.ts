/**
 * `value` as JSON to write inside a `<script>` element (JSON-LD, a data block, a JavaScript
 * literal): every `<` is escaped, so no text in it can close the element or open a comment.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
