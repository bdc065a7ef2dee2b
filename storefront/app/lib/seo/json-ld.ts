/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the element. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
