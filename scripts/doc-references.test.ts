import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/*
 * The code cites the spec (`spec §7 "card debit"`) and the project's docs (`docs/toolchain.md
 * pitfall 5`) hundreds of times. These checks keep every such reference inside the repository and
 * pointing at something that exists: a section of docs/spec.md, a docs file, a heading or pitfall
 * in it. The team's design notes outside the repository (`../shared/design/`) were the starting
 * copy of docs/; only docs/ may name them, by that path. The Markdown pages' repository paths and
 * every `npm run <script>` must exist too, README's tables must name every setting the backend,
 * the storefront and the sandboxes read, and design-system/README.md every component: the kinds
 * of claim that went stale unnoticed.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = 'scripts/doc-references.test.ts';
const SPEC_FILE = 'docs/spec.md';

interface Found {
  line: number;
  text: string;
}

interface Located extends Found {
  file: string;
}

/** The repository's text files, tracked or new but not ignored (what a commit could hold). */
function repositoryTextFiles(): Array<{ file: string; text: string }> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  const files: Array<{ file: string; text: string }> = [];
  for (const file of listed.split('\0')) {
    if (!file || file === THIS_FILE || file === 'package-lock.json') continue;
    const absolute = path.join(repoRoot, file);
    if (!existsSync(absolute)) continue; // deleted in the work tree, not yet committed
    const bytes = readFileSync(absolute);
    if (bytes.includes(0)) continue; // images, fonts
    files.push({ file, text: bytes.toString('utf8') });
  }
  return files;
}

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line += 1;
  return line;
}

/** The spec's section numbers: its `## N. Title` headings (no numbered subsections exist). */
function specSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^## (\d+(?:\.\d+)*)\. /gmu)].map((match) => match[1] ?? ''));
}

/** Standards and the suppliers' documents the code cites by section too, written right before the `§`; anything else is the spec. */
const OTHER_DOCUMENTS = [/PDF 32000-1 $/u, /accname $/u, /RFC \d+,? $/u, /docs\/suppliers\/[\w-]+\.md $/u];

/** Every `§N` (or `§N.M`) of a text that cites the spec, with its line. */
function specCitations(text: string): Array<Found & { section: string }> {
  const citations: Array<Found & { section: string }> = [];
  for (const match of text.matchAll(/§ ?(\d+(?:\.\d+)*)/gu)) {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    if (OTHER_DOCUMENTS.some((document) => document.test(before))) continue;
    const line = lineOf(text, match.index);
    citations.push({ section: match[1] ?? '', line, text: text.split('\n')[line - 1]?.trim() ?? '' });
  }
  return citations;
}

/** The design notes' old names, and paths that leave the repository for the team's shared folder. */
const OUTSIDE = /\.\.\/shared\b|\/work\/shared\b|\b(?:ARCHITECTURE|CONVENTIONS|TOOLCHAIN|DEVELOPERS)\.md\b/gu;
/** How docs/ names the team's starting copy: by its full path, and only there. */
const STARTING_COPY = /`\.\.\/shared\/design\/(?:(?:ARCHITECTURE|CONVENTIONS|TOOLCHAIN)\.md)?`/gu;

function outsideReferences(file: string, text: string): Found[] {
  const checked = file.startsWith('docs/') ? text.replace(STARTING_COPY, (copy) => ' '.repeat(copy.length)) : text;
  return [...checked.matchAll(OUTSIDE)].map((match) => {
    const line = lineOf(checked, match.index);
    return { line, text: text.split('\n')[line - 1]?.trim() ?? '' };
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /gu, '-');
}

function headingsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^#{1,6} +(.+)$/gmu)].map((match) => (match[1] ?? '').trim());
}

/** The numbers of the list items under the `## Pitfalls` heading of docs/toolchain.md. */
function pitfallNumbers(markdown: string): Set<string> {
  const section = markdown.split(/^## /mu).find((part) => part.startsWith('Pitfalls')) ?? '';
  return new Set([...section.matchAll(/^(\d+)\. /gmu)].map((match) => match[1] ?? ''));
}

/**
 * Mentions of a docs file in code and text, `docs/<name>.md`, optionally followed by the heading
 * (`"A card payment"`, the start of a heading is enough) or the toolchain pitfall they mean.
 */
function docsMentions(text: string): Array<Found & { doc: string; heading?: string; pitfall?: string }> {
  return [...text.matchAll(/\bdocs\/([\w-]+\.md)(?: "([^"]+)"| pitfall (\d+))?/gu)].map((match) => {
    const line = lineOf(text, match.index);
    return {
      line,
      text: text.split('\n')[line - 1]?.trim() ?? '',
      doc: match[1] ?? '',
      ...(match[2] ? { heading: match[2] } : {}),
      ...(match[3] ? { pitfall: match[3] } : {}),
    };
  });
}

