#!/usr/bin/env node
// `npm run lint:cycles`: the storefront's feature folders (storefront/app/features/*) must not import
// each other in a circle (issue 16, point 4): what two features share goes to a feature both import, or to storefront/app/lib/ (infrastructure).
// A folder-level check, since two folders can form a circle through files that form none. Prints each
// group of features in a circle with one import per edge, and exits 1 when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import ts from 'typescript';

import { repoRoot } from './lib/shop.mjs';

const featuresDir = path.join(repoRoot, 'storefront/app/features');
const SOURCE = /\.(ts|tsx|mts)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '/index.ts', '/index.tsx'];

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (SOURCE.test(entry.name)) yield file;
  }
}

function resolveRelative(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this extension
    }
  }
  return undefined;
}

const featureOf = (file) => {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0];
};

/** feature → feature → one import (file and specifier) that makes the edge. */
const edges = new Map();
for (const file of sourceFiles(featuresDir)) {
  const from = featureOf(file);
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  for (const { fileName: specifier } of importedFiles) {
    if (!specifier.startsWith('.')) continue;
    const target = resolveRelative(file, specifier);
    const to = target && featureOf(target);
    if (!from || !to || to === from) continue;
    const targets = edges.get(from) ?? new Map();
    if (!targets.has(to)) targets.set(to, `${path.relative(repoRoot, file)} imports '${specifier}'`);
    edges.set(from, targets);
  }
}

// Tarjan's strongly connected components: every component of two or more features holds a circle.
let index = 0;
const order = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(feature) {
  order.set(feature, index);
  low.set(feature, index);
  index++;
  stack.push(feature);
  onStack.add(feature);
  for (const next of edges.get(feature)?.keys() ?? []) {
    if (!order.has(next)) {
      connect(next);
      low.set(feature, Math.min(low.get(feature), low.get(next)));
    } else if (onStack.has(next)) low.set(feature, Math.min(low.get(feature), order.get(next)));
  }
  if (low.get(feature) === order.get(feature)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== feature);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const feature of readdirSync(featuresDir).sort()) if (!order.has(feature)) connect(feature);

for (const component of components) {
  const members = new Set(component);
  console.log(`Features that import each other in a circle: ${component.join(', ')}`);
  for (const from of component)
    for (const [to, example] of edges.get(from) ?? []) if (members.has(to)) console.log(`  ${from} → ${to}: ${example}`);
}

const pairs = [...edges].flatMap(([from, targets]) =>
  [...targets.keys()].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => `${from} ↔ ${to}`),
);
console.log(
  `\n${components.length} group(s) of features in a circle, ${pairs.length} pair(s) importing each other${pairs.length > 0 ? `: ${pairs.join(', ')}` : ''}.`,
);
process.exit(components.length === 0 ? 0 : 1);
