import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { COMPONENT_MESSAGES } from './messages';

/*
 * Stories read the words a component owns from its catalog (`<name>.messages.json`, through
 * `storyText` of `stories/story-text.ts`), never type a copy of the English: a copy passes in
 * English only, and goes stale the day the catalog's wording changes (docs/conventions.md,
 * "Design system"). This check reads the string and template literals, JSX text and regular
 * expressions of every story file, story data and story helper, and fails on one that is an
 * English text of a catalog the story shows: whole (placeholders standing for any text) or, for a
 * text of two words or more given to `toHaveTextContent` and the like, inside a longer string.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STORY_FOLDERS = ['design-system', 'storefront/app'];

interface EnglishText {
  id: string;
  text: string;
  /** The whole text, each placeholder standing for any text. */
  whole: RegExp;
  /** The text inside a longer string; `undefined` for a one-word text (too common to look for as a part). */
  part: RegExp | undefined;
  /** How many letters the text has outside its placeholders. */
  letters: number;
}

interface Copy {
  where: string;
  literal: string;
  id: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A regular expression for an ICU message: its literal words kept (spaces loose), each argument any text. */
function patternOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      switch (element.type) {
        case TYPE.literal:
          return escape(element.value).replace(/\s+/g, '\\s+');
        case TYPE.plural:
        case TYPE.select:
          return `(?:${Object.values(element.options)
            .map((option) => patternOf(option.value))
            .join('|')})`;
        case TYPE.tag:
          return patternOf(element.children);
        default:
          return '.+?';
      }
    })
    .join('');
}

/** The words of a message outside its arguments, to tell a text from a bare placeholder. */
function literalWordsOf(elements: readonly MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalWordsOf(element.children);
      return ' ';
    })
    .join('');
}

function englishTexts(): EnglishText[] {
  return COMPONENT_MESSAGES.flatMap(({ namespace, catalog }) =>
    Object.entries(catalog.en).flatMap(([key, text]) => {
      const elements = parse(text, { ignoreTag: false });
      // "{name} ({position}/{count})" or "{count}/{max}": no word of the component's own.
      if (!/\p{L}{2}/u.test(literalWordsOf(elements))) return [];
      const pattern = patternOf(elements);
      const ownWords = literalWordsOf(elements);
      const words = ownWords.trim().split(/\s+/).length;
      return [
        {
          id: `${namespace}.${key}`,
          text,
          whole: new RegExp(`^${pattern}$`, 'u'),
          part: words >= 2 ? new RegExp(`(?:^|[^\\p{L}])${pattern}(?:$|[^\\p{L}])`, 'u') : undefined,
          letters: ownWords.replace(/[^\p{L}]/gu, '').length,
        },
      ];
    }),
  );
}

/** Every `*.stories.tsx`, `*.story-data.ts(x)` and story helper of `design-system/stories/`, relative to the root. */
function storyFiles(): string[] {
  return STORY_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => !file.includes('node_modules'))
      .filter((file) => /\.(stories\.tsx|story-data\.tsx?)$/.test(file) || /(^|\/)stories\/[^/]+\.tsx?$/.test(file))
      .map((file) => path.join(folder, file)),
  ).sort();
}

/** Assertions that pass when the text is a part of what is shown. */
const PART_MATCHERS = new Set(['toHaveTextContent', 'toContain', 'toMatch', 'stringContaining', 'includes']);

/** Stands for a `${…}` of a template literal: any text, as a placeholder is. */
const SUBSTITUTION = '\uFFFC';

interface TypedText {
  line: number;
  text: string;
  /** Set for a regular expression literal. */
  regex?: RegExp;
  /** The text is given to an assertion that matches a part (`toHaveTextContent('Line total €19.80')`). */
  matchedAsPart: boolean;
}

