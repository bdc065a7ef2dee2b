import { describe, expect, it } from 'vitest';

import { isChunkLoadError } from './chunk-reload';

describe('isChunkLoadError', () => {
  it('recognises the browsers’ messages for a missing route module', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.test/assets/faq-abc.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
  });

  it('leaves every other error to the error page', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError({ status: 404 })).toBe(false);
  });
});
