import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { warmUpBeforeHydration } from './hydration-warm-up';

/** What the warm-up did, in order: each Intl kind built, each class merge, each new task. */
const done = vi.hoisted(() => [] as string[]);

vi.mock('@shop/design-system', () => ({
  cn: (...classes: string[]) => {
    done.push('cn');
    return classes.join(' ');
  },
}));

/** `Intl` with each kind's construction noted in `done`. */
function notingIntl(): typeof Intl {
  const noted = <T extends abstract new (...args: never[]) => unknown>(name: string, kind: T): T =>
    new Proxy(kind, {
      construct(target, args: unknown[]) {
        done.push(name);
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

beforeEach(() => {
  done.length = 0;
  vi.stubGlobal('Intl', notingIntl());
  // A timer set ends the task that sets it: what is done after it is done in another task.
  const setTimer = globalThis.setTimeout;
  vi.stubGlobal('setTimeout', (...args: Parameters<typeof setTimeout>) => {
    done.push('(next task)');
    return setTimer(...args);
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpBeforeHydration', () => {
  it("builds one Intl object of each kind, then the class merger's map, each in a task of its own", async () => {
    await warmUpBeforeHydration('ja');
    expect(done).toEqual([
      '(next task)',
      'Collator',
      '(next task)',
      'Locale',
      '(next task)',
      'NumberFormat',
      '(next task)',
      'DateTimeFormat',
      '(next task)',
      'PluralRules',
      '(next task)',
      'cn',
    ]);
  });

  it('goes on past what a locale the browser refuses makes fail, and settles', async () => {
    await expect(warmUpBeforeHydration('not a locale!')).resolves.toBeUndefined();
    expect(done.filter((step) => step !== '(next task)')).toEqual([
      'Collator',
      'Locale',
      'NumberFormat',
      'DateTimeFormat',
      'PluralRules',
      'cn',
    ]);
  });
});
