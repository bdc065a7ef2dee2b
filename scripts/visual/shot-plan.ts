import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { breakpointTokens } from '../../design-system/tokens';

/*
 * What `npm run test:visual` photographs (issue 19 point 4), decided from Storybook's index alone so
 * that the test, the check for stale baselines and the docs agree:
 *   - every story at one mobile and one desktop width, in English;
 *   - a story that sets its own viewport (`globals.viewport`) at that width only, and one that sets
 *     its own language (`globals.locale`) in that language only: they were written for it;
 *   - for each component that owns texts (a `*.messages.ts` beside its stories), its first story in
 *     the 7 other languages at the mobile width, where long German words and CJK wrap first.
 * The index does not carry a story's globals: the test reads them once the story is loaded.
 */

const STORYBOOK_LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] as const;
type StorybookLocale = (typeof STORYBOOK_LOCALES)[number];

export const MOBILE_WIDTH = breakpointTokens.mobileMedium.value;
/**
 * The page the story tests play a story in when it sets no viewport (Storybook's Vitest plugin
 * gives it 1200 × 900): the visual tests play it there too, so its assertions about sizes hold,
 * then photograph it at each width.
 */
export const STORY_TEST_VIEWPORT = { width: 1200, height: 900 } as const;
const DESKTOP_WIDTH = breakpointTokens.desktopMedium.value;
/** Heights of a typical device at each kind of width, as in Storybook's viewport toolbar. */
export function viewportHeightFor(width: number): number {
  return width < breakpointTokens.tablet.value ? 740 : 900;
}

export type BreakpointName = keyof typeof breakpointTokens;
export function isBreakpointName(name: unknown): name is BreakpointName {
  return typeof name === 'string' && Object.hasOwn(breakpointTokens, name);
}
export function widthOf(name: BreakpointName): number {
  return breakpointTokens[name].value;
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface StoryVisit {
  storyId: string;
  title: string;
  name: string;
  /** Set for a language visit: the story in that language (English visits leave the story's own). */
  locale?: StorybookLocale;
  /** The widths to photograph unless the story sets its own viewport. */
  widths: readonly number[];
}

export function readStorybookIndex(storybookDir: string): IndexEntry[] {
  const index = JSON.parse(readFileSync(path.join(storybookDir, 'index.json'), 'utf8')) as { entries: Record<string, IndexEntry> };
  return Object.values(index.entries);
}

/** Whether the component of these stories owns texts that change with the language. */
function ownsTexts(repoRoot: string, importPath: string): boolean {
  const folder = path.dirname(path.join(repoRoot, importPath));
  return existsSync(folder) && readdirSync(folder).some((file) => file.endsWith('.messages.ts'));
}

export function planVisits(entries: readonly IndexEntry[], repoRoot: string): StoryVisit[] {
  const stories = entries.filter((entry) => entry.type === 'story');
  const visits: StoryVisit[] = stories.map((story) => ({
    storyId: story.id,
    title: story.title,
    name: story.name,
    widths: [MOBILE_WIDTH, DESKTOP_WIDTH],
  }));
  const seenTitles = new Set<string>();
  for (const story of stories) {
    if (seenTitles.has(story.title)) continue;
    seenTitles.add(story.title);
    if (!ownsTexts(repoRoot, story.importPath)) continue;
    for (const locale of STORYBOOK_LOCALES.filter((code) => code !== 'en')) {
      visits.push({ storyId: story.id, title: story.title, name: story.name, locale, widths: [MOBILE_WIDTH] });
    }
  }
  return visits;
}

/** The baseline's file name (relative to the baselines folder) of one visit at one width. */
export function baselineName(storyId: string, width: number, locale: string | undefined): string[] {
  const [component = storyId, story = 'story'] = storyId.split('--');
  return [component, `${story}${locale ? `.${locale}` : ''}.${width}.png`];
}

/**
 * Baselines (relative paths under `baselinesDir`) that no visit of the plan would compare with: the
 * pictures of a story that was renamed or removed, or of a language no longer photographed.
 */
export function staleBaselines(visits: readonly StoryVisit[], baselinesDir: string): string[] {
  const expected = new Set(
    visits.map((visit) =>
      baselineName(visit.storyId, 0, visit.locale)
        .join('/')
        .replace(/\.0\.png$/, ''),
    ),
  );
  if (!existsSync(baselinesDir)) return [];
  return readdirSync(baselinesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.png'))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !expected.has(file.replace(/\.\d+\.png$/, '')));
}
