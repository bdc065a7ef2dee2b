import { afterEach, describe, expect, it, vi } from 'vitest';

import { prepareClassMergeConfig } from '@shop/design-system';

import { HYDRATION_WARM_UP_STEPS, warmUpBeforeHydration } from './hydration-warm-up';

/** `Intl` with each kind's construction noted in `built`, in order. */
function notingIntl(built: string[]): typeof Intl {
  const noted = <T extends abstract new (...args: never[]) => unknown>(name: string, kind: T): T =>
    new Proxy(kind, {
      construct(target, args: unknown[]) {
        built.push(name);
        return Reflect.construct(target, args) as object;
      },
    });
  return {
    ...Intl,
    Collator: noted('Collator', Intl.Collator),
    Locale: noted('Locale', Intl.Locale),
    NumberFormat: noted('NumberFormat', Intl.NumberFormat),
    DateTimeFormat: noted('DateTimeFormat', Intl.DateTimeFormat),
    PluralRules: noted('PluralRules', Intl.PluralRules),
  } as typeof Intl;
}

/** Notes `(next task)` in `done` whenever a timer is set: what runs after it runs in another task. */
function notingNewTasks(done: string[]): void {
  const setTimer = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', (...args: Parameters<typeof setTimeout>) => {
    done.push('(next task)');
    return setTimer(...args);
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpBeforeHydration', () => {
  it('runs each step in a task of its own, with the page’s locale', async () => {
    const done: string[] = [];
    notingNewTasks(done);
    await warmUpBeforeHydration('ja', [(locale) => done.push(`first ${locale}`), (locale) => done.push(`second ${locale}`)]);
    expect(done).toEqual(['(next task)', 'first ja', '(next task)', 'second ja']);
  });

  it('goes on past a step that throws, and settles', async () => {
    const done: string[] = [];
    const refused = () => {
      throw new RangeError('Incorrect locale information provided');
    };
    await expect(warmUpBeforeHydration('not a locale!', [refused, () => done.push('next step')])).resolves.toBeUndefined();
    expect(done).toEqual(['next step']);
  });

  it("builds one Intl object of each kind, then tailwind-merge's configuration, then its class map with a real merge", async () => {
    const built: string[] = [];
    vi.stubGlobal('Intl', notingIntl(built));
    const results: unknown[] = [];
    await warmUpBeforeHydration(
      'ja',
      HYDRATION_WARM_UP_STEPS.map((step) => (locale: string) => results.push(step(locale))),
    );
    expect(built).toEqual(['Collator', 'Locale', 'NumberFormat', 'DateTimeFormat', 'PluralRules']);
    // Then the design system's class merging: its configuration (the one cn() uses), then cn() itself,
    // conflicting classes merged, the later kept.
    expect(results.at(-2)).toBe(prepareClassMergeConfig());
    expect(results.at(-1)).toBe('p-1');
  });

  it('survives a locale the browser refuses, in every Intl step', async () => {
    const results: unknown[] = [];
    const noted = HYDRATION_WARM_UP_STEPS.map((step) => (locale: string) => {
      try {
        results.push(step(locale));
      } catch (error) {
        results.push(error instanceof RangeError ? 'refused' : error);
        throw error;
      }
    });
    await expect(warmUpBeforeHydration('not a locale!', noted)).resolves.toBeUndefined();
    expect(results).toEqual(['refused', 'refused', 'refused', 'refused', 'refused', prepareClassMergeConfig(), 'p-1']);
  });
});
