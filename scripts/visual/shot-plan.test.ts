import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { MOBILE_WIDTH, baselineName, planVisits, staleBaselines } from './shot-plan';

function story(id: string, title: string, importPath: string) {
  return { type: 'story' as const, id, title, name: id.split('--')[1] ?? id, importPath };
}

/** A repository with one component that owns texts and one that does not. */
function fixtureRepo(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'shot-plan-'));
  mkdirSync(path.join(root, 'ds/texts'), { recursive: true });
  mkdirSync(path.join(root, 'ds/plain'), { recursive: true });
  writeFileSync(path.join(root, 'ds/texts/texts.messages.ts'), '');
  return root;
}

const entries = [
  story('components-texts--default', 'Components/Texts', './ds/texts/texts.stories.tsx'),
  story('components-texts--long', 'Components/Texts', './ds/texts/texts.stories.tsx'),
  story('components-plain--default', 'Components/Plain', './ds/plain/plain.stories.tsx'),
  {
    type: 'docs' as const,
    id: 'components-plain--docs',
    title: 'Components/Plain',
    name: 'Docs',
    importPath: './ds/plain/plain.stories.tsx',
  },
];

describe('the visual tests’ plan', () => {
  it('visits every story in English at two widths, and the first story of a component with texts in the 7 other languages', () => {
    const visits = planVisits(entries, fixtureRepo());
    expect(visits.filter((visit) => !visit.locale).map((visit) => visit.storyId)).toEqual([
      'components-texts--default',
      'components-texts--long',
      'components-plain--default',
    ]);
    expect(visits.filter((visit) => !visit.locale).every((visit) => visit.widths.length === 2)).toBe(true);
    const languageVisits = visits.filter((visit) => visit.locale);
    expect(languageVisits.map((visit) => visit.locale)).toEqual(['fr', 'es', 'it', 'de', 'nl', 'ja', 'tw']);
    expect(new Set(languageVisits.map((visit) => visit.storyId))).toEqual(new Set(['components-texts--default']));
    expect(languageVisits.every((visit) => visit.widths.length === 1 && visit.widths[0] === MOBILE_WIDTH)).toBe(true);
  });

  it('names a baseline by component, story, language and width', () => {
    expect(baselineName('components-texts--default', 375, undefined)).toEqual(['components-texts', 'default.375.png']);
    expect(baselineName('components-texts--default', 375, 'ja')).toEqual(['components-texts', 'default.ja.375.png']);
  });

  it('finds the baselines no visit compares with', () => {
    const root = fixtureRepo();
    const baselines = path.join(root, 'baselines');
    mkdirSync(path.join(baselines, 'components-texts'), { recursive: true });
    mkdirSync(path.join(baselines, 'components-gone'), { recursive: true });
    for (const file of [
      'components-texts/default.375.png',
      'components-texts/default.de.375.png',
      'components-texts/long.de.375.png',
      'components-gone/default.375.png',
    ]) {
      writeFileSync(path.join(baselines, file), '');
    }
    expect(staleBaselines(planVisits(entries, root), baselines).sort()).toEqual([
      'components-gone/default.375.png',
      'components-texts/long.de.375.png',
    ]);
  });
});
