import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadedAfterFirstPaint, loadingAfterFirstPaint } from './after-first-paint.server';

let folder: string;
/** The modules' addresses: files here, so that the rewritten script really imports them. */
let href: (name: string) => string;

/** The routes' manifest React Router writes into the page, indented. */
const MANIFEST = { entry: { module: '/assets/entry.mjs', imports: ['/assets/shared.mjs'] }, url: '/assets/manifest-1.js' };

/** A page as React Router 7 and React 19 write it: preloads hoisted into the head, the route-modules script in the body. */
function document(nonce = ''): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<link rel="preload" as="image" href="/favicon.svg"/>',
    '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>',
    '<link rel="canonical" href="http://shop.test/en/esim-france.html?a=1&amp;b=2"/>',
    '<link rel="preload" href="/i18n/en.AfFbImHfyICE.json" as="fetch" crossorigin="anonymous" data-shop-catalog=""/>',
    `<link rel="modulepreload" href="${href('entry.mjs')}"${nonceAttribute}/>`,
    `<link rel="modulepreload" href="${href('shared.mjs')}"${nonceAttribute}/>`,
    `<link rel="modulepreload" href="${href('root.mjs')}"${nonceAttribute}/>`,
    `<link rel="modulepreload" href="${href('product.mjs')}"${nonceAttribute}/>`,
    '</head><body><main><h1>France eSIM</h1></main>',
    `<script${nonceAttribute}>window.__reactRouterContext = {"basename":"/"};</script>`,
    `<script${nonceAttribute} type="module" async="">;`,
    `import * as route0 from "${href('root.mjs')}";`,
    `import * as route1 from "${href('product.mjs')}";`,
    `  window.__reactRouterManifest = ${JSON.stringify(MANIFEST, null, 2)};`,
    '  window.__reactRouterRouteModules = {"root":route0,"product":route1};',
    '',
    `import("${href('entry.mjs')}");</script>`,
    `<script${nonceAttribute}>window.__reactRouterContext.streamController.enqueue("[]");</script>`,
    '</body></html>',
  ].join('\n');
}

/** What the rewritten script saw and did, run as the browser would (a module, top-level await). */
interface Run {
  events: string[];
  links: Array<Record<string, string>>;
  /** How many links each task added, in order. */
  linksPerTask: number[];
  /** The task in which each module ran (tasks counted by the timers that end them). */
  taskOfModule: Record<string, number>;
  routeModules: Record<string, { name: string }>;
  manifest: unknown;
}

/**
 * Runs the page's rewritten script: `paintTiming` says whether the browser reports paints (else
 * only its `load` event ends the wait). A first paint comes, then a load, then the first
 * contentful paint: neither of the first two may start the imports where paints are reported.
 */
