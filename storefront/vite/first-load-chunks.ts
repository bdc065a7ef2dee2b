import { parseSync, type Plugin, type Rolldown } from 'vite';

/** React Router's client build takes each route module as an entry, with this query. */
const ROUTE_ENTRY = '?__react-router-build-client-route';

/** React, React DOM and React Router: one chunk of their own, which changes less often than our code. */
const OWN_CHUNK_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/** The route modules whose static imports are on every page of a layout, each with its chunk's name. */
const LAYOUT_ROUTES: ReadonlyArray<{ name: string; route: RegExp }> = [
  { name: 'shell', route: /[\\/]app[\\/]root\.tsx$/ },
  { name: 'default-layout-shell', route: /[\\/]app[\\/]layouts[\\/]default-layout\.tsx$/ },
];

/**
 * Small helpers the catalogue pages (home, offers, categories, products, blog) import statically:
 * their meta and structured data, the product's address, the price and the cache's route handle.
 * One chunk for all: apart, they were eight files of 0.2–0.6 KB gzip each on a category page, and
 * each file costs its own gzip frame and import lines (issue 36's 150 KB).
 */
const CATALOGUE_PAGE_HELPERS =
  /[\\/](?:app[\\/]lib[\\/](?:seo[\\/](?:page-meta|open-graph)|http[\\/]json-in-script)|app[\\/]lib[\\/]cache[\\/]cache-policy|app[\\/]lib[\\/]routing[\\/]product-path|components[\\/]price[\\/]price(?:\.format|\.variants)?)\.tsx?$/;

/** V8's magic comment: compile every function of this file as it loads (docs/architecture.md). */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Every name a module is asked for: `*` for all of them. */
type Wanted = Set<string> | '*';

/** What one module imports and re-exports, by specifier, read from its code. */
interface ModuleLinks {
  /** Names it exports from its own code. */
  ownExports: Set<string>;
  /** Whether it has code of its own (a barrel has only re-exports). */
  hasBody: boolean;
  /** Value imports: specifier → the names taken (`*` for a namespace or a bare import). */
  imports: Array<{ source: string; names: Wanted }>;
  /** `export { a as b } from`: exported name → [specifier, imported name]. */
  reexports: Map<string, [string, string]>;
  /** `export * from` specifiers. */
  starReexports: string[];
}

function linksOf(code: string, id: string): ModuleLinks {
  const links: ModuleLinks = { ownExports: new Set(), hasBody: false, imports: [], reexports: new Map(), starReexports: [] };
  const program = parseSync(id, code, { lang: /\.tsx?$/.test(id.split('?')[0] ?? '') ? 'tsx' : 'js' }).program;
  const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
    node.type === 'Identifier' ? (node.name ?? '') : String(node.value);
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      if (statement.importKind === 'type') continue;
      const values = statement.specifiers.filter((specifier) => specifier.type !== 'ImportSpecifier' || specifier.importKind !== 'type');
      if (statement.specifiers.length > 0 && values.length === 0) continue;
      const names: Wanted =
        values.some((specifier) => specifier.type === 'ImportNamespaceSpecifier') || values.length === 0 ? '*' : new Set();
      if (names !== '*') {
        for (const specifier of values) {
          if (specifier.type === 'ImportDefaultSpecifier') names.add('default');
          else if (specifier.type === 'ImportSpecifier') names.add(nameOf(specifier.imported));
        }
      }
      links.imports.push({ source: statement.source.value, names });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exportKind === 'type') continue;
      if (statement.exported) links.reexports.set(nameOf(statement.exported), [statement.source.value, '*']);
      else links.starReexports.push(statement.source.value);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      if (statement.exportKind === 'type') continue;
      for (const specifier of statement.specifiers) {
        if (specifier.exportKind === 'type') continue;
        links.reexports.set(nameOf(specifier.exported), [statement.source.value, nameOf(specifier.local)]);
      }
    } else {
      links.hasBody = true;
      if (statement.type === 'ExportDefaultDeclaration') links.ownExports.add('default');
      if (statement.type === 'ExportNamedDeclaration') {
        for (const specifier of statement.specifiers) links.ownExports.add(nameOf(specifier.exported));
        const declaration = statement.declaration;
        if (declaration && 'id' in declaration && declaration.id && 'name' in declaration.id) links.ownExports.add(declaration.id.name);
        if (declaration?.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations)
            if (declarator.id.type === 'Identifier') links.ownExports.add(declarator.id.name);
        }
      }
    }
  }
  return links;
}

/**
 * The modules a route module needs before it runs, following only the names each import takes:
 * a barrel (`export * from './components/button'`…) brings the modules of the names asked of it,
 * not all of them. Dynamic imports are not followed: they load when needed.
 */
