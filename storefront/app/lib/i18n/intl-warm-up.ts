/**
 * A page's first Intl object makes V8 load ICU's data: about 25 ms on this project's machines,
 * uninterrupted. Left to react-intl, that happens inside hydration's first render and makes it
 * one long task. Paid here instead, before hydration, in pieces of a task each (about 8–12 ms
 * apiece, measured in Chromium), so that no piece blocks the main thread long enough to delay
 * a press: the collator loads ICU's core, the locale's likely subtags come next, then numbers,
 * dates and plural rules.
 */
const WARM_UP_STEPS: readonly ((locale: string) => unknown)[] = [
  (locale) => new Intl.Collator(locale),
  (locale) => new Intl.Locale(locale).maximize(),
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1),
  (locale) => new Intl.DateTimeFormat(locale).format(0),
  (locale) => new Intl.PluralRules(locale).select(1),
];

/** A new task: the browser may paint and answer a press before the next piece runs. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Builds one Intl object of each kind for `locale`, each in a task of its own. Never fails: a
 * locale a browser refuses is react-intl's to report, later, as it does without this.
 */
export async function warmUpIntl(locale: string): Promise<void> {
  for (const step of WARM_UP_STEPS) {
    await nextTask();
    try {
      step(locale);
    } catch {
      return;
    }
  }
}
