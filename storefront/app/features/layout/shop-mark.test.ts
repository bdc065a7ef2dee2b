import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ShopMark } from './shop-mark';

/** The shapes an SVG's markup draws, each as its tag and attributes: `rect fill=#0b5cad height=32 …`. */
function shapes(svg: string): string[] {
  return [...svg.matchAll(/<(rect|path|circle|ellipse|line|polygon|polyline|g)\b([^>]*?)\/?>/g)].map(([, tag, attributes]) => {
    const pairs = [...(attributes ?? '').matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort();
    return [tag, ...pairs].join(' ');
  });
}

describe('ShopMark', () => {
  it('draws what the favicon draws, shape for shape', () => {
    const favicon = readFileSync(new URL('../../../public/favicon.svg', import.meta.url), 'utf8');
    const inline = renderToStaticMarkup(createElement(ShopMark));
    expect(shapes(favicon)).toHaveLength(3);
    expect(shapes(inline)).toEqual(shapes(favicon));
    expect(inline).toMatch(/^<svg[^>]*viewBox="0 0 32 32"/);
  });

  it('is hidden from assistive technology: the link around it carries the name', () => {
    const inline = renderToStaticMarkup(createElement(ShopMark));
    expect(inline).toContain('aria-hidden="true"');
  });
});
