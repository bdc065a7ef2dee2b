import { cn, prepareClassMergeConfig } from '@shop/design-system';

/**
 * Work that hydration's first render would otherwise do in one uninterrupted piece, done before
 * it in pieces of a task each, so that none blocks the main thread long enough to delay a press
 * (issue 36: Lighthouse counts every task over 50 ms at a phone's 4× slowdown).
 *
 * - A page's first Intl object makes V8 load ICU's data: about 25 ms here, inside react-intl's
 *   `createIntl`. It splits (measured in Chromium): a collator loads ICU's core (10–13 ms), a
 *   locale's likely subtags come next (8–12 ms), then numbers, dates and plural rules (3–4 ms each).
 * - The first `cn()` makes tailwind-merge build its configuration, then its map of Tailwind's
 *   classes: about 17–20 ms in one task, in whichever component renders first. The configuration
 *   is built in a task of its own first (5–7 ms), the map in the next (10–13 ms).
 */
export const HYDRATION_WARM_UP_STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Collator(locale),
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
  (locale) => new Intl.DateTimeFormat(locale).format(0),
  (locale) => new Intl.PluralRules(locale).select(1),
  () => prepareClassMergeConfig(),
  () => cn('p-0', 'p-1'),
];

/** A new task: the browser may paint and answer a press before the next piece runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs each warm-up step for the page's `locale` in a task of its own. Never fails: a step that
 * throws (a locale a browser refuses) is skipped, and react-intl reports such a locale later, as
 * it does without this.
 */
export async function warmUpBeforeHydration(locale: string, steps = HYDRATION_WARM_UP_STEPS): Promise<void> {
  for (const step of steps) {
    await nextTask();
    try {
      step(locale);
    } catch {
      // Hydration does the same work, and reports what fails, in its own time.
    }
  }
}
