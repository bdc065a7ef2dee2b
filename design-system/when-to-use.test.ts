import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

/*
 * Issue 19: every component's docs page tells a designer when to use it and what to use instead.
 * The words are the meta's `parameters.docs.description.component`, which the docs page shows
 * first (.storybook/component-docs-page.tsx), written as two paragraphs with these openings.
 */
const WHEN_TO_USE = '**When to use:** ';
const USE_INSTEAD = '**Use instead:** ';

/**
 * Components whose stories other work in progress owns (issue 19 points 2 and 3); each gets its
 * description with that work. Once it has one, its name must leave this list.
 */
const DESCRIPTION_PENDING = new Set<string>([]);

const componentsDirectory = path.join(path.dirname(fileURLToPath(import.meta.url)), 'components');

function storiesFilesOf(component: string): string[] {
  return readdirSync(path.join(componentsDirectory, component))
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => path.join(component, file));
}

/** The default export's object: from `const meta = {` to its `} satisfies Meta…`. */
function metaOf(storiesFile: string): string {
  const source = readFileSync(path.join(componentsDirectory, storiesFile), 'utf8');
  const start = source.indexOf('const meta = {');
  const end = source.indexOf('\n} satisfies Meta', start);
  if (start === -1 || end === -1) throw new Error(`${storiesFile}: no \`const meta = { … } satisfies Meta…\` found`);
  return source.slice(start, end);
}

function hasWhenToUse(meta: string): boolean {
  return (
    /\n {2}parameters: \{[\s\S]*\n {4}docs: \{\n {6}description: \{\n {8}component:/.test(meta) &&
    meta.includes(WHEN_TO_USE) &&
    meta.includes(USE_INSTEAD)
  );
}

const components = readdirSync(componentsDirectory, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const storiesFiles = components.filter((component) => !DESCRIPTION_PENDING.has(component)).flatMap(storiesFilesOf);

describe("components' docs pages", () => {
  it('finds the stories of the components', () => {
    expect(storiesFiles.length).toBeGreaterThan(70);
  });

  it.each(storiesFiles)('%s says when to use the component and what to use instead', (storiesFile) => {
    const meta = metaOf(storiesFile);
    expect(meta, `${storiesFile}: add tags: ['autodocs'] to the meta`).toContain("tags: ['autodocs']");
    expect(
      hasWhenToUse(meta),
      `${storiesFile}: give the meta parameters.docs.description.component = ['${WHEN_TO_USE}…', '${USE_INSTEAD}…'].join('\\n\\n')`,
    ).toBe(true);
  });

  it.each([...DESCRIPTION_PENDING])('%s is still waiting for its description (else take it off the pending list)', (component) => {
    const pendingWithDescription = existsSync(path.join(componentsDirectory, component))
      ? storiesFilesOf(component).filter((storiesFile) => hasWhenToUse(metaOf(storiesFile)))
      : [];
    expect(pendingWithDescription).toEqual([]);
  });
});
