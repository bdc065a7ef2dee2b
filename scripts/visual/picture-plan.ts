import { breakpointTokens } from '../../design-system/tokens';

/*
 * What the story tests photograph (issue 19 point 4), shared by the page setup that takes the
 * pictures (.storybook/story-pictures.ts) and the command that compares them:
 *   - every story at one mobile and one desktop width, in English;
 *   - a story that sets its own viewport (`globals.viewport`) at that width only, and one that sets
 *     its own language (`globals.locale`) in that language only: they were written for it;
 *   - for each component that owns texts (a `*.messages.json` beside its stories), its first story in
 *     the 7 other languages at the mobile width, where long German words and CJK wrap first;
 *   - not a story whose `parameters.visual.skip` says why (an animation that never rests).
 */

export const STORY_LOCALES = ['en', 'fr', 'es', 'it', 'de', 'nl', 'ja', 'tw'] as const;
export const MOBILE_WIDTH = breakpointTokens.mobileMedium.value;
export const DESKTOP_WIDTH = breakpointTokens.desktopMedium.value;
/** The story tests' page when a story sets no viewport (Storybook's Vitest plugin's default). */
export const STORY_TEST_VIEWPORT = { width: 1200, height: 900 } as const;
/** Empty space kept around a story's content in its picture. */
export const CONTENT_MARGIN_PX = 16;
/** Pending timers a story left for the next second run before its picture (a 330 ms spinner delay). */
export const SETTLE_MS = 1_000;
/** "Now" in every story test, so dates computed from it come out the same in every run. */
export const FIXED_NOW = new Date('2026-06-15T10:00:00Z');

/** Heights of a typical device at each kind of width, as in Storybook's viewport toolbar. */
export function viewportHeightFor(width: number): number {
  return width < breakpointTokens.tablet.value ? 740 : 900;
}

export function widthOfViewport(name: unknown): number | undefined {
  return typeof name === 'string' && Object.hasOwn(breakpointTokens, name)
    ? breakpointTokens[name as keyof typeof breakpointTokens].value
    : undefined;
}

/** The baseline of one story at one width: [component folder, file name]. */
export function baselineName(storyId: string, width: number, locale?: string): [string, string] {
  const [component = storyId, story = 'story'] = storyId.split('--');
  return [component, `${story}${locale ? `.${locale}` : ''}.${width}.png`];
}

/**
 * Baselines (`component/file` paths) no picture of a whole run compared with: a story renamed or
 * removed, a language no longer photographed. A story whose test failed (`unphotographed`, by
 * story id) was not photographed, so its baselines are not counted.
 */
export function staleBaselines(
  baselines: readonly string[],
  photographed: ReadonlySet<string>,
  unphotographed: ReadonlySet<string>,
): string[] {
  const unphotographedPrefixes = [...unphotographed].map((storyId) =>
    baselineName(storyId, 0)
      .join('/')
      .replace(/0\.png$/, ''),
  );
  return baselines.filter(
    (baseline) => !photographed.has(baseline) && !unphotographedPrefixes.some((prefix) => baseline.startsWith(prefix)),
  );
}
