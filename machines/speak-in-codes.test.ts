import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * Machines speak in codes (issue 16): a failure or a refused value is a code with the numbers
 * its message needs, and the storefront turns it into words from its catalogs in 8 languages.
 * This test reads every machine source (not the tests, nor their `test-support`) and fails on what
 * reads as text for people. The rule is a heuristic, kept simple on purpose:
 *
 * - a `*_MESSAGES_<LANGUAGE>` name (e.g. `CHECKOUT_MESSAGES_EN`): a table of texts;
 * - a string literal that reads as a sentence: it starts with a capital letter and another word
 *   follows ('Emails must match', 'An error occured'), or it has five words or more
 *   ('must be at least eight characters'). A word is a run without spaces that has a letter, so
 *   'NO_ACTIVE_ORDER' and '../forms/form-fields' are one each.
 *
 * Not read: comments, and the arguments of `new Error(…)`: those are for a developer reading a
 * log or a stack, never shown to a shopper (the storefront says its own words for any failure).
 * Codes ('passwordLength'), event names ('field.changed') and short phrases naming a value for
 * such an error ('the order code') pass.
 */

const MACHINES = path.dirname(fileURLToPath(import.meta.url));

/** A table of texts in one language, by its name. */
const MESSAGE_TABLE = /\b[A-Z][A-Z0-9_]*_MESSAGES_[A-Z]{2}\b/u;
/** A capitalised word, then another word. */
const CAPITALISED_PHRASE = /^\p{Lu}[^\s]*\s+\p{L}/u;
const SENTENCE_WORDS = 5;

interface EnglishFinding {
  readonly line: number;
  readonly text: string;
}

function readsAsSentence(text: string): boolean {
  const trimmed = text.trim();
  const words = trimmed.split(/\s+/u).filter((word) => /\p{L}/u.test(word));
  return CAPITALISED_PHRASE.test(trimmed) || words.length >= SENTENCE_WORDS;
}

function isDeveloperError(node: ts.Node): boolean {
  return ts.isNewExpression(node) && ts.isIdentifier(node.expression) && /Error$/u.test(node.expression.text);
}

/** What in one source reads as text for people (see the rule above), with its line. */
function englishIn(fileName: string, source: string): EnglishFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const findings: EnglishFinding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  const visit = (node: ts.Node): void => {
    if (isDeveloperError(node)) return;
    if (ts.isIdentifier(node) && MESSAGE_TABLE.test(node.text)) report(node, node.text);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsSentence(node.text)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … ');
      if (readsAsSentence(text)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

function machineSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' || entry.name === 'node_modules' ? [] : machineSources(full);
    return entry.name.endsWith('.ts') && !/\.test\.ts$|test-support\.ts$/u.test(entry.name) ? [full] : [];
  });
}

describe('machines speak in codes', () => {
  it('has no table of texts and no sentence in any machine source', () => {
    const sources = machineSources(MACHINES);
    expect(sources.length).toBeGreaterThan(90);
    const found = sources.flatMap((file) =>
      englishIn(file, readFileSync(file, 'utf8')).map(({ line, text }) => `${path.relative(MACHINES, file)}:${line} ${text}`),
    );
    expect(found.length, found.join('\n')).toBe(0);
  });

  it('finds tables and sentences, and leaves codes, comments and developer errors alone', () => {
    const source = [
      "export const CHECKOUT_MESSAGES_EN = { required: 'This field is required' } as const;",
      "const generic = 'An error occured';",
      'const long = `must be at least ${min} characters long`;',
      "const code = 'passwordLength';",
      "const event = { type: 'field.changed' };",
      "const what = 'the line to remove';",
      "const code = 'WALLET_PAYMENT_NOT_READY';",
      "import { x } from '../payment-failures/payment-failures';",
      "// 'Please fill all the required fields before continuing'",
      'throw new Error(`cartMachine: provide the ${name} actor, or The Whole Sentence`);',
    ].join('\n');
    expect(englishIn('sample.ts', source)).toEqual([
      { line: 1, text: 'CHECKOUT_MESSAGES_EN' },
      { line: 1, text: 'This field is required' },
      { line: 2, text: 'An error occured' },
      { line: 3, text: 'must be at least  …  characters long' },
    ]);
  });
});
