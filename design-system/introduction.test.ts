import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { normalizeStories } from 'storybook/internal/common';
import { getStorySortParameter, readConfig } from 'storybook/internal/csf-tools';
import { sortStoriesV7 } from 'storybook/internal/preview-api';
import type { IndexEntry, StoriesEntry } from 'storybook/internal/types';
import { describe, expect, it } from 'vitest';

/*
 * Issue 19: Storybook opens on the introduction for designers. Storybook shows the first entry of
 * its sorted index at `/`; these checks use Storybook's own readers of the config files and its
 * own sort, as its indexer does.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configDir = path.join(repoRoot, '.storybook');
const introductionPath = './design-system/introduction.mdx';

function introductionTitle(): string {
  const source = readFileSync(path.join(repoRoot, introductionPath), 'utf8');
  const title = /<Meta title="([^"]+)" \/>/.exec(source)?.[1];
  if (title === undefined) throw new Error(`${introductionPath} has no <Meta title="…" />`);
  return title;
}

function docsEntry(title: string, importPath: string): IndexEntry {
  const id = `${title.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-')}--docs`;
  return { type: 'docs', id, name: 'Docs', title, importPath, storiesImports: [], tags: [] };
}

/** One docs entry per title of the real story files, named as in their metas. */
function entriesOfStoryFiles(directory: string): IndexEntry[] {
  const directoryPath = path.join(repoRoot, directory);
  return readdirSync(directoryPath, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.stories.tsx'))
    .flatMap((file) => {
      const title = /\n {2}title: '([^']+)'/.exec(readFileSync(path.join(directoryPath, file), 'utf8'))?.[1];
      return title === undefined ? [] : [docsEntry(title, `./${directory}/${file}`)];
    });
}

describe('Storybook opens on the introduction', () => {
  it("is found by main.ts's stories globs", async () => {
    const main = await readConfig(path.join(configDir, 'main.ts'));
    const stories = main.getFieldValue<StoriesEntry[]>(['stories']);
    expect(stories, 'main.ts: stories must be written inline').toBeDefined();
    const specifiers = normalizeStories(stories ?? [], { configDir, workingDir: repoRoot });
    expect(specifiers.some((specifier) => specifier.importPathMatcher.test(introductionPath))).toBe(true);
  });

  it('comes first in the sidebar, before every foundation and component', () => {
    const storySort = getStorySortParameter(readFileSync(path.join(configDir, 'preview.tsx'), 'utf8'));
    const entries = [...entriesOfStoryFiles('design-system'), docsEntry(introductionTitle(), introductionPath)];
    expect(entries.length).toBeGreaterThan(70);
    sortStoriesV7(
      entries,
      storySort,
      entries.map((entry) => entry.importPath),
    );
    expect(entries[0]?.title).toBe(introductionTitle());
  });
});
