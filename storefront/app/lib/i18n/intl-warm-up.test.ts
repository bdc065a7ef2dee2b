import { afterEach, describe, expect, it, vi } from 'vitest';

import { warmUpIntl } from './intl-warm-up';

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

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('warmUpIntl', () => {
  it('builds one Intl object of each kind, each in a task of its own', async () => {
    const built: string[] = [];
    vi.stubGlobal('Intl', notingIntl(built));
    // A timer set ends the task that sets it: what is built after it is built in another task.
    const setTimer = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (...args: Parameters<typeof setTimeout>) => {
      built.push('(next task)');
      return setTimer(...args);
    });
    await warmUpIntl('ja');
    expect(built).toEqual([
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
    ]);
  });

  it('settles, without building more, for a locale the browser refuses', async () => {
    const built: string[] = [];
    vi.stubGlobal('Intl', notingIntl(built));
    await expect(warmUpIntl('not a locale!')).resolves.toBeUndefined();
    expect(built).toEqual(['Collator']);
  });
});
