/**
 * Marks the document once React has hydrated it and run the first effects: from then on every
 * control answers. Journeys wait on `html[data-hydrated]` instead of "no request for 500 ms", which
 * a page with a third-party frame or a slow answer may never reach; CSS could use it too.
 */
export function markHydrated(): void {
  document.documentElement.dataset['hydrated'] = 'true';
}
