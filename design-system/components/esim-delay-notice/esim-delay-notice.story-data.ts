/* Story-only content for the delay notice (not exported from the design system): the api's `esimDelayedSince`. */

/** Two hours before the story tests' fixed "now" (2026-06-15 10:00 UTC). */
export const delayedSince = '2026-06-15T08:00:00.000Z';