async function staticClosure(context: Rolldown.PluginContext, entry: string): Promise<Set<string>> {
  const linksCache = new Map<string, ModuleLinks | null>();
  const resolved = new Map<string, string | null>();
  const links = (id: string) => {
    if (!linksCache.has(id)) {
      const code = context.getModuleInfo(id)?.code;
      linksCache.set(id, code && !OWN_CHUNK_LIBRARIES.test(id) ? linksOf(code, id) : null);
    }
    return linksCache.get(id) ?? null;
  };
  const resolve = async (source: string, importer: string) => {
    const key = `${importer}\0${source}`;
    if (!resolved.has(key)) resolved.set(key, (await context.resolve(source, importer))?.id ?? null);
    return resolved.get(key) ?? null;
  };

  const withBody = new Set<string>();
  const asked = new Map<string, Set<string>>();
  const queue: Array<[string, Wanted]> = [[entry, '*']];
  while (queue.length > 0) {
    const [id, wanted] = queue.shift() as [string, Wanted];
    if (OWN_CHUNK_LIBRARIES.test(id)) continue;
    const moduleLinks = links(id);
    if (!moduleLinks) {
      // Code we cannot read (a JSON or CSS module, a library's CommonJS): all of it, and all it imports.
      if (!withBody.has(id)) {
        withBody.add(id);
        for (const imported of context.getModuleInfo(id)?.importedIds ?? []) queue.push([imported, '*']);
      }
      continue;
    }
    const seen = asked.get(id) ?? new Set<string>();
    asked.set(id, seen);
    const names =
      wanted === '*' ? ['*', ...moduleLinks.ownExports, ...moduleLinks.reexports.keys()] : [...wanted].filter((name) => !seen.has(name));
    if (wanted === '*' && seen.has('*')) continue;
    names.forEach((name) => seen.add(name));
    const needsBody = moduleLinks.hasBody && (wanted === '*' || names.some((name) => moduleLinks.ownExports.has(name)));
    if (needsBody && !withBody.has(id)) {
      withBody.add(id);
      for (const { source, names: taken } of moduleLinks.imports) {
        const target = await resolve(source, id);
        if (target) queue.push([target, taken]);
      }
    }
    for (const name of names) {
      if (name === '*') {
        for (const source of moduleLinks.starReexports) {
          const target = await resolve(source, id);
          if (target) queue.push([target, '*']);
        }
        continue;
      }
      if (moduleLinks.ownExports.has(name)) continue;
      const reexport = moduleLinks.reexports.get(name);
      if (reexport) {
        const target = await resolve(reexport[0], id);
        if (target) queue.push([target, reexport[1] === '*' ? '*' : new Set([reexport[1]])]);
        continue;
      }
      // Not its own and not named: one of its `export *` sources has it.
      for (const source of moduleLinks.starReexports) {
        const target = await resolve(source, id);
        if (target) queue.push([target, new Set([name])]);
      }
    }
  }
  withBody.delete(entry);
  return withBody;
}

/**
 * Puts the code every page of a layout loads into one chunk per layout instead of dozens of small
 * ones: gzip compresses one file of 100 KB much better than 50 files of 2 KB (on the home page the
 * same bytes were 67 KB gzip in 55 files, 53 KB as one file), and the document lists fewer
 * modulepreload links. `shell` holds what the root route needs before it runs (the providers and
 * the machines they run, react-intl, XState…), `default-layout-shell` what the default layout adds
 * (header, footer). Route modules, the parts loaded when needed and the large libraries keep their
 * own chunks. The lists are read from the module graph once it is built (buildEnd), before Rolldown
 * makes the chunks (docs/architecture.md "What a first load holds").
 */
export function firstLoadChunks(): { plugins: Plugin[]; groups: Rolldown.CodeSplittingGroup[] } {
  const members = new Map<string, string>();
  const firstLoadChunkNames = new Set(['react', ...LAYOUT_ROUTES.map(({ name }) => name)]);
  const plugin: Plugin = {
    name: 'shop:first-load-chunks',
    apply: 'build',
    async buildEnd() {
      members.clear();
      const ids = [...this.getModuleIds()];
      for (const { name, route } of LAYOUT_ROUTES) {
        const entry = ids.find((id) => id.endsWith(ROUTE_ENTRY) && route.test(id.slice(0, -ROUTE_ENTRY.length)));
        if (!entry) throw new Error(`first-load-chunks: no route module matches ${route}`);
        for (const id of await staticClosure(this, entry)) if (!members.has(id) && !id.endsWith(ROUTE_ENTRY)) members.set(id, name);
      }
    },
  };
  // Every page runs most of these chunks' functions as it hydrates: V8's explicit compile hint
  // (Chrome 136 on; other browsers read a comment) has them compiled on the thread that streams the
  // script in, not one by one on the main thread when first called. The hint must be the file's
  // first line, so it is written last: after minifying (which drops comments) and after Vite's
  // preload helper puts its own first line. The file's name keeps the hash of the code without it.
  const eagerCompileHint: Plugin = {
    name: 'shop:first-load-chunks:eager-compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && firstLoadChunkNames.has(output.name)) output.code = `${EAGER_COMPILE_HINT}\n${output.code}`;
        }
      },
    },
  };
  const groups: Rolldown.CodeSplittingGroup[] = [
    // First, so that the layouts' groups (which take their modules' dependencies along) leave them.
    { name: 'react', test: OWN_CHUNK_LIBRARIES, priority: LAYOUT_ROUTES.length + 1 },
    ...LAYOUT_ROUTES.map(({ name }, index) => ({
      name,
      test: (id: string) => members.get(id) === name,
      priority: LAYOUT_ROUTES.length - index,
    })),
    { name: 'catalogue-page-helpers', test: CATALOGUE_PAGE_HELPERS, priority: 0 },
  ];
  return { plugins: [plugin, eagerCompileHint], groups };
}
