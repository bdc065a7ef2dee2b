import { describe, expect, it } from 'vitest';

import { flagCssUrl, flagSrc } from './flag';

/** CSS Syntax Level 3, "consume a url token": an unquoted url() holds no whitespace, quote, parenthesis or backslash. */
const UNQUOTED_CSS_URL = /^url\([^\s"'()\\]*\)$/;

describe('flagSrc', () => {
  it('names the SVG by its lower-case code in the base path', () => {
    expect(flagSrc(' FR ')).toBe('/flags/4x3/fr.svg');
    expect(flagSrc('gb-sct', 'https://cdn.example.com/flags/')).toBe('https://cdn.example.com/flags/gb-sct.svg');
  });
});

describe('flagCssUrl', () => {
  it('is the flag’s file as an unquoted url()', () => {
    expect(flagCssUrl('fr')).toBe('url(/flags/4x3/fr.svg)');
  });

  it('keeps a code from the catalogue inside its url(), whatever it holds', () => {
    for (const code of ['x) ; background:url(evil', "it's", 'a"b', 'back\\slash', 'new\nline', '(x)*!~']) {
      const url = flagCssUrl(code);
      expect(url).toMatch(UNQUOTED_CSS_URL);
      expect(decodeURIComponent(url.slice('url('.length, -1))).toBe(`/flags/4x3/${code.trim().toLowerCase()}.svg`);
    }
  });

  it('keeps a base path with a space or a quote inside its url() too', () => {
    expect(flagCssUrl('fr', "/my flags/o'clock")).toBe('url(/my%20flags/o%27clock/fr.svg)');
  });
});
