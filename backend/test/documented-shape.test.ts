import { describe, expect, it } from 'vitest';

import { shapeDifferences } from './support/documented-shape';

describe('shapeDifferences', () => {
  const documented = { data: { id: 1, name: 'x', tags: [{ a: 1 }, { b: 'y' }], note: null } };

  it('accepts a value of the documented shape, whatever its values', () => {
    expect(shapeDifferences({ data: { id: 9, name: 'z', tags: [{ a: 2, b: 'q' }], note: 'now text' } }, documented)).toEqual([]);
  });

  it('names missing keys, extra keys and wrong types by their path', () => {
    expect(shapeDifferences({ data: { id: '9', tags: [{ c: true }], note: null, extra: 1 } }, documented)).toEqual([
      '$.data.id: string where the documentation shows number',
      '$.data.name: missing',
      '$.data.tags[].c: not in the documentation',
      '$.data.extra: not in the documentation',
    ]);
  });

  it('lets chosen paths miss documented keys or carry undocumented ones', () => {
    expect(
      shapeDifferences({ data: { id: 1, tags: [], note: null, extra: 1 } }, documented, { optional: ['$.data.name'], open: ['$.data'] }),
    ).toEqual([]);
  });
});