async function runScript(html: string, { paintTiming = true } = {}): Promise<Run> {
  const text = /<script[^>]*type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const events: string[] = [];
  const links: Array<Record<string, string>> = [];
  const linksPerTask: number[] = [];
  const globals = globalThis as Record<string, unknown>;
  const realSetTimeout = globalThis.setTimeout;
  // A timer ends the task that set it: the links added after it are counted in a new group.
  let taskEnded = true;
  globals['shopTask'] = 0;
  globals['setTimeout'] = (...args: Parameters<typeof setTimeout>) => {
    taskEnded = true;
    globals['shopTask'] = Number(globals['shopTask']) + 1;
    return realSetTimeout(...args);
  };
  const loadListeners: Array<() => void> = [];
  let reportPaint: (name: string) => void = () => {};
  let waiting: () => void = () => {};
  const waitStarted = new Promise<void>((resolve) => (waiting = resolve));
  globals['PerformanceObserver'] = class {
    static readonly supportedEntryTypes = paintTiming ? ['paint', 'navigation'] : ['navigation'];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      events.push(`${options.type} observed`);
      reportPaint = (name) => this.callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this);
    }
    disconnect() {
      events.push('observer disconnected');
    }
  };
  globals['window'] = globalThis;
  globals['shopEvents'] = events;
  const taskOfModule: Record<string, number> = {};
  globals['shopModuleRan'] = (name: string) => (taskOfModule[name] = Number(globals['shopTask']));
  globals['addEventListener'] = (type: string, listener: () => void) => {
    events.push(`${type} listened`);
    if (type === 'load') loadListeners.push(listener);
    waiting();
  };
  globals['document'] = {
    documentElement: { setAttribute: (name: string) => events.push(`root marked ${name}`) },
    createElement: () => {
      const attributes: Record<string, string> = {};
      return { attributes, setAttribute: (name: string, value: string) => (attributes[name] = value) };
    },
    head: {
      append: (link: { attributes: Record<string, string> }) => {
        if (links.length === 0) events.push('links added');
        links.push(link.attributes);
        if (taskEnded) linksPerTask.push(0);
        taskEnded = false;
        linksPerTask.push((linksPerTask.pop() ?? 0) + 1);
      },
    },
  };
  const file = path.join(folder, `script-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, text);
  const running = import(pathToFileURL(file).href);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  await waitStarted;
  // Nothing is imported while the paint is waited for.
  await pause();
  events.push('first paint');
  reportPaint('first-paint');
  await pause();
  events.push('load');
  loadListeners.forEach((listener) => listener());
  await pause();
  events.push('contentful paint');
  reportPaint('first-contentful-paint');
  await running;
  // The client entry is imported, not awaited, by the script: its own run comes after.
  await new Promise((resolve) => setTimeout(resolve, 50));
  globals['setTimeout'] = realSetTimeout;
  const routeModules = globals['__reactRouterRouteModules'] as Run['routeModules'];
  const manifest = globals['__reactRouterManifest'];
  for (const name of [
    'PerformanceObserver',
    'window',
    'shopEvents',
    'shopTask',
    'shopModuleRan',
    'addEventListener',
    'document',
    '__reactRouterRouteModules',
    '__reactRouterManifest',
  ])
    delete globals[name];
  return { events, links, linksPerTask, taskOfModule, routeModules, manifest };
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'after-first-paint-'));
  href = (name) => pathToFileURL(path.join(folder, name)).href;
  const module = (name: string) =>
    `globalThis.shopEvents.push('${name} ran'); globalThis.shopModuleRan('${name}'); export const name = '${name}';`;
  await writeFile(path.join(folder, 'root.mjs'), `import './shared.mjs';\n${module('root')}`);
  await writeFile(path.join(folder, 'shared.mjs'), module('shared'));
  await writeFile(path.join(folder, 'product.mjs'), module('product'));
  await writeFile(
    path.join(folder, 'entry.mjs'),
    `${module('entry')}\nglobalThis.shopEvents.push('hydrating with ' + Object.keys(window.__reactRouterRouteModules).join(','));`,
  );
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('a document whose scripts load after the first paint', () => {
  it('has no module or data preload in its head, and keeps every other link', () => {
    const html = loadedAfterFirstPaint(document());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('data-shop-catalog');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    expect(head).toContain('<link rel="canonical" href="http://shop.test/en/esim-france.html?a=1&amp;b=2"/>');
    // The page's other scripts are untouched.
    expect(html).toContain('<script>window.__reactRouterContext = {"basename":"/"};</script>');
    expect(html).toContain('<script>window.__reactRouterContext.streamController.enqueue("[]");</script>');
    // A module preload with no other attribute is carried as its address alone; the others in full.
    expect(html).toContain(`"${href('shared.mjs')}","${href('root.mjs')}"`);
    expect(html).toContain('[["rel","preload"],["href","/i18n/en.AfFbImHfyICE.json"]');
  });

  it('runs nothing before the first contentful paint, then preloads, imports the routes and hydrates as React Router wrote it', async () => {
    const run = await runScript(loadedAfterFirstPaint(document()));
    expect(run.events).toEqual([
      'paint observed',
      'load listened',
      'first paint',
      'load',
      'contentful paint',
      'observer disconnected',
      // What waits for the paint without script of its own (the offers page's flag sheet) sees the mark first.
      'root marked data-first-painted',
      'links added',
      'shared ran',
      'root ran',
      'product ran',
      'entry ran',
      'hydrating with root,product',
    ]);
    expect(run.routeModules['root']?.name).toBe('root');
    expect(run.routeModules['product']?.name).toBe('product');
    // The same links, in the same order, with their attributes (the catalog's mark included).
    expect(run.links).toEqual([
      { rel: 'preload', href: '/i18n/en.AfFbImHfyICE.json', as: 'fetch', crossorigin: 'anonymous', 'data-shop-catalog': '' },
      { rel: 'modulepreload', href: href('entry.mjs') },
      { rel: 'modulepreload', href: href('shared.mjs') },
      { rel: 'modulepreload', href: href('root.mjs') },
      { rel: 'modulepreload', href: href('product.mjs') },
    ]);
    // One per task: a phone pays a few milliseconds for each, and twenty in one task would block it.
    expect(run.linksPerTask).toEqual([1, 1, 1, 1, 1]);
    // The preloaded chunks run one per task, in the preloads' order; the client entry after them.
    const { shared = 0, root = 0, product = 0, entry = 0 } = run.taskOfModule;
    expect(shared).toBeGreaterThan(0);
    expect(root).toBeGreaterThan(shared);
    expect(product).toBeGreaterThan(root);
    expect(entry).toBeGreaterThanOrEqual(product);
  });

  it('waits for the load event in a browser that reports no paint', async () => {
    const run = await runScript(loadedAfterFirstPaint(document()), { paintTiming: false });
    // The modules ran in the first test of this file (a module runs once): the links and the route modules tell.
    expect(run.events.slice(0, 5)).toEqual(['load listened', 'first paint', 'load', 'root marked data-first-painted', 'links added']);
    expect(run.events).not.toContain('paint observed');
    expect(Object.keys(run.routeModules)).toEqual(['root', 'product']);
  });

  it("writes the routes' manifest on one line, the same object", async () => {
    const html = loadedAfterFirstPaint(document());
    expect(html).toContain(`window.__reactRouterManifest = ${JSON.stringify(MANIFEST)};`);
    expect((await runScript(html)).manifest).toEqual(MANIFEST);
  });

  it('keeps a nonce on the script and on the links it adds', async () => {
    const html = loadedAfterFirstPaint(document('r4nd0m'));
    expect(html).toContain('<script nonce="r4nd0m" type="module" async="">');
    const run = await runScript(html);
    expect(run.links.filter((link) => link['rel'] === 'modulepreload').every((link) => link['nonce'] === 'r4nd0m')).toBe(true);
  });

  it("puts what it is given (the page's texts) just before the route-modules script, which runs after it is parsed", () => {
    const block = '<script type="application/json" data-shop-page-texts="">{}</script>';
    const html = loadedAfterFirstPaint(document(), block);
    expect(html.indexOf(block)).toBeGreaterThan(html.indexOf('</head>'));
    expect(html.slice(html.indexOf(block) + block.length)).toMatch(/^<script type="module" async="">/);
    expect(html.split(block)).toHaveLength(2);
    // A document of another shape loads as before: it gets nothing, and the browser fetches the texts.
    const withoutEntry = document().replace(/import\("[^"]+"\);/, '');
    expect(loadedAfterFirstPaint(withoutEntry, block)).toBe(withoutEntry);
  });

  it('leaves a document of another shape as it came', () => {
    const withoutEntry = document().replace(/import\("[^"]+"\);/, '');
    expect(loadedAfterFirstPaint(withoutEntry)).toBe(withoutEntry);
    const otherImport = document().replace('window.__reactRouterManifest', 'import { x } from "/x.js";\nwindow.__reactRouterManifest');
    expect(loadedAfterFirstPaint(otherImport)).toBe(otherImport);
    const noScripts = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(loadedAfterFirstPaint(noScripts)).toBe(noScripts);
  });

  it('writes no `</script` into the script, whatever an address holds', () => {
    const html = loadedAfterFirstPaint(document().replace('/i18n/en.AfFbImHfyICE.json', '/i18n/&lt;/script&gt;.json'));
    const text = /<script[^>]*type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(text).not.toMatch(/<\/script/i);
    expect(text).toContain('/i18n/\\u003c/script>.json');
  });
});

/** `html` streamed through the rewrite in chunks of `size` bytes, as React's stream may cut it (inside a character too). */
async function streamed(html: string, size: number): Promise<string> {
  const bytes = Buffer.from(html);
  const chunks = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
  return text(Readable.from(chunks).pipe(loadingAfterFirstPaint()));
}

describe('a streamed page whose scripts load after the first paint', () => {
  // A session's page: a nonce on its scripts, and what React streams after the shell (a boundary finished later).
  const page = () =>
    `${document('r4nd0m').replace('</body></html>', '')}<div hidden id="S:0"><p>Plans for you ✓ 日本</p></div></body></html>`;

  it('has its shell rewritten as a whole page is, and the rest as it came, however the stream is cut', async () => {
    const whole = loadedAfterFirstPaint(page());
    expect(whole).not.toBe(page());
    for (const size of [1, 7, 64, 1_000, 1_000_000]) expect(await streamed(page(), size), `${size} bytes a chunk`).toBe(whole);
  });

  it('passes a page of another shape as it came', async () => {
    const other = page().replace(/import\("[^"]+"\);/, '');
    expect(await streamed(other, 13)).toBe(other);
    const noScripts = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/></head><body>✓</body></html>';
    expect(await streamed(noScripts, 5)).toBe(noScripts);
  });
});
