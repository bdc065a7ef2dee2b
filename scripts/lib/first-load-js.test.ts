import { describe, expect, it } from 'vitest';

import { loadedAfterFirstPaint } from '../../storefront/app/lib/http/after-first-paint.server';
import { scriptsOfDocument } from './first-load-js.mjs';

/** A page as React Router writes it: module preloads in the head (one with a nonce), the route-modules script in the body. */
const PAGE = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="preload" href="/i18n/en.AfFbImHfyICE.json" as="fetch" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/entry.client-a1.js"/>',
  '<link rel="modulepreload" href="/assets/react-b2.js"/>',
  '<link rel="modulepreload" href="/assets/root-c3.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/offers-d4.js"/>',
  '</head><body><main><h1>eSIM destinations</h1></main>',
  '<script type="module" async="">',
  'import * as route0 from "/assets/root-c3.js";',
  'import * as route1 from "/assets/offers-d4.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"offers":route1};',
  'import("/assets/entry.client-a1.js");</script>',
  '</body></html>',
].join('\n');

describe('the scripts a served document loads (bench:web checks them against the build’s manifest)', () => {
  it('reads every module the after-first-paint script preloads, whether carried as an address or with its attributes', () => {
    const served = loadedAfterFirstPaint(PAGE);
    // The head no longer holds the module preloads: the script carries them.
    expect(served).not.toContain('<link rel="modulepreload"');
    // Both ways the script carries a preload: a plain one as its address, one with a nonce whole.
    expect(served).toContain('"/assets/react-b2.js"');
    expect(served).toContain('["href","/assets/root-c3.js"],["nonce","n0nce"]');
    expect(scriptsOfDocument(served).sort()).toEqual([
      '/assets/entry.client-a1.js',
      '/assets/offers-d4.js',
      '/assets/react-b2.js',
      '/assets/root-c3.js',
    ]);
  });

  it('reads a document as React Router writes it, before any rewriting', () => {
    expect(scriptsOfDocument(PAGE).sort()).toEqual([
      '/assets/entry.client-a1.js',
      '/assets/offers-d4.js',
      '/assets/react-b2.js',
      '/assets/root-c3.js',
    ]);
  });
});