/** Relative Markdown links of a docs page or the README: `[text](file.md#anchor)`, `[text](#anchor)`. */
function markdownLinks(markdown: string): Array<Found & { target: string; anchor?: string }> {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/gu)]
    .filter((match) => !/^[a-z]+:/u.test(match[1] ?? ''))
    .map((match) => {
      const [target = '', anchor] = (match[1] ?? '').split('#');
      const line = lineOf(markdown, match.index);
      return { line, text: markdown.split('\n')[line - 1]?.trim() ?? '', target, ...(anchor !== undefined ? { anchor } : {}) };
    });
}

/** `npm run <script>` in a text, flags before the name skipped (`npm run --silent lint`), patterns (`bench:*`) left out. */
function npmRunScripts(text: string): Array<Found & { script: string }> {
  return [...text.matchAll(/\bnpm run (?:--?[\w-]+ +)*([a-z][\w:-]*)(?![\w:*-])/gu)].map((match) => {
    const line = lineOf(text, match.index);
    return { line, text: text.split('\n')[line - 1]?.trim() ?? '', script: match[1] ?? '' };
  });
}

/**
 * Repository paths written as code in a Markdown page: `backend/src/env.ts`, `machines/checkout/`.
 * Only those that start with one of the repository's top folders, and no pattern or placeholder
 * (`machines/<flow>/`, `api/**\/*.test.ts`, `…`), which name no one file.
 */
