// First-load JavaScript of a storefront page, read from the build alone (no server, no browser):
// React Router's browser manifest (`build/client/assets/manifest-*.js`) names, for the entry and
// for every route, the module and the chunks it imports statically, which the document lists as
// `modulepreload` links (`<Scripts>`). A page's first load is the entry's set and the set of every
// route its URL matches (root, layout, page); the manifest file too when route discovery is
// `initial` (with `lazy`, the default, the document inlines the part of it the page needs). Chunks reached only through a
// dynamic `import()` (React.lazy parts, payment code, markdown…) are not in it: they load when
// needed. Sizes are gzip at level 9, byte for byte the same for the same build.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { matchRoutes } from 'react-router';

import { repoRoot } from './shop.mjs';

export const clientBuildDir = path.join(repoRoot, 'storefront/build/client');
const serverBuildDir = (clientDir) => path.join(clientDir, '../server');

/**
 * The budgets of issue 17 (KB of gzip, 1 KB = 1024 bytes), with the page each is measured on. The
 * checkout's path needs no cart here: the same route modules load with or without one.
 */
export const FIRST_LOAD_BUDGETS = [
  { page: 'home', path: '/en', budgetKb: 150 },
  { page: 'product', path: '/en/esim-france.html', budgetKb: 150 },
  { page: 'offers', path: '/en/Offers', budgetKb: 150 },
  { page: 'category', path: '/en/c/local-esims', budgetKb: 150 },
  { page: 'blog post', path: '/en/blog/esim-vs-physical-sim.html', budgetKb: 150 },
  { page: 'checkout', path: '/en/Checkout', budgetKb: 200 },
];

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';

/** The browser manifest of the build in `clientDir` (there is exactly one per build). */
export function readBrowserManifest(clientDir = clientBuildDir) {
  const assets = path.join(clientDir, 'assets');
  if (!existsSync(assets)) throw new Error(`no client build at ${clientDir}: build the storefront first`);
  const files = readdirSync(assets).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (files.length !== 1) throw new Error(`expected one manifest-*.js in ${assets}, found ${files.length}`);
  const text = readFileSync(path.join(assets, files[0]), 'utf8').trim();
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error(`${files[0]} is not React Router's browser manifest`);
  const manifest = JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, ''));
  return { ...manifest, url: manifest.url ?? `/assets/${files[0]}`, routeDiscovery: routeDiscoveryMode(clientDir) };
}

/** React Router's route discovery of the server build beside `clientDir`: 'lazy' or 'initial'. */
function routeDiscoveryMode(clientDir) {
  const server = serverBuildDir(clientDir);
  if (!existsSync(path.join(server, 'index.js'))) throw new Error(`no server build in ${server}: build the storefront first`);
  // The server build's entry or one of its chunks declares it.
  const files = [
    'index.js',
    ...readdirSync(path.join(server, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`),
  ];
  for (const file of files) {
    const mode = /\bvar routeDiscovery = \{\s*"mode":\s*"(\w+)"/.exec(readFileSync(path.join(server, file), 'utf8'))?.[1];
    if (mode === 'lazy' || mode === 'initial') return mode;
  }
  throw new Error(`cannot read routeDiscovery.mode from the server build in ${server}`);
}

/** The manifest's flat route list as the nested tree `matchRoutes` walks. */
function routeTree(manifestRoutes) {
  const byParent = new Map();
  for (const route of Object.values(manifestRoutes)) {
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId) =>
    (byParent.get(parentId) ?? []).map((route) => ({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: route.index ? undefined : build(route.id),
    }));
  return build(undefined);
}

/** The ids of the routes `pathname` renders, root first; throws when nothing matches. */
function matchedRouteIds(manifest, pathname) {
  const matches = matchRoutes(routeTree(manifest.routes), pathname);
  if (!matches) throw new Error(`no route of the build matches ${pathname}`);
  return matches.map((match) => match.route.id);
}

/** The script URLs a first visit to `pathname` loads, in the order the document lists them. */
function firstLoadUrls(manifest, pathname) {
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (manifest.routeDiscovery === 'initial') urls.add(manifest.url);
  for (const id of matchedRouteIds(manifest, pathname)) {
    const route = manifest.routes[id];
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}

const gzipCache = new Map();

/** Raw and gzip bytes of one built file, by its URL under the client build. */
export function assetSize(url, clientDir = clientBuildDir) {
  const file = path.join(clientDir, url.replace(/^\//, ''));
  let size = gzipCache.get(file);
  if (!size) {
    const body = readFileSync(file);
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    gzipCache.set(file, size);
  }
  return size;
}

/** A page's first-load JavaScript: each chunk with its sizes (largest first) and the totals. */
export function firstLoadJs(pathname, { clientDir = clientBuildDir, manifest = readBrowserManifest(clientDir) } = {}) {
  const chunks = firstLoadUrls(manifest, pathname)
    .map((url) => ({ url, ...assetSize(url, clientDir) }))
    .sort((a, b) => b.gzip - a.gzip);
  return {
    routes: matchedRouteIds(manifest, pathname),
    chunks,
    raw: chunks.reduce((sum, chunk) => sum + chunk.raw, 0),
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
  };
}

/** Each budgeted page measured against its budget. */
export function checkFirstLoadBudgets({ clientDir = clientBuildDir, budgets = FIRST_LOAD_BUDGETS } = {}) {
  const manifest = readBrowserManifest(clientDir);
  return budgets.map((entry) => {
    const measured = firstLoadJs(entry.path, { clientDir, manifest });
    return { ...entry, ...measured, gzipKb: measured.gzip / 1024, overBudget: measured.gzip > entry.budgetKb * 1024 };
  });
}

/** A short name for a chunk: its file name without the content hash. */
export function chunkName(url) {
  return path.basename(url).replace(/-[\w-]{8}\.js$/, '.js');
}

/**
 * The scripts the served document loads for hydration: module scripts, and the route-modules
 * script's preloads and imports (asked for after the first paint, storefront/app/lib/http/after-first-paint.server.ts).
 */
export function scriptsOfDocument(html) {
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)) urls.add(match[1]);
  // The script's preloads: a module preload with no other attribute is carried as its address alone.
  for (const [, list] of html.matchAll(/const preloads = (\[.*?\])\.map\(/g))
    for (const preload of JSON.parse(list)) {
      const href = typeof preload === 'string' ? preload : preload.find(([name]) => name === 'href')?.[1];
      if (href?.endsWith('.js')) urls.add(href);
    }
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|from "([^"]+\.js)"|import "([^"]+\.js)"/g))
    urls.add(match[1] ?? match[2] ?? match[3]);
  return [...urls].map((url) => new URL(url, 'http://shop.invalid').pathname);
}
