/*
 * What hydration needs loads after the first paint (issue 36). React Router's <Scripts> puts a
 * modulepreload link in the head for every chunk of the page's routes, and an inline module script
 * that imports the route modules, then the client entry. At high priority, the twenty-odd chunks
 * (and the page texts' catalog, preloaded beside them) competed with the stylesheet and the
 * page's image before anything was painted, and a phone's first paint waited for them. Here a
 * finished document is rewritten so that they are asked for only once the browser has painted
 * the server's HTML: the same module script first waits for the first contentful paint, then adds the
 * same preload links to the head, one per task (every chunk is asked for before any import, not
 * found import by import), runs the preloaded chunks one per task, then imports the route modules
 * in their order and goes on exactly as React Router wrote it.
 *
 * A page a shared cache keeps is rewritten whole (`loadedAfterFirstPaint`: entry.server.tsx lists
 * its scripts' hashes in its policy after this); a streamed one (a session's page, the checkout)
 * has its shell rewritten as it passes (`loadingAfterFirstPaint`), its scripts keeping their nonce.
 * A document of another shape than the one this knows is left as it came: it then loads as before.
 */

import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

import { jsonInScript } from './json-in-script';

const LINK = /<link\b[^>]*>/g;
const ATTRIBUTE = /([\w-]+)(?:="([^"]*)")?/g;
/** React Router's route-modules script (`<Scripts>`): an async inline module. */
const ROUTE_MODULES_SCRIPT = /<script\b([^>]*)\btype="module" async="">([\s\S]*?)<\/script>/;
/** Its imports: `import * as route0 from "…";` for each route module, and `import "…";` for a module run first. */
const STATIC_IMPORT = /^\s*import (?:\* as (\w+) from )?("[^"\n]+");?\s*$/gm;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const decoded = (value: string) => value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The script's first statements: they wait for the browser's first contentful paint (its entry is
 * reported once the frame is on screen), then mark the root element `data-first-painted`. A page
 * can reach its `load` event before it paints, so `load` does not end the wait, except in a browser
 * without paint timing; a page that never paints (opened in a background tab) goes on 3 s after its
 * `load`.
 */
const FIRST_PAINT_AWAITED = [
  'await new Promise((painted) => {',
  '  const go = () => setTimeout(painted);',
  '  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {',
  '    addEventListener("load", go, { once: true });',
  '    return;',
  '  }',
  '  new PerformanceObserver((list, observer) => {',
  '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  '    observer.disconnect();',
  '    go();',
  '  }).observe({ type: "paint", buffered: true });',
  '  addEventListener("load", () => setTimeout(go, 3000), { once: true });',
  '});',
  // What waits for the first paint without script of its own (the offers page's flag sheet,
  // design-system destination-list.css) looks for this mark.
  'document.documentElement.setAttribute("data-first-painted", "");',
].join('\n');

/** The manifest of the page's routes, as React Router writes it: indented (`JSON.stringify(manifest, null, 2)`). */
const INDENTED_MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/;

