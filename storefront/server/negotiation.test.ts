import { describe, expect, it } from 'vitest';

import { namesMediaType, preferredEncoding, preferredLanguages } from './negotiation.mjs';

describe('preferredEncoding', () => {
  it('takes brotli when the client rates it as high as gzip, whatever the order it names them in', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('BR')).toBe('br');
  });

  it('takes what the client rates higher', () => {
    expect(preferredEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
  });

  it('refuses what is weighted 0, or with a weight that is not a number', () => {
    expect(preferredEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=abc, gzip')).toBe('gzip');
    expect(preferredEncoding('gzip;q=0')).toBeNull();
  });

  it('answers null for a client that takes neither', () => {
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe('namesMediaType', () => {
  it("finds WebP in a browser's Accept for pictures, whatever its case", () => {
    expect(namesMediaType('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'image/webp')).toBe(true);
    expect(namesMediaType('IMAGE/WEBP', 'image/webp')).toBe(true);
  });

  it('does not count a wildcard, a weight of 0, or a weight that is not a number', () => {
    expect(namesMediaType('*/*', 'image/webp')).toBe(false);
    expect(namesMediaType('image/*', 'image/webp')).toBe(false);
    expect(namesMediaType('image/webp;q=0, image/png', 'image/webp')).toBe(false);
    expect(namesMediaType('image/webp;q=abc', 'image/webp')).toBe(false);
    expect(namesMediaType(undefined, 'image/webp')).toBe(false);
  });
});

describe('preferredLanguages', () => {
  it('lists the tags the best rated first, in header order on a tie', () => {
    expect(preferredLanguages('pt-BR,pt;q=0.9,it;q=0.8,fr;q=0.85')).toEqual(['pt-BR', 'pt', 'fr', 'it']);
    expect(preferredLanguages('ja;q=0.5, it, de;q=0.5')).toEqual(['it', 'ja', 'de']);
  });

  it('leaves out what is weighted 0 or not a number, and the wildcard', () => {
    expect(preferredLanguages('es;q=0,de;q=0.1')).toEqual(['de']);
    expect(preferredLanguages('de;q=abc, *, fr')).toEqual(['fr']);
    expect(preferredLanguages(null)).toEqual([]);
  });
});
