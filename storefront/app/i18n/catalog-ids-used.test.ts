import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { catalogs } from './catalogs.test-support';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The code that may name a storefront catalog id: the app, and the machines (the spec's review success key). */
function sources(): string {
  return ['storefront/app', 'machines']
    .flatMap((folder) =>
      readdirSync(path.join(repository, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => readFileSync(path.join(repository, folder, file), 'utf8')),
    )
    .join('\n');
}

/** Ids built at run time (`nav.${page}`) as patterns: one segment where the expression stands. */
function builtIdPatterns(source: string): RegExp[] {
  const escape = (text: string) => text.replace(/\./g, '\\.');
  return [...source.matchAll(/`([A-Za-z0-9.]*)\$\{[^}]+\}([A-Za-z0-9.]*)`/g)]
    .filter(([, before = '', after = '']) => before.includes('.') || after.includes('.'))
    .map(([, before = '', after = '']) => new RegExp(`^${escape(before)}[^.]+${escape(after)}$`));
}

describe('the storefront catalog', () => {
  it('holds no id the code no longer uses (texts a component owns live in its own catalog)', () => {
    const source = sources();
    const patterns = builtIdPatterns(source);
    const unused = Object.keys(catalogs['en'] ?? {}).filter(
      (id) => !source.includes(`'${id}'`) && !source.includes(`"${id}"`) && !patterns.some((pattern) => pattern.test(id)),
    );
    expect(unused).toEqual([]);
  });
});