function repositoryPaths(markdown: string, topFolders: ReadonlySet<string>): Array<Found & { path: string }> {
  return [...markdown.matchAll(/`([^`\s]+)`/gu)]
    .map((match) => ({ match, path: (match[1] ?? '').replace(/[/,.:;]+$/u, '') }))
    .filter(
      ({ path: candidate }) =>
        topFolders.has(candidate.split('/')[0] ?? '') && candidate.includes('/') && !/[<>*{}…[\]$=?#|]/u.test(candidate),
    )
    .map(({ match, path: candidate }) => {
      const line = lineOf(markdown, match.index);
      return { line, text: markdown.split('\n')[line - 1]?.trim() ?? '', path: candidate };
    });
}

/**
 * The paths of a list that git ignores (build output, local data): named in the docs, never
 * committed. Each is asked as a file and as a folder, since a missing path says neither.
 */
function ignoredByGit(paths: readonly string[]): Set<string> {
  if (paths.length === 0) return new Set();
  let output = '';
  try {
    const asked = paths.flatMap((candidate) => [candidate, `${candidate}/`]).join('\n');
    output = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: repoRoot, encoding: 'utf8', input: asked });
  } catch (error) {
    // git check-ignore exits 1 when none of the paths is ignored.
    if ((error as { status?: number }).status !== 1) throw error;
  }
  return new Set(
    output
      .split('\n')
      .filter(Boolean)
      .map((ignored) => ignored.replace(/\/$/u, '')),
  );
}

/** The files where the backend, the storefront and the two sandboxes read their environment. */
const SETTINGS_FILES =
  /^(?:backend\/src\/env\.ts|backend\/(?:src|sandbox)\/.*settings\.ts|storefront\/app\/config\.server\.ts|storefront\/server\/[^/]+\.mjs)$/u;

/**
 * The variable names a settings file reads: `env['PORT']`, `process.env.PORT`, a schema key
 * `  BACKEND_PORT:`, and in a `*settings.ts` file any quoted name (`wholeNumber(env, 'X', 10)`).
 */
function settingNames(source: string, file: string): Set<string> {
  const quoted = file.endsWith('settings.ts') ? source.matchAll(/['"]([A-Z][A-Z0-9]*_[A-Z0-9_]+)['"]/gu) : [];
  const names = [
    ...quoted,
    ...source.matchAll(/\benv(?:\[['"]|\.)([A-Z][A-Z0-9_]*)/gu),
    ...source.matchAll(/^ {2}([A-Z][A-Z0-9]*_[A-Z0-9_]+): /gmu),
  ].map((match) => match[1] ?? '');
  return new Set(names);
}

const describeFound = (found: Located) => `${found.file}:${found.line}: ${found.text}`;

describe('the reference checks themselves', () => {
  it('count every § as a spec citation except the other standards named right before it', () => {
    const text = 'spec §2 and §12.\nsee spec §7.2; PDF 32000-1 §7.2.2, accname §4.3.2, RFC 9110 §15';
    expect(specCitations(text).map(({ section, line }) => [section, line])).toEqual([
      ['2', 1],
      ['12', 1],
      ['7.2', 2],
    ]);
    expect(specSections('# Spec\n## 1. One\n### not a section\n## 2. Two\n')).toEqual(new Set(['1', '2']));
  });

  it('find references that leave the repository, and let docs/ name the starting copy by its path', () => {
    const note = "It began as `../shared/design/ARCHITECTURE.md`, the team's starting copy.";
    expect(outsideReferences('api/errors.ts', '// see CONVENTIONS.md\n// and ../shared/spec.md')).toHaveLength(2);
    expect(outsideReferences('api/errors.ts', note)).toHaveLength(2);
    expect(outsideReferences('docs/architecture.md', note)).toEqual([]);
    expect(outsideReferences('docs/architecture.md', 'see TOOLCHAIN.md')).toHaveLength(1);
  });

  it('read docs mentions, headings, anchors and pitfalls', () => {
    expect(docsMentions('(docs/toolchain.md pitfall 5) and docs/architecture.md "A card payment": x')).toMatchObject([
      { doc: 'toolchain.md', pitfall: '5' },
      { doc: 'architecture.md', heading: 'A card payment' },
    ]);
    expect(anchorOf('Hostile input (issue 15)')).toBe('hostile-input-issue-15');
    expect(anchorOf('The seam between a machine and the api')).toBe('the-seam-between-a-machine-and-the-api');
    expect(pitfallNumbers('## Pitfalls already met\n1. **a**\n2. b\n## Installing\n3. c')).toEqual(new Set(['1', '2']));
    expect(markdownLinks('[a](spec.md) [b](#tests) [c](https://x.test/#y)')).toMatchObject([
      { target: 'spec.md' },
      { target: '', anchor: 'tests' },
    ]);
  });

  it('read npm scripts, repository paths and setting names', () => {
    expect(npmRunScripts('`npm run lint`, npm run --silent test:unit, npm test, npm run bench:*').map(({ script }) => script)).toEqual([
      'lint',
      'test:unit',
    ]);
    const tops = new Set(['api', 'backend']);
    const markdown = '`api/client.ts`, `backend/src/`. `api/**/*.test.ts` `machines/x.ts` `backend/<plugin>/` `api`';
    expect(repositoryPaths(markdown, tops).map(({ path: found }) => found)).toEqual(['api/client.ts', 'backend/src']);
    const source =
      "const a = env['PORT'];\nconst b = process.env.STOREFRONT_HOST;\nconst schema = z.object({\n  BACKEND_PORT: port,\n});\nread(env, 'CARD_GATEWAY_URL');";
    expect([...settingNames(source, 'backend/src/plugins/x/x-settings.ts')].sort()).toEqual([
      'BACKEND_PORT',
      'CARD_GATEWAY_URL',
      'PORT',
      'STOREFRONT_HOST',
    ]);
    expect([...settingNames("answer(res, 413, 'PAYLOAD_TOO_LARGE'); env.PORT", 'storefront/server/proxy.mjs')]).toEqual(['PORT']);
  });
});

describe('references in the repository', () => {
  const files = repositoryTextFiles();
  const specText = readFileSync(path.join(repoRoot, SPEC_FILE), 'utf8');
  const sections = specSections(specText);
  const readDoc = (doc: string) => readFileSync(path.join(repoRoot, 'docs', doc), 'utf8');

  it('docs/spec.md has the spec’s nine sections', () => {
    expect([...sections]).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('every spec citation (§N) names a section of docs/spec.md', () => {
    const citations = files
      .filter(({ file }) => file !== SPEC_FILE)
      .flatMap(({ file, text }) => specCitations(text).map((citation) => ({ file, ...citation })));
    const wrong = citations.filter(({ section }) => !sections.has(section));
    console.log(
      `spec citations: ${citations.length} in ${new Set(citations.map(({ file }) => file)).size} files, ${wrong.length} naming no section of ${SPEC_FILE}`,
    );
    expect(citations.length).toBeGreaterThan(0);
    expect(wrong.map(describeFound)).toEqual([]);
  });

  it('nothing points outside the repository for the design notes or the spec', () => {
    const outside = files.flatMap(({ file, text }) => outsideReferences(file, text).map((found) => ({ file, ...found })));
    expect(outside.map(describeFound)).toEqual([]);
  });

  it('every docs/<file>.md mentioned exists, with the heading or pitfall it names', () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      for (const mention of docsMentions(text)) {
        const where = describeFound({ file, ...mention });
        if (!existsSync(path.join(repoRoot, 'docs', mention.doc))) {
          problems.push(`${where} (no docs/${mention.doc})`);
          continue;
        }
        const heading = mention.heading;
        if (heading !== undefined && !headingsOf(readDoc(mention.doc)).some((title) => title.startsWith(heading))) {
          problems.push(`${where} (no heading "${heading}…")`);
        }
        if (mention.pitfall !== undefined && !pitfallNumbers(readDoc(mention.doc)).has(mention.pitfall)) {
          problems.push(`${where} (no pitfall ${mention.pitfall})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('the links of docs/ and the README’s links into docs/ lead to a file and a heading', () => {
    const pages = files.filter(({ file }) => /^docs\/[^/]+\.md$/u.test(file) || file === 'README.md');
    expect(pages.map(({ file }) => file)).toEqual(
      expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/conventions.md', 'docs/testing.md', SPEC_FILE]),
    );
    const problems: string[] = [];
    for (const { file, text } of pages) {
      for (const link of markdownLinks(text)) {
        const target = link.target === '' ? file : path.posix.join(path.posix.dirname(file), link.target);
        // The README's own anchors into its long sections are not this check's business.
        if (file === 'README.md' && !target.startsWith('docs/')) continue;
        const where = describeFound({ file, ...link });
        if (!existsSync(path.join(repoRoot, target))) {
          problems.push(`${where} (no ${target})`);
          continue;
        }
        const anchor = link.anchor;
        if (
          anchor !== undefined &&
          target.endsWith('.md') &&
          !headingsOf(readFileSync(path.join(repoRoot, target), 'utf8')).some((title) => anchorOf(title) === anchor)
        ) {
          problems.push(`${where} (no heading #${anchor} in ${target})`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every `npm run <script>` names a script of package.json', () => {
    const scripts = (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const mentions = files.flatMap(({ file, text }) => npmRunScripts(text).map((mention) => ({ file, ...mention })));
    expect(mentions.length).toBeGreaterThan(0);
    expect(mentions.filter(({ script }) => !(script in scripts)).map(describeFound)).toEqual([]);
  });

  it('every repository path in a Markdown page exists (or is output git ignores)', () => {
    const topFolders = new Set(
      files.map(({ file }) => file.split('/')[0] ?? '').filter((top) => files.some(({ file }) => file.startsWith(`${top}/`))),
    );
    const mentions = files
      .filter(({ file }) => /\.mdx?$/u.test(file))
      .flatMap(({ file, text }) => repositoryPaths(text, topFolders).map((mention) => ({ file, ...mention })));
    const missing = mentions.filter(({ path: mentioned }) => !existsSync(path.join(repoRoot, mentioned)));
    const ignored = ignoredByGit([...new Set(missing.map(({ path: mentioned }) => mentioned))]);
    console.log(`repository paths in Markdown: ${mentions.length}, ${missing.length} of them output git ignores or missing`);
    expect(mentions.length).toBeGreaterThan(100);
    expect(missing.filter(({ path: mentioned }) => !ignored.has(mentioned)).map(describeFound)).toEqual([]);
  });

  it('design-system/README.md names every component', () => {
    const readme = readFileSync(path.join(repoRoot, 'design-system/README.md'), 'utf8');
    const folders = [
      ...new Set(
        files.map(({ file }) => /^design-system\/components\/([^/]+)\//u.exec(file)?.[1]).filter((folder) => folder !== undefined),
      ),
    ];
    // The exported name starts with the folder's in PascalCase (`order-details` → `OrderDetailsPlaceholder`; PayPal keeps its brand's case).
    const named = (folder: string) => {
      const pascal = folder.replace(/(?:^|-)([a-z])/gu, (_match, letter: string) => letter.toUpperCase());
      return new RegExp(`\`${pascal}\\w*\`|\`${folder}/\``, 'iu').test(readme);
    };
    expect(folders.length).toBeGreaterThan(50);
    expect(folders.filter((folder) => !named(folder))).toEqual([]);
  });

  it('README names every setting the backend, the storefront and the sandboxes read', () => {
    const readme = readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const read = files.filter(({ file }) => SETTINGS_FILES.test(file) && !file.includes('.test.'));
    const names = new Set(read.flatMap(({ file, text }) => [...settingNames(text, file)]));
    expect(read.map(({ file }) => file)).toEqual(expect.arrayContaining(['backend/src/env.ts', 'storefront/app/config.server.ts']));
    expect(names.size).toBeGreaterThan(50);
    expect([...names].filter((name) => !new RegExp(`\\b${name}\\b`, 'u').test(readme)).sort()).toEqual([]);
  });
});