/** `text` with the routes' manifest on one line: the same object, a third lighter in every page's HTML. */
function withManifestOnOneLine(text: string): string {
  return text.replace(INDENTED_MANIFEST, (whole, assignment: string, json: string) => {
    try {
      return `${assignment}${jsonInScript(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

type Attributes = Array<[string, string]>;

function attributesOf(tag: string): Attributes {
  const inner = tag.replace(/^<link\b/, '').replace(/\/?>$/, '');
  return [...inner.matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => [name, decoded(value)]);
}

/** A link whose fetch waits for the first paint: a module preload, or a data preload (the page texts' catalog). */
function waitsForFirstPaint(attributes: Attributes): boolean {
  const value = (name: string) => attributes.find(([key]) => key === name)?.[1];
  return value('rel') === 'modulepreload' || (value('rel') === 'preload' && value('as') === 'fetch');
}

/** A preload as the script carries it: a module preload with no other attribute is its address alone. */
function carried(link: Attributes): Attributes | string {
  const [rel, href, ...others] = link;
  return others.length === 0 && rel?.[0] === 'rel' && rel[1] === 'modulepreload' && href?.[0] === 'href' ? href[1] : link;
}

/**
 * A new task, so that the browser may paint and answer a press in between: `scheduler.yield()`
 * where there is one (no 4 ms floor after a few nested timers), else a timer.
 */
const NEXT_TASK =
  'const nextTask = globalThis.scheduler?.yield ? () => globalThis.scheduler.yield() : () => new Promise((next) => setTimeout(next));';

/** The address a quoted specifier (`"/assets/entry.client-….js"`) names; none when it is not one. */
function specifierValue(quoted: string | undefined): string | undefined {
  if (quoted === undefined) return undefined;
  try {
    const value: unknown = JSON.parse(quoted);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The route-modules script's text, waiting for the first paint and adding `links` to the head before its imports. */
function afterFirstPaint(text: string, links: Attributes[]): string | undefined {
  const imports = [...text.matchAll(STATIC_IMPORT)];
  const rest = text.replace(STATIC_IMPORT, '');
  const clientEntry = specifierValue(/\bimport\(("[^"]+")\);?\s*$/.exec(rest)?.[1]);
  // Anything else imported statically, or no client entry imported at the end: not the shape this knows.
  const knownShape =
    imports.length > 0 && rest.includes('window.__reactRouterRouteModules') && !/^\s*import\s/m.test(rest) && clientEntry !== undefined;
  if (!knownShape) return undefined;
  // In the order they were written, as static imports run; the links added before have them all on their way already.
  const importLines = imports.map(([, name, specifier = '']) =>
    name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
  );
  return [
    FIRST_PAINT_AWAITED,
    NEXT_TASK,
    // A module preload of no other attribute travels as its address alone (about 35 bytes less each).
    `const preloads = ${jsonInScript(links.map(carried))}.map((preload) => typeof preload === "string" ? [["rel", "modulepreload"], ["href", preload]] : preload);`,
    // A preload costs the browser a few milliseconds (more on a phone, and under a profiler):
    // one per task, the twenty-odd of a page never make a long task.
    'for (const attributes of preloads) {',
    '  const link = document.createElement("link");',
    '  for (const [name, value] of attributes) link.setAttribute(name, value);',
    '  document.head.append(link);',
    '  await nextTask();',
    '}',
    // Each preloaded chunk runs in a task of its own, in the preloads' order (what it imports
    // first): the route modules' imports would run the page's whole code (React's alone is about
    // 340 KB) in one task. The client entry, which hydrates, comes last, as written.
    'for (const attributes of preloads) {',
    '  const { rel, href } = Object.fromEntries(attributes);',
    `  if (rel !== "modulepreload" || href === ${jsonInScript(clientEntry)}) continue;`,
    '  await import(href);',
    '  await nextTask();',
    '}',
    ...importLines,
    withManifestOnOneLine(rest.trim()),
  ].join('\n');
}

/** Where the route-modules script of `html` ends, once `html` holds all of it. */
function endOfRouteModulesScript(html: string): number | undefined {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  return script ? script.index + script[0].length : undefined;
}

/**
 * How many characters of a streamed page are held while its route-modules script is looked for.
 * React writes that script in the shell, which it sends at once and which is far shorter; a page
 * without it (another shape) goes on as it came once this much has been held.
 */
const SHELL_HELD_AT_MOST = 2 * 1024 * 1024;

/**
 * A streamed page's bytes, its shell (the head's links and the route-modules script) rewritten as
 * `loadedAfterFirstPaint` rewrites a whole page; what React streams after it (the boundaries it
 * finishes later, the routes' data) passes as it comes.
 */
export function loadingAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let held: string | undefined = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const text = decoder.write(chunk);
      if (held === undefined) return done(null, Buffer.from(text));
      held += text;
      const end = endOfRouteModulesScript(held);
      if (end === undefined && held.length < SHELL_HELD_AT_MOST) return done();
      const shell = end === undefined ? held : `${loadedAfterFirstPaint(held.slice(0, end))}${held.slice(end)}`;
      held = undefined;
      done(null, Buffer.from(shell));
    },
    flush(done) {
      const rest = `${held ?? ''}${decoder.end()}`;
      done(null, rest === '' ? undefined : Buffer.from(rest));
    },
  });
}

/**
 * `html` with its preloads and route modules asked for after the first paint; as it came when it
 * is of another shape. `beforeRouteModules` (the page's texts, i18n/page-texts.server.ts) goes just
 * before the route-modules script: parsed before it runs, it is in the document when the client
 * entry looks for it.
 */
export function loadedAfterFirstPaint(html: string, beforeRouteModules = ''): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, attributes = '', text = ''] = script;
  const links: Attributes[] = [];
  const before = html.slice(0, script.index).replace(LINK, (tag) => {
    const link = attributesOf(tag);
    if (!waitsForFirstPaint(link)) return tag;
    links.push(link);
    return '';
  });
  const deferred = afterFirstPaint(text, links);
  if (deferred === undefined) return html;
  return `${before}${beforeRouteModules}<script${attributes}type="module" async="">${deferred}</script>${html.slice(script.index + whole.length)}`;
}
