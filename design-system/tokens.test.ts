import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { breakpoints, layers, timings } from './tokens';

/*
 * The CSS token files and tokens.ts hold the same numbers by hand (Tailwind
 * reads CSS, components read TS). These tests parse the CSS so the two sides
 * cannot drift apart silently.
 */

const readTokenCss = (name: string) => readFileSync(new URL(`./styles/tokens/${name}`, import.meta.url), 'utf8');

/** Every `--<prefix>-<name>: <number><unit>` declaration of a CSS text, comments removed. */
function numericDeclarations(css: string, prefix: string, unit: string): Record<string, number> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const pattern = new RegExp(`--${prefix}-([A-Za-z-]+):\\s*(\\d+)${unit};`, 'g');
  return Object.fromEntries([...withoutComments.matchAll(pattern)].map(([, name, value]) => [name, Number(value)]));
}

const kebabToCamel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const camelToKebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe('breakpoints.css', () => {
  const css = readTokenCss('breakpoints.css');

  it('declares exactly the viewport breakpoints of tokens.ts, in px', () => {
    const { mobileMenu, ...viewportBreakpoints } = breakpoints;
    expect(numericDeclarations(css, 'breakpoint', 'px')).toEqual(viewportBreakpoints);
    expect(mobileMenu).toBe(1023);
  });

  it('shows the mobile menu up to breakpoints.mobileMenu', () => {
    const match = /@custom-variant mobileMenu \(@media \(max-width: (\d+)px\)\)/.exec(css);
    expect(Number(match?.[1])).toBe(breakpoints.mobileMenu);
  });

  it('removes Tailwind default breakpoints so only the spec names exist', () => {
    expect(css).toMatch(/--breakpoint-\*:\s*initial;/);
  });
});

describe('layers.css', () => {
  const css = readTokenCss('layers.css');

  it('declares the z layers of tokens.ts by role', () => {
    const declared = numericDeclarations(css, 'layer', '');
    const declaredByTsName = Object.fromEntries(Object.entries(declared).map(([name, value]) => [kebabToCamel(name), value]));
    expect(declaredByTsName).toEqual(layers);
    expect(layers).toEqual({ header: 100, chatButton: 150, sidebar: 200, modal: 250 });
  });

  it('exposes a z-<role> Tailwind utility for every layer', () => {
    for (const name of Object.keys(layers)) {
      const kebab = camelToKebab(name);
      expect(css).toContain(`--z-index-${kebab}: var(--layer-${kebab});`);
    }
  });
});

describe('motion.css', () => {
  it('uses the button-loader delay of tokens.ts', () => {
    const match = /--motion-button-loader-delay:\s*(\d+)ms;/.exec(readTokenCss('motion.css'));
    expect(Number(match?.[1])).toBe(timings.buttonLoaderDelayMs);
  });
});

describe('tokens.ts', () => {
  it('holds the spec §9 timings', () => {
    expect(timings).toEqual({
      searchDebounceMs: 300,
      buttonLoaderDelayMs: 330,
      routeDataDelayMs: 200,
      progressBar: { throttleMs: 200, durationMs: 5000, hideDelayMs: 500 },
      chunkReloadGuardMs: 60000,
      sliderAutoplayMs: 5000,
    });
  });

  it('orders breakpoints from narrowest to widest', () => {
    const { mobileMenu: _mobileMenu, ...viewportBreakpoints } = breakpoints;
    const widths = Object.values(viewportBreakpoints);
    expect(widths).toEqual([...widths].sort((left, right) => left - right));
    expect(breakpoints.mobileMenu).toBe(breakpoints.desktop - 1);
  });
});
