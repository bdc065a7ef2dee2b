import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { Kind, parse, print, type DocumentNode } from 'graphql';
import ts from 'typescript';

const API_ROOT = path.resolve(import.meta.dirname, '..');

export interface ShopDocument {
  /** `operations/cart/cart.ts#ADD_DOCUMENT` */
  source: string;
  operationName: string;
  text: string;
  document: DocumentNode;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'test-support' || entry.name === 'fakes') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) files.push(full);
  }
  return files;
}

/** The names of a module's top-level `const`s, exported or not. */
function topLevelConstants(file: string, text: string): { names: string[]; exported: Set<string> } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names: string[] = [];
  const exported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    const isExported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name)) continue;
      names.push(declaration.name.text);
      if (isExported) exported.add(declaration.name.text);
    }
  }
  return { names, exported };
}

/** A constant's operation document and its text: a string document, or a typed one (`graphql(…)`, api/graphql.ts). */
function asOperationDocument(value: unknown): { document: DocumentNode; text: string } | undefined {
  if (isDocumentNode(value)) return hasOperation(value) ? { document: value, text: print(value) } : undefined;
  if (typeof value !== 'string' || !/^\s*(query|mutation)\b/.test(value)) return undefined;
  try {
    const document = parse(value);
    return hasOperation(document) ? { document, text: value } : undefined;
  } catch {
    return undefined;
  }
}

function isDocumentNode(value: unknown): value is DocumentNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT;
}

function hasOperation(document: DocumentNode): boolean {
  return document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION);
}

/**
 * Every GraphQL operation the storefront's API client can send: the values of the top-level
 * constants of `api/` (string documents and typed `graphql(…)` ones) (documents are built once, when their module loads, whatever code builds
 * them). Each module is loaded through a probe that also exports its private constants, written
 * to a temporary folder with its relative imports made absolute (nothing is written beside the
 * sources, which a build would take for a change), and removed at once.
 */
export async function shopDocuments(): Promise<ShopDocument[]> {
  const found = new Map<string, ShopDocument>();
  const probes = mkdtempSync(path.join(tmpdir(), 'shop-documents-'));
  try {
    for (const file of sourceFiles(API_ROOT)) await collect(file, probes, found);
  } finally {
    rmSync(probes, { recursive: true, force: true });
  }
  return [...found.values()].sort((a, b) => a.source.localeCompare(b.source));
}

/** A module's source with its relative import specifiers made absolute, so it loads from anywhere. */
function withAbsoluteImports(text: string, dir: string): string {
  return text.replace(
    /(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/gu,
    (_, before: string, quote: string, specifier: string) => `${before}${quote}${path.resolve(dir, specifier)}${quote}`,
  );
}

async function collect(file: string, probes: string, found: Map<string, ShopDocument>): Promise<void> {
  const text = readFileSync(file, 'utf8');
  const { names, exported } = topLevelConstants(file, text);
  if (names.length === 0) return;
  const hidden = names.filter((name) => !exported.has(name));
  const probe = path.join(probes, `${path.relative(API_ROOT, file).replaceAll(path.sep, '__')}`);
  writeFileSync(
    probe,
    `${withAbsoluteImports(text, path.dirname(file))}\n${hidden.length > 0 ? `export { ${hidden.join(', ')} };\n` : ''}`,
  );
  let module: Record<string, unknown>;
  try {
    module = (await import(/* @vite-ignore */ probe)) as Record<string, unknown>;
  } finally {
    rmSync(probe, { force: true });
  }
  for (const name of names) {
    const value = module[name];
    const operationDocument = asOperationDocument(value);
    if (!operationDocument) continue;
    const { document, text: documentText } = operationDocument;
    const key = documentText.replace(/\s+/g, ' ').trim();
    if (found.has(key)) continue;
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const operationName = operation?.kind === Kind.OPERATION_DEFINITION ? (operation.name?.value ?? '(anonymous)') : '(anonymous)';
    found.set(key, { source: `${path.relative(API_ROOT, file)}#${name}`, operationName, text: documentText, document });
  }
}