/** The texts a story types: string and template literals, JSX text, regular expressions. */
function typedTexts(file: string, source: string): TypedText[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: TypedText[] = [];
  const lineOf = (node: ts.Node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
  const matchedAsPart = (node: ts.Node) =>
    ts.isCallExpression(node.parent) &&
    ts.isPropertyAccessExpression(node.parent.expression) &&
    PART_MATCHERS.has(node.parent.expression.name.text);
  const visit = (node: ts.Node): void => {
    // Module paths and the docs page's prose for designers are not what a story asserts.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'docs') return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      found.push({ line: lineOf(node), text: node.text, matchedAsPart: matchedAsPart(node) });
    } else if (ts.isTemplateExpression(node)) {
      const text = node.head.text + node.templateSpans.map((span) => SUBSTITUTION + span.literal.text).join('');
      found.push({ line: lineOf(node), text, matchedAsPart: matchedAsPart(node) });
    } else if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      if (text !== '') found.push({ line: lineOf(node), text, matchedAsPart: false });
    } else if (ts.isRegularExpressionLiteral(node)) {
      const [, body = '', flags = ''] = /^\/(.*)\/(\w*)$/s.exec(node.text) ?? [];
      found.push({ line: lineOf(node), text: node.text, regex: new RegExp(body, flags.replace(/[gy]/g, '')), matchedAsPart: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Each file read once: a component is imported by many stories. */
const importsAndTexts = new Map<string, { imports: string[]; namespaces: string[] }>();

/** The files a file imports by a relative path, and the namespaces it reads with `useComponentText`. */
function importsAndTextsOf(file: string, source: string): { imports: string[]; namespaces: string[] } {
  const known = importsAndTexts.get(file);
  if (known !== undefined) return known;
  const imports = ts.preProcessFile(source, true, false).importedFiles.flatMap(({ fileName: specifier }) => {
    if (!specifier.startsWith('.')) return [];
    const base = path.join(path.dirname(file), specifier);
    const resolved = [`${base}.tsx`, `${base}.ts`, base, path.join(base, 'index.tsx'), path.join(base, 'index.ts')].find(
      (candidate) => /\.tsx?$/.test(candidate) && existsSync(path.join(root, candidate)),
    );
    return resolved === undefined ? [] : [resolved];
  });
  // Comments left out: `useComponentText`'s own JSDoc shows a call.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const namespaces = [...code.matchAll(/\buseComponentText<[^>]+>\(\s*'(\w+)'/g)].map(([, namespace]) => namespace!);
  importsAndTexts.set(file, { imports, namespaces });
  return { imports, namespaces };
}

/**
 * The catalogs whose words a story shows: the namespaces read with `useComponentText` by the
 * components it renders, and by the components those render (a cart panel shows its lines'
 * words), found through the story file's imports.
 */
function namespacesShownBy(storyFile: string): Set<string> {
  const shown = new Set<string>();
  const seen = new Set<string>();
  const pending = [storyFile];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    const { imports, namespaces } = importsAndTextsOf(file, readFileSync(path.join(root, file), 'utf8'));
    for (const namespace of namespaces) shown.add(namespace);
    pending.push(...imports);
  }
  return shown;
}

/** Letters a regular expression asks for literally: `/^Remove/` asks for six, `/\d+/` for none. */
const literalLetters = (regex: RegExp) => regex.source.replace(/\\./g, '').replace(/[^\p{L}]/gu, '').length;

/** The most telling of the texts that match: the one with the most words of its own. */
function bestOf(matches: readonly EnglishText[]): EnglishText | undefined {
  return [...matches].sort((a, b) => b.letters - a.letters)[0];
}

function copiesIn(file: string, source: string, allTexts: readonly EnglishText[], shown: ReadonlySet<string>): Copy[] {
  const texts = allTexts.filter(({ id }) => shown.has(id.split('.')[0]!));
  return typedTexts(file, source).flatMap(({ line, text, regex, matchedAsPart }) => {
    const copy = regex
      ? literalLetters(regex) >= 3
        ? bestOf(texts.filter((english) => regex.test(english.text)))
        : undefined
      : (bestOf(texts.filter((english) => english.whole.test(text))) ??
        (matchedAsPart ? bestOf(texts.filter((english) => english.part?.test(text))) : undefined));
    return copy ? [{ where: `${file}:${line}`, literal: text, id: copy.id }] : [];
  });
}

describe('stories read the components’ texts from their catalogs', () => {
  const texts = englishTexts();

  it('knows a typed copy when it sees one', () => {
    const story = [
      "import { CartLine } from './cart-line';",
      "const meta = { parameters: { docs: { description: { component: 'Keep it' } } } };",
      "canvas.getByRole('button', { name: 'Keep it' });",
      "canvas.getByRole('button', { name: 'Remove France eSIM 5 GB 30 days' });",
      "expect(total).toHaveTextContent('Line total €19.80');",
      "canvas.queryByRole('group', { name: /from your cart/ });",
      "const line = { name: 'France eSIM', options: '5 GB · 30 days' };",
      "canvas.getByRole('group', { name: /^\\d+$/ });",
      'const element = <p>Keep it</p>;',
      "const name = 'Log in to your account Keep it';",
      'const question = `Remove ${name} from your cart?`;',
    ].join('\n');
    expect(copiesIn('cart-line.stories.tsx', story, texts, new Set(['CartLine'])).map(({ where, id }) => `${where} ${id}`)).toEqual([
      'cart-line.stories.tsx:3 CartLine.cancelRemove',
      'cart-line.stories.tsx:4 CartLine.remove',
      'cart-line.stories.tsx:5 CartLine.lineTotal',
      'cart-line.stories.tsx:6 CartLine.confirmRemoval',
      'cart-line.stories.tsx:9 CartLine.cancelRemove',
      'cart-line.stories.tsx:11 CartLine.confirmRemoval',
    ]);
  });

  it('finds no typed copy of a catalog’s English in any story', () => {
    const files = storyFiles();
    expect(files.length).toBeGreaterThan(70);
    const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
    // A story helper (`stories/dialog-story-helpers.ts`) checks what the stories that use it show.
    const shown = new Map(files.map((file) => [file, namespacesShownBy(file)]));
    for (const [file, source] of sources) {
      for (const imported of importsAndTextsOf(file, source).imports) {
        for (const namespace of shown.get(file) ?? []) shown.get(imported)?.add(namespace);
      }
    }
    const copies = files.flatMap((file) => copiesIn(file, sources.get(file) ?? '', texts, shown.get(file) ?? new Set()));
    expect(copies.map(({ where, literal, id }) => `${where} ${JSON.stringify(literal)} is ${id}`)).toEqual([]);
  });
});
